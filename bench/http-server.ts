// The servers of the HTTP bench (bench/http.ts): the production app (`node scripts/start.mjs`) and the
// bare yardstick (bench/bare), each in its own process group, started, awaited and stopped; and the
// plain HTTP request the runner checks answers with.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { HttpTarget } from './http';
import { sourceFiles, sourceKey } from './seed-cache';
import { serverNode } from './server-node';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to 127.0.0.1 with exactly these headers (Host included); no redirects followed. */
export function send(
  port: number,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: string,
) {
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

/**
 * Signs `email` in on `host` through POST /api/login on 127.0.0.1:`port`; the cookie header its answer
 * sets. For a server at another address, lighthouse.ts's `signIn` takes a URL.
 */
export async function signInOn(port: number, host: string, email: string, password: string): Promise<string> {
  const res = await send(
    port,
    'POST',
    '/api/login',
    { host, origin: `http://${host}`, 'content-type': 'application/json' },
    JSON.stringify({ email, password }),
  );
  if (res.status !== 200)
    throw new Error(`sign-in of ${email} answered ${res.status}: ${res.body.slice(0, 300)}`);
  const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`sign-in of ${email} set no cookie`);
  return cookie;
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
  if (bare?.pid && groupAlive(bare.pid)) process.kill(-bare.pid, 'SIGKILL');
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
    // The bench database holds the demo tenants: production serves them only with this (ADR 0300).
    ALLOW_DEMO_IN_PRODUCTION: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    // Required in production with the local storage driver; nothing here signs a URL that outlives the run.
    STORAGE_SIGNING_SECRET: process.env.STORAGE_SIGNING_SECRET ?? randomBytes(32).toString('base64url'),
    // route() adds x-query-count (lib/server/route.ts).
    BENCH_QUERY_HEADER: '1',
    // One line per request at info would cost more than some handlers; the runner's own default is silent.
    LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
    // No job worker in the process: its polling would share the cores and the page query totals.
    WORKER_MODE: 'off',
  };
  const node = serverNode(target.root);
  console.log(
    `[bench] starting the server: node scripts/start.mjs on port ${port} (NODE_ENV=production, Node ${node.version})`,
  );
  const child = spawn(node.path, [path.join(target.root, 'scripts/start.mjs')], {
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

let bare: ChildProcess | undefined;

/** The file a bare build keeps its key in (bench/bare/.next/...). */
const BARE_KEY_FILE = 'PRACA_BARE_KEY';

/** What of bench/bare is not its source: the build, Next's generated types, installed packages. */
const BARE_NOT_SOURCE = new Set(['.next', 'next-env.d.ts', 'node_modules']);

/**
 * What a build of the yardstick at `dir` was made from: Next's version and every source file of the app.
 * A build whose kept key differs is rebuilt, so a Next upgrade or a change to bench/bare never leaves a
 * run measuring a stale yardstick.
 */
export function bareBuildKey(dir: string, nextVersion: string): string {
  const sources = fs.readdirSync(dir).filter((name) => !BARE_NOT_SOURCE.has(name));
  return sourceKey(sourceFiles(dir, sources), { next: nextVersion });
}

/**
 * The yardstick (bench/bare): built with the project's Next when it has no build of its current sources
 * and Next version (about a minute), then `next start bench/bare` on `port`, bound to 127.0.0.1; answers
 * once GET /ok does. Its environment has nothing of the app's: no DATABASE_URL, no worker.
 */
export async function startBare(root: string, port: number): Promise<void> {
  if (!(await portFree(port))) throw new Error(`port ${port} is in use (set BENCH_BARE_PORT to a free one)`);
  const dir = path.join(root, 'bench/bare');
  const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // The bench database holds the demo tenants: production serves them only with this (ADR 0300).
    ALLOW_DEMO_IN_PRODUCTION: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    WORKER_MODE: 'off',
  };
  delete env.DATABASE_URL;
  const nextVersion = (
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const key = bareBuildKey(dir, nextVersion);
  const keyFile = path.join(dir, '.next', BARE_KEY_FILE);
  const keptKey = fs.existsSync(keyFile) ? fs.readFileSync(keyFile, 'utf8') : null;
  if (keptKey !== key || !fs.existsSync(path.join(dir, '.next/BUILD_ID'))) {
    console.log(`[bench] building the bare yardstick app (bench/bare, key ${key})`);
    await new Promise<void>((resolve, reject) => {
      const b = spawn(serverNode(root).path, [nextBin, 'build', dir], { cwd: root, env, stdio: 'inherit' });
      b.once('error', reject);
      b.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`next build bench/bare: ${code}`)),
      );
    });
    fs.writeFileSync(keyFile, key);
  }
  bare = spawn(serverNode(root).path, [nextBin, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    detached: true,
    stdio: 'ignore',
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await send(port, 'GET', '/ok', { host: '127.0.0.1' })).status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the bare yardstick app did not answer GET /ok');
    await sleep(250);
  }
}

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on every Linux build that matters). */
const CLOCK_TICKS = 100;

/**
 * CPU time (user + system, milliseconds) used so far by every live process of a server's process group:
 * the app's (start.mjs and the `next start` it spawns) or the bare yardstick's. Read from /proc; null where
 * there is none (not Linux) or the server is not running. Unlike req/s, CPU per request hardly moves with
 * what else the machine runs (decision 254).
 */
export function serverCpuMs(which: 'app' | 'bare'): number | null {
  const pgid = (which === 'app' ? server : bare)?.pid;
  return pgid ? processGroupCpuMs(pgid) : null;
}

/** User + system CPU milliseconds of the live processes of process group `pgid`; null without /proc. */
export function processGroupCpuMs(pgid: number): number | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces, so split what follows its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

export function stopBare(): void {
  if (bare?.pid && groupAlive(bare.pid)) process.kill(-bare.pid, 'SIGTERM');
  bare = undefined;
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

/**
 * The path of the largest script (by its file in the build) that `page` loads on the demo host: the
 * static-asset case of bench/http-cases.ts.
 */
export async function largestScript(
  root: string,
  port: number,
  host: string,
  page = '/login',
): Promise<string> {
  const res = await send(port, 'GET', page, { host });
  const paths = [...res.body.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"?]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const sized = paths.map((p) => ({
    p,
    size: fs.statSync(path.join(root, '.next', p.slice('/_next/'.length))).size,
  }));
  const largest = sized.sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error(`${page} loads no script of the build`);
  return largest.p;
}
