// `npx tsx bench/compare.ts [old.json] [new.json]`: two bench runs side by side (default: the two newest
// files in bench/results/). Query counts are exact and say more than timings, which vary between runs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Run {
  startedAt: string;
  commit: string;
  dirty: boolean;
  results: {
    name: string;
    opsPerSec: number;
    ms: { p50: number; p95: number };
    queries: { max: number } | null;
    sqlPerRequest: number;
  }[];
}

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results');
const files =
  process.argv.length >= 4
    ? process.argv.slice(2, 4)
    : fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .slice(-2)
        .map((f) => path.join(dir, f));
if (files.length < 2) {
  console.error('need two runs: npx tsx bench/compare.ts old.json new.json (or two files in bench/results/)');
  process.exit(1);
}
const [before, after] = files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Run) as [Run, Run];

const pct = (a: number, b: number) => (a ? `${b >= a ? '+' : ''}${Math.round(((b - a) / a) * 100)}%` : '');
const label = (r: Run) => `${r.commit}${r.dirty ? '+dirty' : ''} ${r.startedAt}`;
console.log(`before: ${label(before)}\nafter:  ${label(after)}\n`);
for (const b of after.results) {
  const a = before.results.find((r) => r.name === b.name);
  if (!a) {
    console.log(`${b.name}: new (p50 ${b.ms.p50} ms, ${b.sqlPerRequest} sql)`);
    continue;
  }
  const [qa, qb] = [a.queries?.max ?? '-', b.queries?.max ?? '-'];
  const more = (b.queries?.max ?? 0) > (a.queries?.max ?? 0) || b.sqlPerRequest > a.sqlPerRequest;
  console.log(
    `${b.name}\n  p50 ${a.ms.p50} -> ${b.ms.p50} ms (${pct(a.ms.p50, b.ms.p50)}), ` +
      `p95 ${a.ms.p95} -> ${b.ms.p95} ms (${pct(a.ms.p95, b.ms.p95)}), ` +
      `ops/s ${a.opsPerSec} -> ${b.opsPerSec} (${pct(a.opsPerSec, b.opsPerSec)}), ` +
      `queries ${qa} -> ${qb}, sql ${a.sqlPerRequest} -> ${b.sqlPerRequest}` +
      (more ? '  << more queries' : ''),
  );
}
