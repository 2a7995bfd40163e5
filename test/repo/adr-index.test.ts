import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentedSources, repoRoot as root } from '../support/source-files';

// docs/adr/ holds the decision records. Its README indexes them and maps every number of the retired
// journal (docs/decisions.md) to the record that holds it, so a comment citing "decision 215" or
// "decisions 240-244" still leads somewhere. Every record has a title line and a Status line.

const adrDir = path.join(root, 'docs/adr');
const readme = fs.readFileSync(path.join(adrDir, 'README.md'), 'utf8');
const CITATION = /decisions?(?:\.md)? (\d+(?:(?:[-–]|, | and | or )\d+)*)/gi;

/** "240-244, 262 and 300" -> [[240, 241, 242, 243, 244], [262], [300]]: one group per cited item. */
function citedNumbers(list: string): number[][] {
  return list.split(/, | and | or /).map((part) => {
    const [from, to] = part.split(/[-–]/).map(Number);
    if (to === undefined || to < from! || to - from! > 30) return [from!];
    return Array.from({ length: to - from! + 1 }, (_, i) => from! + i);
  });
}

const oldNumbers = new Map(
  [...readme.matchAll(/^\| *(\d+) *\|(.+)\|$/gm)].map((row) => [Number(row[1]), row[2]!] as const),
);

describe('docs/adr', () => {
  const records = fs.readdirSync(adrDir).filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name));

  it('every record has its number as title, a Status line, and a line in the index', () => {
    expect(records.length).toBeGreaterThan(50);
    for (const name of records) {
      const text = fs.readFileSync(path.join(adrDir, name), 'utf8');
      expect(text.startsWith(`# ${name.slice(0, 4)}. `), name).toBe(true);
      expect(text, name).toMatch(/^Status: (Accepted|Superseded by \d{4})$/m);
      expect(readme, name).toContain(`](${name})`);
    }
  });

  it('every link of the index leads to a record', () => {
    for (const [, target] of readme.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g)) {
      expect(fs.existsSync(path.join(adrDir, target!)), target).toBe(true);
    }
  });

  it('maps every old decision number a code comment cites', () => {
    expect(citedNumbers('240-244, 262 and 300')).toEqual([[240, 241, 242, 243, 244], [262], [300]]);
    const unmapped = new Set<string>();
    for (const { file, text } of commentedSources()) {
      for (const match of text.matchAll(CITATION)) {
        // A range may name an area of the journal ("110-119") whose last numbers were never used.
        for (const group of citedNumbers(match[1]!)) {
          const missing = group.filter((n) => !oldNumbers.has(n));
          if (
            group.length === 1
              ? missing.length > 0
              : missing.length === group.length || !oldNumbers.has(group[0]!)
          ) {
            unmapped.add(`${file}: ${group.join('-')}`);
          }
        }
      }
    }
    expect([...unmapped]).toEqual([]);
  });
});
