import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentedSources, repoRoot as root } from '../support/source-files';

// Code comments cite the product specification as "SPEC 2.6", "SPEC.md section 9" or "SPEC.md sections
// 3 and 8"; docs/spec.md is that specification. Every cited section must exist there, so renumbering
// the spec (or citing a section that is not in it) fails here.

const CITATION = /SPEC(?:\.md)?(?: sections?| §)? ?(\d+(?:\.\d+)?(?:(?:, | and | or )\d+(?:\.\d+)?)*)/g;

// Citations that are not section numbers. lib/validation/url.ts cites line 203 of the old SPEC.md
// (section 5, "New community form": the old sales link); remove this entry when that comment cites
// the section.
const NOT_SECTIONS = new Set(['lib/validation/url.ts: 203']);

function specSections(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,3} (\d+(?:\.\d+)?)[. ]/gm)) sections.add(match[1]!);
  return sections;
}

function citedSections(source: string): string[] {
  return [...source.matchAll(CITATION)].flatMap((match) => match[1]!.split(/, | and | or /));
}

describe('docs/spec.md', () => {
  const sections = specSections(fs.readFileSync(path.join(root, 'docs/spec.md'), 'utf8'));

  it('reads the numbered sections and the citations', () => {
    expect(sections).toContain('2.14');
    expect(sections).toContain('9');
    expect(citedSections('see SPEC.md sections 3 and 8, SPEC 2.6 and SPEC.md section 5.')).toEqual([
      '3',
      '8',
      '2.6',
      '5',
    ]);
  });

  it('holds every section a code comment cites', () => {
    const missing: string[] = [];
    let citations = 0;
    for (const { file: rel, text } of commentedSources()) {
      for (const section of citedSections(text)) {
        citations++;
        if (!sections.has(section) && !NOT_SECTIONS.has(`${rel}: ${section}`))
          missing.push(`${rel}: ${section}`);
      }
    }
    expect(citations).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
