// `npm run bench`: latency, throughput and queries per request of the endpoints in bench/cases.ts,
// called in-process against a fresh, seeded database. `npm run bench -- --http` (or BENCH_MODE=http)
// prepares the same database, starts the production server on it and loads the endpoints and pages of
// bench/http-cases.ts with autocannon (bench/http.ts). `npm run bench -- --jobs` times the job worker's
// drain of 10,000 notification e-mails instead (bench/jobs.ts). See bench/README.md.
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { BenchCase, BenchContext, BenchRequest } from './cases';
import type { HttpConfig } from './http';
import { formatTable, range, round2, writeResults } from './report';
import { database, DB_NAME, largeVars, seedBench } from './bench-db';
import { BROWSER_ACCEPT_ENCODING, type TenantVars } from './http-cases';
import { serverNode } from './server-node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const mode = ((): 'in-process' | 'http' => {
  const env = process.env.BENCH_MODE;
  if (env && env !== 'http' && env !== 'in-process') throw new Error('BENCH_MODE must be in-process or http');
  return process.argv.includes('--http') || env === 'http' ? 'http' : 'in-process';
})();
const config = {
  iterations: int('BENCH_ITERATIONS', 300),
  warmup: int('BENCH_WARMUP', 30),
  concurrency: Math.max(1, int('BENCH_CONCURRENCY', 1)),
  volume: int('BENCH_VOLUME', 1_000),
  /** the large tenant of bench/large-tenant.ts (BENCH_LARGE=0 skips it and its cases) */
  large: process.env.BENCH_LARGE !== '0',
  only: process.env.BENCH_ONLY,
};
const httpConfig: HttpConfig = {
  port: int('BENCH_PORT', 3290),
  duration: Math.max(1, int('BENCH_DURATION', 5)),
  warmup: int('BENCH_HTTP_WARMUP', 1),
  connections: Math.max(1, int('BENCH_CONNECTIONS', 10)),
  rounds: Math.max(1, int('BENCH_ROUNDS', 3)),
  barePort: process.env.BENCH_BARE === '0' ? 0 : int('BENCH_BARE_PORT', int('BENCH_PORT', 3290) + 1),
  only: process.env.BENCH_ONLY,
  acceptEncoding: process.env.BENCH_ACCEPT_ENCODING ?? BROWSER_ACCEPT_ENCODING,
};

// Read by the app modules, which are imported below, after these are set (getEnv caches).
process.env.BENCH_QUERY_HEADER = '1';
process.env.LOG_LEVEL ??= 'silent';

// Outside Next the `server-only` marker throws; map it to an empty module (as the worker does).
const serverOnlyHook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export{}', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(serverOnlyHook)}`);

// Every statement sent to PostgreSQL (Prisma's pool goes through pg.Client#query), to catch an
// operation that turns into several statements; the x-query-count header counts Prisma operations.
let sqlStatements = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  sqlStatements++;
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

interface Result {
  name: string;
  iterations: number;
  opsPerSec: number;
  ms: { p50: number; p95: number; p99: number; mean: number; max: number };
  /** Prisma operations per request (x-query-count); null for handlers outside route() */
  queries: { min: number; max: number } | null;
  /** statements sent to PostgreSQL per request, averaged over the case */
  sqlPerRequest: number;
  /** non-2xx answers, warm-up included */
  failures: number;
  firstFailure?: { status: number; body: string };
}

async function measure(c: BenchCase, call: BenchRequest): Promise<Result> {
  const iterations = Math.max(1, Math.round(config.iterations * (c.scale ?? 1)));
  const warmup = Math.round(config.warmup * (c.scale ?? 1));
  const latencies: number[] = [];
  const queries: number[] = [];
  let failures = 0;
  let firstFailure: Result['firstFailure'];
  const once = async (record: boolean) => {
    const req = call.request();
    const started = performance.now();
    const res = await call.handler(req, { params: Promise.resolve(call.params ?? {}) });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status < 200 || res.status > 299) {
      failures++;
      firstFailure ??= { status: res.status, body: body.slice(0, 300) };
    }
    if (!record) return;
    latencies.push(ms);
    const count = res.headers.get('x-query-count');
    if (count !== null) queries.push(Number(count));
  };
  const run = async (n: number, record: boolean) => {
    let next = 0;
    const worker = async () => {
      while (next < n) {
        next++;
        await once(record);
      }
    };
    await Promise.all(Array.from({ length: Math.min(c.concurrency ?? config.concurrency, n) }, worker));
  };
  await run(warmup, false);
  const sqlBefore = sqlStatements;
  const started = performance.now();
  await run(iterations, true);
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)]!;
  const round = round2;
  return {
    name: c.name,
    iterations,
    opsPerSec: round((iterations / elapsed) * 1000),
    ms: {
      p50: round(pct(0.5)),
      p95: round(pct(0.95)),
      p99: round(pct(0.99)),
      mean: round(latencies.reduce((a, b) => a + b, 0) / latencies.length),
      max: round(latencies.at(-1)!),
    },
    queries: queries.length ? { min: Math.min(...queries), max: Math.max(...queries) } : null,
    sqlPerRequest: round((sqlStatements - sqlBefore) / iterations),
    failures,
    ...(firstFailure ? { firstFailure } : {}),
  };
}

function table(results: Result[]): string {
  const head = ['endpoint', 'n', 'ops/s', 'p50 ms', 'p95 ms', 'p99 ms', 'queries', 'sql', 'fail'];
  const rows = results.map((r) => [
    r.name,
    String(r.iterations),
    r.opsPerSec.toFixed(1),
    r.ms.p50.toFixed(2),
    r.ms.p95.toFixed(2),
    r.ms.p99.toFixed(2),
    range(r.queries),
    String(r.sqlPerRequest),
    String(r.failures),
  ]);
  return formatTable(head, rows);
}

interface Seeded {
  host: string;
  tenantId: string;
  password: string;
  pgVersion: string;
  filler: number;
  large: BenchContext['large'];
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const db = await database();
  const http = mode === 'http' ? await import('./http') : undefined;
  // Ctrl-C or a kill: the server runs in its own process group, so it has to be stopped from here.
  let interrupted = false;
  const interrupt = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`[bench] ${signal}: stopping`);
    void (async () => {
      await http?.stopServer().catch(() => {});
      await db.stop?.().catch(() => {});
      process.exit(130);
    })();
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  process.env.DATABASE_URL = db.url;
  const { prisma, disconnectPrisma } = await import('@/lib/server/db').catch(async (err) => {
    await db.stop?.();
    throw err;
  });
  try {
    const { DEMO_PASSWORD } = await import('@/lib/seed/demo-data');

    const host = 'localhost';
    const { filler, large } = await seedBench(db, { volume: config.volume, large: config.large });
    const domain = await prisma.tenantDomain.findUniqueOrThrow({ where: { host } });
    const [{ server_version: pgVersion } = { server_version: '?' }] = await prisma.$queryRaw<
      { server_version: string }[]
    >`SHOW server_version`;
    console.log(`[bench] PostgreSQL ${pgVersion} (${db.server}), database ${DB_NAME}, ${filler} filler rows`);
    const seeded: Seeded = {
      host,
      tenantId: domain.tenantId,
      password: DEMO_PASSWORD,
      pgVersion,
      filler,
      large,
    };

    const { results, text, markdown, report } = http
      ? await runHttp(http, seeded, db.url)
      : await runInProcess(seeded);
    console.log(`\n${text}`);
    const out = writeResults(root, startedAt, {
      mode,
      postgres: { version: pgVersion, server: db.server },
      ...report,
      fillerRows: filler,
      results,
    });
    console.log(`[bench] wrote ${out}`);
    if (markdown) {
      const md = out.replace(/\.json$/, '.md');
      fs.writeFileSync(path.join(root, md), markdown);
      console.log(`[bench] wrote ${md}`);
    }

    const failed = results.filter((r) => r.failures > 0);
    for (const r of failed)
      console.error(`[bench] ${r.name}: ${r.failures} failed, first ${JSON.stringify(r.firstFailure)}`);
    return failed.length || report.constantQueries === false ? 1 : 0;
  } finally {
    http?.stopBare();
    await http?.stopServer();
    await disconnectPrisma();
    await db.stop?.();
  }
}

interface Outcome {
  results: { name: string; failures: number; firstFailure?: unknown }[];
  text: string;
  /** the HTTP mode's table in Markdown, written beside the JSON */
  markdown?: string;
  report: Record<string, unknown> & { constantQueries?: boolean };
}

/**
 * Two cases that must run the same number of queries and statements (e.g. /homepage on the demo tenant
 * with 3 carousels and on the large one with 20; the community feed's first page and a page 90,000 posts
 * deep): false (the run fails) when they differ, true when equal or one of them did not run.
 */
function checkConstantQueries(
  results: Result[],
  [firstName, secondName]: readonly [string, string],
  label: string,
): boolean {
  const first = results.find((r) => r.name === firstName);
  const second = results.find((r) => r.name === secondName);
  if (!first || !second) return true;
  // The typical request: the host -> tenant cache (TENANT_CACHE_TTL_MS, 30 s) expires now and then during
  // a slow case and adds its one lookup to a single request, a matter of the clock, not of the data.
  const same =
    Math.round(first.sqlPerRequest) === Math.round(second.sqlPerRequest) &&
    first.queries?.min === second.queries?.min;
  const line = `[bench] ${label}: ${range(first.queries)} queries, ${first.sqlPerRequest} sql vs ${range(second.queries)} queries, ${second.sqlPerRequest} sql`;
  if (same) console.log(`${line}: constant`);
  else console.error(`${line}: they differ, not a constant number of queries`);
  return same;
}

async function runInProcess(seeded: Seeded): Promise<Outcome> {
  const { cookieHeader, makeRequest } = await import('@/test/support/http');
  const { POST: login } = await import('@/app/api/login/route');
  const { cases: listed, CONSTANT_QUERY_PAIRS } = await import('./cases');
  const { HOT_POST_CASES } = await import('./hot-post');
  const cases = [...listed, ...HOT_POST_CASES];
  const ctx: BenchContext = {
    host: seeded.host,
    tenantId: seeded.tenantId,
    large: seeded.large,
    async signIn(email, password = seeded.password, host = seeded.host) {
      const res = await login(makeRequest('POST', '/api/login', { host, body: { email, password } }));
      if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
      return cookieHeader(res.headers.getSetCookie());
    },
  };
  const selected = cases.filter(
    (c) => (!config.only || c.name.includes(config.only)) && (!c.large || seeded.large),
  );
  const results: Result[] = [];
  for (const c of selected) {
    results.push(await measure(c, await c.prepare(ctx)));
    console.log(`[bench] ${c.name}: done`);
  }
  const text = `${table(results)}\n\n(iterations ${config.iterations}, warm-up ${config.warmup}, concurrency ${config.concurrency}; queries = Prisma operations, sql = statements sent to PostgreSQL, fail = non-2xx answers incl. warm-up)`;
  const constantQueries = CONSTANT_QUERY_PAIRS.map((p) =>
    checkConstantQueries(results, p.cases, p.label),
  ).every(Boolean);
  return { results, text, report: { config, constantQueries } };
}

async function runHttp(http: typeof import('./http'), seeded: Seeded, databaseUrl: string): Promise<Outcome> {
  const { DEMO_IDS } = await import('./http-cases');
  // the demo tenant's ids; the largest /login script is added once the server answers
  const vars: TenantVars = { tenant: seeded.tenantId, host: seeded.host, ...DEMO_IDS };
  const target = {
    root,
    databaseUrl,
    host: seeded.host,
    tenantId: seeded.tenantId,
    password: seeded.password,
    vars,
    large: seeded.large && {
      host: seeded.large.host,
      tenantId: seeded.large.tenantId,
      student: seeded.large.student,
      vars: await largeVars(seeded.large),
    },
  };
  await http.startServer(target, httpConfig.port);
  vars.script = await http.largestScript(root, httpConfig.port, seeded.host);
  if (httpConfig.barePort) await http.startBare(root, httpConfig.barePort);
  const results = await http.runHttpCases(target, httpConfig);
  http.stopBare();
  const node = serverNode(root).version;
  const encoding = httpConfig.acceptEncoding
    ? `Accept-Encoding: ${httpConfig.acceptEncoding}`
    : 'no Accept-Encoding';
  const note = `(next start on port ${httpConfig.port}, Node ${node}, autocannon ${httpConfig.connections} connections, ${encoding}; every case warmed ${httpConfig.warmup} s, then ${httpConfig.rounds} interleaved rounds of ${httpConfig.duration} s, medians; % of bare = req/s against the bare dynamic page (pages) or the bare route (the rest) of bench/bare in the same rounds; CPU ms/req = user+system CPU of the server's processes per request (PostgreSQL's not included), and % of bare (CPU) the yardstick's CPU ms/req as a share of it; queries = Prisma operations per request, from x-query-count or, for pages, the server's total; non-2xx and errors of the measured rounds)`;
  let weights: Awaited<ReturnType<typeof import('./js-weight').measureJsWeight>> = [];
  let weightText = '';
  if (process.env.BENCH_JS !== '0') {
    const js = await import('./js-weight');
    const pages = js.forTenant(js.WEIGHT_PAGES, seeded.tenantId);
    weights = await js.measureJsWeight(`http://localhost:${httpConfig.port}`, pages, seeded.password);
    weightText = `\n\nWhat each page loads in Chromium (first visit, sum of the gzip sizes of its scripts; bench/js-weight.ts):\n\n${js.weightTable(weights)}`;
  }
  let lighthouse: Awaited<ReturnType<typeof import('./lighthouse').measureLighthouse>> = [];
  let lighthouseText = '';
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const lh = await import('./lighthouse');
    lighthouse = await lh.measureLighthouse(
      `http://localhost:${httpConfig.port}`,
      lh.LIGHTHOUSE_PAGES,
      seeded.password,
    );
    lighthouseText = `\n\nLighthouse mobile, performance (default mobile config: simulated slow 4G, 4x CPU slowdown; the run with the median score of BENCH_LIGHTHOUSE_RUNS; first paint held = runs whose first paint came after the load event, the headless lab artefact of decisions 417 and 426; host benchmark index = Lighthouse's measure of the machine's speed over the runs; bench/lighthouse.ts):\n\n${lh.lighthouseTable(lighthouse)}`;
  }
  const twins = http.twinTable(results);
  const twinsMd = http.twinMarkdown(results);
  // issue 16's goals judged from this run's figures (bench/goals.ts), last: the verdict under the evidence
  const { issue16Goals, goalsTable } = await import('./goals');
  const goals = issue16Goals({ results, weights, lighthouse, connections: httpConfig.connections });
  const goalsText = `\n\nIssue 16's goals in this run (bench/goals.ts; the shares, p99 and Lighthouse move with the host: judge them over more than one run, decision 427):\n\n${goalsTable(goals)}`;
  const text = `${http.httpTable(results)}\n\n${note}${twins ? `\n\n${twins}` : ''}${weightText}${lighthouseText}${goalsText}`;
  const markdown = `${http.httpMarkdown(results)}\n\n${note}${twinsMd ? `\n\n${twinsMd}` : ''}${weightText}${lighthouseText}${goalsText}\n`;
  return {
    results,
    text,
    markdown,
    report: { config: { ...httpConfig, volume: config.volume }, node, weights, lighthouse, goals },
  };
}

// `--jobs`: the job worker's drain of a notification e-mail backlog instead (bench/jobs.ts)
(process.argv.includes('--jobs') ? import('./jobs').then((m) => m.runJobsBench()) : main()).then(
  (code) => process.exit(code),
  (err) => {
    console.error('[bench] failed:', err);
    process.exit(1);
  },
);
