// Issue 16's goals, judged from one HTTP bench run (bench/run.ts --http): each goal with its limit, what
// this run measured (the worst case and its name) and whether it was met. The judging is pure: it reads
// the run's results, page weights and Lighthouse figures, so saved runs can be judged again the same way,
// several side by side:
//
//   npx tsx bench/goals.ts bench/results/<timestamp>.json [more runs...]
//
// On a 2-core host the figures move with the host: within half an hour one build gave /homepage a p99 of
// 282 and 171 ms, a share of the bare page of 32.9% and 28.7%, and Lighthouse 84 to 92 (decision 427). So
// the rows say what the host was doing: the share by CPU time too, the bare dynamic page's own p99 in the
// same rounds, and Lighthouse's benchmark index and held runs.
import fs from 'node:fs';
import type { HttpResult } from './http';
import { BARE_PAGE } from './http-cases';
import type { PageWeight } from './js-weight';
import type { LighthouseResult } from './lighthouse';
import { indexRange } from './report';

export interface GoalRow {
  /** the same for a goal in every run: rows of several runs are matched by it */
  id: string;
  goal: string;
  limit: string;
  /** the worst figure of the cases the goal covers, as shown */
  measured: string;
  /** which case that was, and what the host did meanwhile */
  worst: string;
  /** null: not measured in this run (a part skipped, or not run as the goal says) */
  met: boolean | null;
}

export interface GoalInput {
  results: Pick<HttpResult, 'name' | 'tenant' | 'page' | 'reqPerSec' | 'ofBare' | 'cpuOfBare' | 'ms'>[];
  weights: Pick<PageWeight, 'name' | 'jsGzKb' | 'htmlKb'>[];
  lighthouse: Pick<LighthouseResult, 'name' | 'performance' | 'cls' | 'held' | 'runs' | 'benchmarkIndex'>[];
  /** the load's connections: the p99 goal is set at 10 */
  connections: number;
}

/** issue 16's hot JSON calls: me, getTenant, the feed, lesson comments and gamification (demo tenant) */
export const HOT_JSON_CASES = [
  'GET /api/auth/me',
  'GET /api/getTenant?domain=HOST',
  'GET /api/v2/communities/{id}/posts (demo tenant)',
  'GET /api/auth/lessons/{lessonId}/comments',
  'GET /api/gamification/me',
  'GET /api/gamification/celebrations',
  'GET /api/gamification/ranking?limit=50',
];

const SHARE_GOAL = 'every student page and /login: req/s as a share of the bare dynamic page';

const notMeasured = (goal: string, limit: string, why: string): Omit<GoalRow, 'id'> => ({
  goal,
  limit,
  measured: '-',
  worst: why,
  met: null,
});

/** The element of `items` with the lowest (or highest) `by`, or undefined for an empty list. */
function extreme<T>(items: T[], by: (t: T) => number, highest = false): T | undefined {
  let best: T | undefined;
  for (const item of items)
    if (best === undefined || (highest ? by(item) > by(best) : by(item) < by(best))) best = item;
  return best;
}

const pct = (n: number | undefined) => (n === undefined ? '-' : `${n.toFixed(1)}%`);

export function issue16Goals({ results, weights, lighthouse, connections }: GoalInput): GoalRow[] {
  const ran = results.filter((r) => r.reqPerSec > 0);
  const pages = ran.filter((r) => r.page && r.tenant === 'demo');
  const bare = ran.find((r) => r.name === BARE_PAGE);
  // a case that failed has no figure to judge, and its goal cannot be met
  const failed = (of: (r: GoalInput['results'][number]) => boolean) =>
    results.filter((r) => of(r) && !(r.reqPerSec > 0)).map((r) => r.name);
  const failedPages = failed((r) => r.page && r.tenant === 'demo');
  const failedHot = failed((r) => HOT_JSON_CASES.includes(r.name));
  const rows: GoalRow[] = [];
  const add = (id: string, row: Omit<GoalRow, 'id'>, failures: string[] = []) =>
    rows.push(
      failures.length
        ? { id, ...row, worst: `${row.worst}; failed, not measured: ${failures.join(', ')}`, met: false }
        : { id, ...row },
    );

  const sharePages = pages.filter((r) => r.ofBare !== undefined);
  const slowest = extreme(sharePages, (r) => r.ofBare!);
  add(
    'page-share',
    slowest
      ? {
          goal: SHARE_GOAL,
          limit: '≥ 30%',
          measured: pct(slowest.ofBare),
          worst: `${slowest.name} (by CPU time ${pct(slowest.cpuOfBare)})`,
          met: sharePages.every((r) => r.ofBare! >= 30),
        }
      : notMeasured(SHARE_GOAL, '≥ 30%', 'no page or no bare yardstick ran'),
    failedPages,
  );

  const p99Goal = `every student page and /login: p99 at ${connections} connections`;
  const worstP99 = extreme(pages, (r) => r.ms.p99, true);
  add(
    'page-p99',
    connections !== 10
      ? notMeasured(p99Goal, '< 250 ms at 10 connections', `the load used ${connections} connections, not 10`)
      : worstP99
        ? {
            goal: p99Goal,
            limit: '< 250 ms',
            measured: `${worstP99.ms.p99} ms`,
            worst: `${worstP99.name}${bare ? ` (the bare page's p99 in the same rounds: ${bare.ms.p99} ms)` : ''}`,
            met: pages.every((r) => r.ms.p99 < 250),
          }
        : notMeasured(p99Goal, '< 250 ms', 'no page ran'),
    failedPages,
  );

  const hot = ran.filter((r) => HOT_JSON_CASES.includes(r.name) && r.ofBare !== undefined);
  const coldest = extreme(hot, (r) => r.ofBare!);
  add(
    'hot-json',
    coldest
      ? {
          goal: `hot JSON calls (${hot.length} of ${HOT_JSON_CASES.length}): share of the bare route`,
          limit: '≥ 50%',
          measured: pct(coldest.ofBare),
          worst: `${coldest.name} (by CPU time ${pct(coldest.cpuOfBare)})`,
          met: hot.every((r) => r.ofBare! >= 50),
        }
      : notMeasured('hot JSON calls: share of the bare route', '≥ 50%', 'none ran, or no bare yardstick'),
    failedHot,
  );

  const heaviest = extreme(weights, (w) => w.jsGzKb, true);
  add(
    'js',
    heaviest
      ? {
          goal: `first-load JS, gzip (${weights.map((w) => w.name).join(', ')})`,
          limit: '≤ 150 kB',
          measured: `${heaviest.jsGzKb} kB`,
          worst: heaviest.name,
          met: weights.every((w) => w.jsGzKb <= 150),
        }
      : notMeasured('first-load JS, gzip', '≤ 150 kB', 'page weights not measured (BENCH_JS=0)'),
  );

  const login = weights.find((w) => w.name === '/login');
  add(
    'login-html',
    login
      ? {
          goal: 'HTML of /login',
          limit: '< 20 kB',
          measured: `${login.htmlKb} kB`,
          worst: '/login',
          met: login.htmlKb < 20,
        }
      : notMeasured('HTML of /login', '< 20 kB', 'page weights not measured (BENCH_JS=0)'),
  );

  for (const name of ['/login', '/homepage']) {
    const lh = lighthouse.find((l) => l.name === name);
    add(
      `lighthouse ${name}`,
      lh
        ? {
            goal: `Lighthouse mobile performance, ${name} (median run)`,
            limit: '≥ 90',
            measured: String(lh.performance),
            worst: `runs ${lh.runs.join(', ')}; first paint held in ${lh.held}/${lh.runs.length}; host benchmark index ${indexRange(lh.benchmarkIndex)}`,
            met: lh.performance >= 90,
          }
        : notMeasured(
            `Lighthouse mobile performance, ${name}`,
            '≥ 90',
            'Lighthouse not run (BENCH_LIGHTHOUSE=0)',
          ),
    );
  }

  const shiftiest = extreme(lighthouse, (l) => l.cls, true);
  add(
    'cls',
    shiftiest
      ? {
          goal: `CLS (${lighthouse.map((l) => l.name).join(', ')})`,
          limit: '< 0.05',
          measured: String(shiftiest.cls),
          worst: shiftiest.name,
          met: lighthouse.every((l) => l.cls < 0.05),
        }
      : notMeasured('CLS', '< 0.05', 'Lighthouse not run (BENCH_LIGHTHOUSE=0)'),
  );
  return rows;
}

const mark = (met: boolean | null) => (met === null ? '-' : met ? 'met' : 'NOT met');

/** The goals as a Markdown table (the console prints the same). */
export function goalsTable(rows: GoalRow[]): string {
  const head = '| goal | limit | this run | worst case | met |\n|---|---|---:|---|---|';
  return [
    head,
    ...rows.map((r) => `| ${r.goal} | ${r.limit} | ${r.measured} | ${r.worst} | ${mark(r.met)} |`),
  ].join('\n');
}

/**
 * The goals of several runs side by side, one column per run (its figure and verdict) and how many runs met
 * each goal: the shares, p99 and Lighthouse are judged over runs, not from one (decision 427).
 */
export function goalsAcrossRuns(runs: { label: string; rows: GoalRow[] }[]): string {
  const first = runs[0]?.rows ?? [];
  const head = `| goal | limit | ${runs.map((r) => r.label).join(' | ')} | met in |`;
  const rule = `|---|---|${runs.map(() => '---:|').join('')}---:|`;
  const lines = first.map((goal) => {
    const cells = runs.map((run) => run.rows.find((r) => r.id === goal.id));
    const judged = cells.filter((c) => c && c.met !== null);
    const met = judged.filter((c) => c!.met).length;
    const cell = (c: GoalRow | undefined) => (!c || c.met === null ? '-' : `${c.measured} ${mark(c.met)}`);
    return `| ${goal.goal} | ${goal.limit} | ${cells.map(cell).join(' | ')} | ${judged.length ? `${met} of ${judged.length}` : '-'} |`;
  });
  return [head, rule, ...lines].join('\n');
}

type SavedResult = Omit<GoalInput['results'][number], 'page'> & { page?: boolean; path?: string };

/**
 * A saved HTTP run's input. A file from before HttpResult.page knew its pages only by their paths: a
 * page is what is neither an API call, a build asset nor the bare yardstick.
 */
export function savedRun(json: {
  results: SavedResult[];
  weights?: GoalInput['weights'];
  lighthouse?: GoalInput['lighthouse'];
  config?: { connections?: number };
}): GoalInput {
  return {
    results: json.results.map((r) => ({
      ...r,
      page:
        r.page ??
        (!!r.path &&
          !r.path.startsWith('/api/') &&
          !r.path.startsWith('/_next/') &&
          !r.name.startsWith('bare ')),
    })),
    weights: json.weights ?? [],
    lighthouse: json.lighthouse ?? [],
    connections: json.config?.connections ?? 10,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('usage: npx tsx bench/goals.ts bench/results/<timestamp>.json [more runs...]');
    process.exit(2);
  }
  const runs = files.map((file) => {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    const when = typeof json.startedAt === 'string' ? json.startedAt.slice(0, 16).replace('T', ' ') : file;
    return { label: `${when}${json.commit ? ` (${json.commit})` : ''}`, rows: issue16Goals(savedRun(json)) };
  });
  console.log(runs.length === 1 ? goalsTable(runs[0]!.rows) : goalsAcrossRuns(runs));
}
