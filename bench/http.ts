// `npm run bench -- --http`: the production server (`node scripts/start.mjs`, i.e. `next start`) on the
// bench database, loaded with autocannon case by case (bench/http-cases.ts). See bench/README.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { httpCases, STUDENT_EMAIL, type HttpCase } from './http-cases';
import { formatTable, range, round2 } from './report';

export interface HttpConfig {
  port: number;
  /** seconds of measured load per case */
  duration: number;
  /** seconds of unmeasured load per case first (JIT, Next's lazily loaded chunks, the pools) */
  warmup: number;
  connections: number;
  only?: string;
}

export interface HttpTarget {
  root: string;
  /** the prepared bench database, passed to the server as DATABASE_URL */
  databaseUrl: string;
  /** the demo tenant's host, sent as the Host header */
  host: string;
  tenantId: string;
  password: string;
  /** the large tenant of bench/large-tenant.ts, for the cases with `tenant: 'large'`; null when not seeded */
  large: { host: string; tenantId: string; student: string } | null;
}

export interface HttpResult {
  name: string;
  method: string;
  path: string;
  auth: HttpCase['auth'];
  /** responses completed during the measured run */
  requests: number;
  seconds: number;
  reqPerSec: number;
  /** autocannon's latency histogram (time to the whole response), in milliseconds */
  ms: { p50: number; p99: number; mean: number; max: number };
  /** Prisma operations per request from x-query-count, sampled with plain requests; null for pages */
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
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to 127.0.0.1 with exactly these headers (Host included); no redirects followed. */
function send(port: number, method: string, urlPath: string, headers: Record<string, string>, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, headers, agent: false, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${urlPath} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.once('listening', () => srv.close(() => resolve(true)));
    srv.listen(port, '127.0.0.1');
  });
}

let server: ChildProcess | undefined;
/** set when stopping: what the server says then (errors of requests cut short) is noise */
let muted = false;

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Last resort if the runner dies without reaching stopServer(): never leave `next start` behind.
process.once('exit', () => {
  if (server?.pid && groupAlive(server.pid)) process.kill(-server.pid, 'SIGKILL');
});

/**
 * Starts `node scripts/start.mjs` in its own process group (start.mjs and the `next start` it spawns),
 * on the bench database and in production mode, and waits until GET /api/health answers 200.
 */
export async function startServer(target: HttpTarget, port: number): Promise<void> {
  if (!(await portFree(port))) throw new Error(`port ${port} is in use (set BENCH_PORT to a free one)`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The bench database; with it set, start.mjs starts no embedded PostgreSQL of its own.
    DATABASE_URL: target.databaseUrl,
    PORT: String(port),
    HOSTNAME_BIND: process.env.HOSTNAME_BIND ?? '127.0.0.1',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // Required in production with the local storage driver; nothing here signs a URL that outlives the run.
    STORAGE_SIGNING_SECRET: process.env.STORAGE_SIGNING_SECRET ?? randomBytes(32).toString('base64url'),
    // route() adds x-query-count (lib/server/route.ts).
    BENCH_QUERY_HEADER: '1',
    // One line per request at info would cost more than some handlers; the runner's own default is silent.
    LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
  };
  console.log(`[bench] starting the server: node scripts/start.mjs on port ${port} (NODE_ENV=production)`);
  const child = spawn(process.execPath, [path.join(target.root, 'scripts/start.mjs')], {
    cwd: target.root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let exit: string | undefined;
  child.once('exit', (code, signal) => (exit = signal ? `signal ${signal}` : `code ${code}`));
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      for (const line of lines) if (line.trim() && !muted) console.log(`[server] ${line}`);
    });
    stream.on('end', () => rest.trim() && !muted && console.log(`[server] ${rest}`));
  }

  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer';
  for (;;) {
    if (exit) throw new Error(`the server exited (${exit}) before answering GET /api/health`);
    try {
      const res = await send(port, 'GET', '/api/health', { host: target.host });
      if (res.status === 200) return;
      last = `${res.status} ${res.body.slice(0, 200)}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() > deadline)
      throw new Error(`GET /api/health did not answer 200 in ${START_TIMEOUT_MS / 1000} s (last: ${last})`);
    await sleep(250);
  }
}

/** SIGTERM to the server's process group, SIGKILL if it is still there after STOP_TIMEOUT_MS. */
export async function stopServer(): Promise<void> {
  const pid = server?.pid;
  if (!pid || !groupAlive(pid)) return;
  muted = true;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid)) {
    console.error(`[bench] the server did not stop in ${STOP_TIMEOUT_MS / 1000} s: SIGKILL`);
    process.kill(-pid, 'SIGKILL');
  }
  server = undefined;
}

async function signIn(port: number, target: HttpTarget, host: string, email: string): Promise<string> {
  const res = await send(
    port,
    'POST',
    '/api/login',
    { host, origin: `http://${host}`, 'content-type': 'application/json' },
    JSON.stringify({ email, password: target.password }),
  );
  if (res.status !== 200)
    throw new Error(`sign-in of ${email} answered ${res.status}: ${res.body.slice(0, 300)}`);
  const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`sign-in of ${email} set no cookie`);
  return cookie;
}

async function measure(
  c: HttpCase,
  target: HttpTarget,
  config: HttpConfig,
  cookie: (tenant: 'demo' | 'large') => Promise<string>,
): Promise<HttpResult> {
  const tenant = c.tenant ?? 'demo';
  const { host, tenantId } = tenant === 'large' && target.large ? target.large : target;
  const urlPath = c.path.replaceAll('{tenant}', tenantId).replaceAll('{host}', host);
  const headers: Record<string, string> = { host };
  if (c.auth === 'student') headers.cookie = await cookie(tenant);
  let body: string | undefined;
  if (c.body !== undefined) {
    body = JSON.stringify(c.body);
    headers['content-type'] = 'application/json';
    headers.origin = `http://${host}`;
  }

  const queries: number[] = [];
  let firstFailure: HttpResult['firstFailure'];
  let sampleFailures = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const res = await send(config.port, c.method, urlPath, headers, body);
    if (res.status < 200 || res.status > 299) {
      sampleFailures++;
      firstFailure ??= {
        status: res.status,
        body: (res.headers.location ? `location: ${res.headers.location} ` : '') + res.body.slice(0, 300),
      };
    }
    const count = res.headers['x-query-count'];
    if (typeof count === 'string') queries.push(Number(count));
  }
  const base = {
    name: c.name,
    method: c.method,
    path: urlPath,
    auth: c.auth,
    queries: queries.length ? { min: Math.min(...queries), max: Math.max(...queries) } : null,
  };
  // A case that already fails is not loaded: its numbers would measure an error page.
  if (sampleFailures)
    return {
      ...base,
      requests: 0,
      seconds: 0,
      reqPerSec: 0,
      ms: { p50: 0, p99: 0, mean: 0, max: 0 },
      statusCodes: { [firstFailure!.status]: sampleFailures },
      non2xx: sampleFailures,
      errors: 0,
      timeouts: 0,
      failures: sampleFailures,
      firstFailure,
    };

  const options: autocannon.Options = {
    url: `http://127.0.0.1:${config.port}${urlPath}`,
    method: c.method,
    headers,
    body,
    connections: config.connections,
  };
  const warm = config.warmup ? await autocannon({ ...options, duration: config.warmup }) : undefined;
  const run = await autocannon({ ...options, duration: config.duration });
  const statusCodes = Object.fromEntries(
    Object.entries(run.statusCodeStats ?? {}).map(([status, s]) => [status, s.count ?? 0]),
  );
  const failures = run.non2xx + run.errors + (warm ? warm.non2xx + warm.errors : 0);
  if (failures && !firstFailure) {
    const status = Object.keys(statusCodes).find((s) => !s.startsWith('2'));
    firstFailure = { status: Number(status ?? 0), body: status ? '(during the load)' : 'connection errors' };
  }
  return {
    ...base,
    requests: run.requests.total,
    seconds: run.duration,
    reqPerSec: round2(run.requests.total / run.duration),
    ms: {
      p50: run.latency.p50,
      p99: run.latency.p99,
      mean: round2(run.latency.mean),
      max: run.latency.max,
    },
    statusCodes,
    non2xx: run.non2xx,
    errors: run.errors,
    timeouts: run.timeouts,
    failures,
    ...(firstFailure ? { firstFailure } : {}),
  };
}

/** Measures the selected cases against the running server, one after the other. */
export async function runHttpCases(target: HttpTarget, config: HttpConfig): Promise<HttpResult[]> {
  const sessions: Partial<Record<'demo' | 'large', Promise<string>>> = {};
  const cookie = (tenant: 'demo' | 'large') =>
    (sessions[tenant] ??=
      tenant === 'large' && target.large
        ? signIn(config.port, target, target.large.host, target.large.student)
        : signIn(config.port, target, target.host, STUDENT_EMAIL));
  const results: HttpResult[] = [];
  const selected = httpCases.filter(
    (c) => (!config.only || c.name.includes(config.only)) && (c.tenant !== 'large' || target.large),
  );
  for (const c of selected) {
    results.push(await measure(c, target, config, cookie));
    console.log(`[bench] ${c.name}: done`);
  }
  return results;
}

export function httpTable(results: HttpResult[]): string {
  const head = ['endpoint', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'queries', 'non-2xx', 'errors'];
  const rows = results.map((r) => [
    r.name,
    String(r.requests),
    r.reqPerSec.toFixed(1),
    String(r.ms.p50),
    String(r.ms.p99),
    range(r.queries),
    String(r.non2xx),
    String(r.errors),
  ]);
  return formatTable(head, rows);
}
