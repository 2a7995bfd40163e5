// `npm run bench:compare [-- old.json new.json]`: two bench runs side by side (default: the two newest
// files in bench/results/ of the newest one's mode). Query counts are exact and say more than timings,
// which vary between runs. In-process and HTTP runs measure different things: they are not compared.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Run {
  startedAt: string;
  commit: string;
  dirty: boolean;
  /** the Node the servers (HTTP) or handlers (in-process) ran on */
  node?: string;
  /** absent in files written before the HTTP mode */
  mode?: 'in-process' | 'http';
  results: {
    name: string;
    // in-process
    opsPerSec?: number;
    sqlPerRequest?: number;
    // http
    reqPerSec?: number;
    /** http: req/s as % of the bare yardstick of the same run */
    ofBare?: number;
    /** http: server CPU ms per request, and the yardstick's as % of it (decision 254) */
    cpuMs?: number;
    cpuOfBare?: number;
    ms: { p50: number; p95?: number; p99: number };
    queries: { max: number } | null;
  }[];
  /** http: JS weight per page (bench/js-weight.ts) */
  weights?: { name: string; jsGzKb: number }[];
  /** http: Lighthouse mobile per page (bench/lighthouse.ts), absent before decision 221 */
  lighthouse?: {
    name: string;
    performance: number;
    tbtMs: number;
    lcpMs: number;
    cls: number;
    /** runs, and how many had their first paint held (decision 417); absent before it */
    runs?: number[];
    held?: number;
  }[];
}

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results');
const read = (f: string) => JSON.parse(fs.readFileSync(f, 'utf8')) as Run;
const modeOf = (r: Run) => r.mode ?? 'in-process';

let runs: Run[];
if (process.argv.length >= 4) runs = process.argv.slice(2, 4).map(read);
else {
  const all = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => read(path.join(dir, f)));
  const mode = all.length ? modeOf(all.at(-1)!) : 'in-process';
  runs = all.filter((r) => modeOf(r) === mode).slice(-2);
}
if (runs.length < 2) {
  console.error(
    'need two runs of the same mode: npx tsx bench/compare.ts old.json new.json (or two in bench/results/)',
  );
  process.exit(1);
}
const [before, after] = runs as [Run, Run];
if (modeOf(before) !== modeOf(after)) {
  console.error(`cannot compare runs of different modes: ${modeOf(before)} and ${modeOf(after)}`);
  process.exit(1);
}

const pct = (a: number, b: number) => (a ? `${b >= a ? '+' : ''}${Math.round(((b - a) / a) * 100)}%` : '');
const label = (r: Run) =>
  `${r.commit}${r.dirty ? '+dirty' : ''} ${r.startedAt}${r.node ? ` Node ${r.node}` : ''}`;
const change = (what: string, a: number, b: number, unit = '') =>
  `${what} ${a} -> ${b}${unit} (${pct(a, b)})`;
console.log(`mode:   ${modeOf(after)}\nbefore: ${label(before)}\nafter:  ${label(after)}\n`);
for (const b of after.results) {
  const a = before.results.find((r) => r.name === b.name);
  const [qa, qb] = [a?.queries?.max ?? '-', b.queries?.max ?? '-'];
  if (modeOf(after) === 'http') {
    if (!a) {
      console.log(`${b.name}: new (p50 ${b.ms.p50} ms, ${b.reqPerSec} req/s, queries ${qb})`);
      continue;
    }
    const more = (b.queries?.max ?? 0) > (a.queries?.max ?? 0);
    console.log(
      `${b.name}\n  ${change('p50', a.ms.p50, b.ms.p50, ' ms')}, ${change('p99', a.ms.p99, b.ms.p99, ' ms')}, ` +
        `${change('req/s', a.reqPerSec ?? 0, b.reqPerSec ?? 0)}, ` +
        (a.ofBare !== undefined && b.ofBare !== undefined ? `% of bare ${a.ofBare} -> ${b.ofBare}, ` : '') +
        (a.cpuMs !== undefined && b.cpuMs !== undefined
          ? `${change('CPU', a.cpuMs, b.cpuMs, ' ms/req')} (% of bare ${a.cpuOfBare} -> ${b.cpuOfBare}), `
          : '') +
        `queries ${qa} -> ${qb}` +
        (more ? '  << more queries' : ''),
    );
    continue;
  }
  if (!a) {
    console.log(`${b.name}: new (p50 ${b.ms.p50} ms, ${b.sqlPerRequest} sql)`);
    continue;
  }
  const more =
    (b.queries?.max ?? 0) > (a.queries?.max ?? 0) || (b.sqlPerRequest ?? 0) > (a.sqlPerRequest ?? 0);
  console.log(
    `${b.name}\n  ${change('p50', a.ms.p50, b.ms.p50, ' ms')}, ${change('p95', a.ms.p95 ?? 0, b.ms.p95 ?? 0, ' ms')}, ` +
      `${change('ops/s', a.opsPerSec ?? 0, b.opsPerSec ?? 0)}, ` +
      `queries ${qa} -> ${qb}, sql ${a.sqlPerRequest} -> ${b.sqlPerRequest}` +
      (more ? '  << more queries' : ''),
  );
}

// The HTTP mode's page measurements: JS weight and Lighthouse, where both runs have them.
for (const b of after.weights ?? []) {
  const a = before.weights?.find((w) => w.name === b.name);
  if (a) console.log(`${b.name} JS gz: ${change('', a.jsGzKb, b.jsGzKb, ' kB').trim()}`);
}
/** "2/5": runs whose first paint was held, of all (decision 417); "?" for a run from before the count */
const heldOf = (l: NonNullable<Run['lighthouse']>[number]) =>
  l.held === undefined || !l.runs ? '?' : `${l.held}/${l.runs.length}`;
for (const b of after.lighthouse ?? []) {
  const a = before.lighthouse?.find((l) => l.name === b.name);
  if (a)
    console.log(
      `${b.name} Lighthouse mobile: performance ${a.performance} -> ${b.performance}, ` +
        `${change('TBT', a.tbtMs, b.tbtMs, ' ms')}, ${change('LCP', a.lcpMs, b.lcpMs, ' ms')}, CLS ${a.cls} -> ${b.cls}` +
        `, first paint held ${heldOf(a)} -> ${heldOf(b)}`,
    );
}
