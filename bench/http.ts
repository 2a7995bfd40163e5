// `npm run bench -- --http`: the production server (`node scripts/start.mjs`, i.e. `next start`) on the
// bench database, loaded with autocannon case by case (bench/http-cases.ts). See bench/README.md.
import autocannon from 'autocannon';
import {
  BARE_CASES,
  BARE_PAGE,
  BARE_ROUTE,
  fillPath,
  httpCases,
  STUDENT_EMAIL,
  type HttpCase,
  type TenantVars,
  withAcceptEncoding,
} from './http-cases';
import { send, serverCpuMs, signInOn } from './http-server';
import { round2 } from './report';

export { largestScript, startBare, startServer, stopBare, stopServer } from './http-server';

export interface HttpConfig {
  port: number;
  /** seconds of measured load per case */
  duration: number;
  /** seconds of unmeasured load per case first (JIT, Next's lazily loaded chunks, the pools) */
  warmup: number;
  connections: number;
  /** measured rounds per case, interleaved (the figures are their medians) */
  rounds: number;
  /** the bare yardstick's server (bench/bare); 0 when not run */
  barePort: number;
  only?: string;
  /**
   * the Accept-Encoding of the measured load (BENCH_ACCEPT_ENCODING; Chromium's by default), so pages and
   * JSON cost what a browser's request costs, the answer's compression included; '' sends none
   */
  acceptEncoding: string;
}

export interface HttpTarget {
  root: string;
  /** the prepared bench database, passed to the server as DATABASE_URL */
  databaseUrl: string;
  /** the demo tenant's host, sent as the Host header */
  host: string;
  tenantId: string;
  password: string;
  /** the demo tenant's placeholders (tenant, host and its seed-stable ids) */
  vars: TenantVars;
  /** the large tenant of bench/large-tenant.ts, for the cases with `tenant: 'large'`; null when not seeded */
  large: { host: string; tenantId: string; student: string; vars: TenantVars } | null;
}

export interface HttpResult {
  name: string;
  method: string;
  path: string;
  auth: HttpCase['auth'];
  tenant: 'demo' | 'large';
  /** a page of Praça (not an API call, a build asset or the bare yardstick): judged against the bare page */
  page: boolean;
  /** a large-tenant case: its demo twin's name */
  twin?: string;
  /** responses completed during the measured run */
  requests: number;
  seconds: number;
  /** median over the rounds */
  reqPerSec: number;
  /** req/s of each round */
  rounds: number[];
  /** req/s as a percentage of the yardstick's (the bare page for pages, the bare route otherwise) */
  ofBare?: number;
  /**
   * the server process group's CPU time per request (user + system, ms; median over the rounds), and the
   * yardstick's as a percentage of it: the same share as ofBare, read from CPU time instead of wall time,
   * so another process's load on the machine hardly moves it (decision 254). PostgreSQL's own CPU is not in it.
   */
  cpuMs?: number;
  cpuOfBare?: number;
  /** autocannon's latency histogram (time to the whole response), in milliseconds */
  ms: { p50: number; p99: number; mean: number; max: number };
  /** Prisma operations per request (x-query-count, or for pages the server's total), from plain requests */
  queries: { min: number; max: number } | null;
  statusCodes: Record<string, number>;
  non2xx: number;
  /** connection errors, timeouts included */
  errors: number;
  timeouts: number;
  /** non-2xx answers (samples, warm-up and measured run) plus connection errors */
  failures: number;
  firstFailure?: { status: number; body: string };
}

/** plain requests per case before the load: they check the answer and read x-query-count */
const SAMPLES = 5;
const signIn = (port: number, target: HttpTarget, host: string, email: string) =>
  signInOn(port, host, email, target.password);

/** One case ready to load: where it goes, with what, and what its plain requests showed. */
export interface Prepared {
  c: HttpCase;
  port: number;
  urlPath: string;
  headers: Record<string, string>;
  body?: string;
  queries: HttpResult['queries'];
  sampleFailures: number;
  firstFailure?: HttpResult['firstFailure'];
}

const isPage = (c: HttpCase) => !c.path.startsWith('/api/') && !c.asset && !c.bare;

/**
 * The server's Prisma operation total (GET /api/bench/queries, BENCH_QUERY_HEADER=1 only); null from a
 * build older than that route, whose pages then show '-' as they used to.
 */
async function queryTotal(port: number, host: string): Promise<number | null> {
  const res = await send(port, 'GET', '/api/bench/queries', { host });
  if (res.status !== 200) return null;
  return (JSON.parse(res.body) as { total: number }).total;
}

/**
 * SAMPLES plain requests, one after the other: each must be 2xx. API cases read x-query-count; pages (no
 * header) read the server's operation total before and after, less what reading it costs, so a page's
 * count is the same per-request counter the API cases report (lib/server/query-stats.ts).
 */
async function prepare(
  c: HttpCase,
  target: HttpTarget,
  config: HttpConfig,
  cookie: (tenant: 'demo' | 'large') => Promise<string>,
): Promise<Prepared> {
  const tenant = c.tenant ?? 'demo';
  const { host, vars } = tenant === 'large' && target.large ? target.large : target;
  const urlPath = c.bare ? c.path : fillPath(c.path, vars);
  const headers: Record<string, string> = { host };
  if (c.auth === 'student') headers.cookie = await cookie(tenant);
  let body: string | undefined;
  if (c.body !== undefined) {
    body = JSON.stringify(c.body);
    headers['content-type'] = 'application/json';
    headers.origin = `http://${host}`;
  }
  const port = c.bare ? config.barePort : config.port;
  const before = isPage(c) ? await queryTotal(port, host) : null;
  const counted = before !== null;
  const self = counted ? (await queryTotal(port, host))! - before : 0;
  const queries: number[] = [];
  let firstFailure: HttpResult['firstFailure'];
  let sampleFailures = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const mark = counted ? (await queryTotal(port, host))! : 0;
    const res = await send(port, c.method, urlPath, headers, body);
    if (res.status < 200 || res.status > 299) {
      sampleFailures++;
      firstFailure ??= {
        status: res.status,
        body: (res.headers.location ? `location: ${res.headers.location} ` : '') + res.body.slice(0, 300),
      };
    }
    const count = res.headers['x-query-count'];
    if (typeof count === 'string') queries.push(Number(count));
    else if (counted) queries.push((await queryTotal(port, host))! - mark - self);
  }
  return {
    c,
    port,
    urlPath,
    headers,
    body,
    queries: queries.length ? { min: Math.min(...queries), max: Math.max(...queries) } : null,
    sampleFailures,
    firstFailure,
  };
}

// The plain samples of prepare() read bodies as text, so only the measured load asks for compression.
export const options = (p: Prepared, config: HttpConfig): autocannon.Options => ({
  url: `http://127.0.0.1:${p.port}${p.urlPath}`,
  method: p.c.method,
  headers: withAcceptEncoding(p.headers, config.acceptEncoding),
  body: p.body,
  connections: config.connections,
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * Every case is sampled and warmed first (`warmup` seconds each), then measured in `rounds` interleaved
 * rounds (A, B, C, A, B, C…), so a slow start, another process's burst or the JIT favours no case; each
 * figure is the median of the rounds. Bare cases (bench/bare) run on their own server in the same rounds.
 */
export async function runHttpCases(target: HttpTarget, config: HttpConfig): Promise<HttpResult[]> {
  const sessions: Partial<Record<'demo' | 'large', Promise<string>>> = {};
  const cookie = (tenant: 'demo' | 'large') =>
    (sessions[tenant] ??=
      tenant === 'large' && target.large
        ? signIn(config.port, target, target.large.host, target.large.student)
        : signIn(config.port, target, target.host, STUDENT_EMAIL));
  const selected = [...(config.barePort ? BARE_CASES : []), ...httpCases].filter(
    (c) =>
      c.bare || ((!config.only || c.name.includes(config.only)) && (c.tenant !== 'large' || target.large)),
  );
  const prepared: Prepared[] = [];
  for (const c of selected) prepared.push(await prepare(c, target, config, cookie));
  // A case that already fails is not loaded: its numbers would measure an error page.
  const loaded = prepared.filter((p) => !p.sampleFailures);
  const warmFailures = new Map<Prepared, number>();
  if (config.warmup)
    for (const p of loaded) {
      const warm = await autocannon({ ...options(p, config), duration: config.warmup });
      warmFailures.set(p, warm.non2xx + warm.errors);
    }
  const rounds = new Map<Prepared, autocannon.Result[]>(loaded.map((p) => [p, []]));
  const cpu = new Map<Prepared, number[]>(loaded.map((p) => [p, []]));
  for (let r = 0; r < config.rounds; r++) {
    for (const p of loaded) {
      const which = p.c.bare ? 'bare' : 'app';
      const before = serverCpuMs(which);
      const run = await autocannon({ ...options(p, config), duration: config.duration });
      const after = serverCpuMs(which);
      rounds.get(p)!.push(run);
      if (before !== null && after !== null && run.requests.total)
        cpu.get(p)!.push((after - before) / run.requests.total);
    }
    console.log(`[bench] round ${r + 1}/${config.rounds} done`);
  }

  const results = prepared.map((p): HttpResult => {
    const base = {
      name: p.c.name,
      method: p.c.method,
      path: p.urlPath,
      auth: p.c.auth,
      tenant: p.c.tenant ?? 'demo',
      page: isPage(p.c),
      ...(p.c.twin ? { twin: p.c.twin } : {}),
      queries: p.queries,
    };
    const runs = rounds.get(p);
    if (!runs)
      return {
        ...base,
        requests: 0,
        seconds: 0,
        reqPerSec: 0,
        rounds: [],
        ms: { p50: 0, p99: 0, mean: 0, max: 0 },
        statusCodes: { [p.firstFailure!.status]: p.sampleFailures },
        non2xx: p.sampleFailures,
        errors: 0,
        timeouts: 0,
        failures: p.sampleFailures,
        firstFailure: p.firstFailure,
      };
    const statusCodes: Record<string, number> = {};
    for (const run of runs)
      for (const [status, st] of Object.entries(run.statusCodeStats ?? {}))
        statusCodes[status] = (statusCodes[status] ?? 0) + (st.count ?? 0);
    const sum = (f: (r: autocannon.Result) => number) => runs.reduce((s, r) => s + f(r), 0);
    const perRound = runs.map((r) => round2(r.requests.total / r.duration));
    const failures = sum((r) => r.non2xx + r.errors) + (warmFailures.get(p) ?? 0);
    let firstFailure = p.firstFailure;
    if (failures && !firstFailure) {
      const status = Object.keys(statusCodes).find((s) => !s.startsWith('2'));
      firstFailure = {
        status: Number(status ?? 0),
        body: status ? '(during the load)' : 'connection errors',
      };
    }
    const cpuRounds = cpu.get(p) ?? [];
    return {
      ...base,
      ...(cpuRounds.length ? { cpuMs: Math.round(median(cpuRounds) * 1000) / 1000 } : {}),
      requests: sum((r) => r.requests.total),
      seconds: round2(sum((r) => r.duration)),
      reqPerSec: round2(median(perRound)),
      rounds: perRound,
      ms: {
        p50: median(runs.map((r) => r.latency.p50)),
        p99: median(runs.map((r) => r.latency.p99)),
        mean: round2(median(runs.map((r) => r.latency.mean))),
        max: Math.max(...runs.map((r) => r.latency.max)),
      },
      statusCodes,
      non2xx: sum((r) => r.non2xx),
      errors: sum((r) => r.errors),
      timeouts: sum((r) => r.timeouts),
      failures,
      ...(firstFailure ? { firstFailure } : {}),
    };
  });
  // every case as a share of its yardstick's median req/s: pages of the bare page, the rest of the bare route
  const bare = (name: string) => results.find((r) => r.name === name)?.reqPerSec ?? 0;
  const [barePage, bareRoute] = [bare(BARE_PAGE), bare(BARE_ROUTE)];
  for (const r of results) {
    const c = selected.find((s) => s.name === r.name)!;
    const yard = isPage(c) || c.name === BARE_PAGE ? barePage : bareRoute;
    if (yard && r.reqPerSec) r.ofBare = round2((r.reqPerSec / yard) * 100);
    const yardCpu = results.find(
      (y) => y.name === (isPage(c) || c.name === BARE_PAGE ? BARE_PAGE : BARE_ROUTE),
    )?.cpuMs;
    if (yardCpu && r.cpuMs) r.cpuOfBare = round2((yardCpu / r.cpuMs) * 100);
  }
  return results;
}

export { httpMarkdown, httpTable, twinMarkdown, twinRows, twinTable } from './http-report';
