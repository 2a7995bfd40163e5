// Output shared by both bench modes: the text table and the JSON file in bench/results/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** First column left-aligned, the others right-aligned, a dashed rule under the head. */
export function formatTable(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** "2" or "1-3" (Prisma operations per request), "-" when unknown */
export function range(r: { min: number; max: number } | null): string {
  if (!r) return '-';
  return r.min === r.max ? String(r.min) : `${r.min}-${r.max}`;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** "1207-2647" over the runs with a measure, "–" when none has one (a result file from before decision 426) */
export function indexRange(values: number[] | undefined): string {
  const known = (values ?? []).filter((v) => Number.isFinite(v));
  if (known.length === 0) return '–';
  const [lo, hi] = [Math.min(...known), Math.max(...known)];
  return lo === hi ? String(lo) : `${lo}-${hi}`;
}

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** Writes bench/results/<timestamp>.json with the commit and the node version; answers its path. */
export function writeResults(
  root: string,
  startedAt: Date,
  report: Record<string, unknown>,
  dir = 'bench/results',
): string {
  const out = path.join(root, dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const full = {
    startedAt: startedAt.toISOString(),
    commit: git('rev-parse', '--short', 'HEAD'),
    dirty: git('status', '--porcelain').length > 0,
    node: process.version,
    ...report,
  };
  fs.writeFileSync(out, `${JSON.stringify(full, null, 2)}\n`);
  return path.relative(root, out);
}
