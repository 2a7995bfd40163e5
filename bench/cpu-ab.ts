// CPU per request of two running builds side by side, the app's and PostgreSQL's: a measure that a busy
// machine disturbs much less than requests per second (decision 380). Each server runs on its own copy
// of the same database; for every case, interleaved rounds send the same requests to A then B (B then A
// on odd rounds) and read, around each batch, the CPU time (user + system, /proc) of the server's process
// tree and of every PostgreSQL backend connected to its database.
//
//   npx tsx bench/cpu-ab.ts <portA>:<dbA> <portB>:<dbB> [rounds] [requests]
//
// The demo tenant on `localhost`, its student signed in once per server (aluno@demo.local, the demo
// password); with BENCH_TENANT=large, the bench's large tenant (grande.localhost, its student, the cases
// whose path holds no demo id) on databases copied from a template the HTTP bench seeded with it.
// PostgreSQL on DATABASE_URL's server (default 127.0.0.1:5432, whose backends must be readable in this
// machine's /proc).
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { BROWSER_ACCEPT_ENCODING, DEMO_IDS, STUDENT_EMAIL, withAcceptEncoding } from './http-cases';
import { signInOn } from './http-server';
import { LARGE_HOST, LARGE_STUDENT } from './large-tenant';

const DEMO_TENANT = '019b76da-a800-72f1-86a6-b4ac34e06080';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'senha-demo-123';
// as the HTTP bench: a browser's Accept-Encoding, so each answer's compression is in the CPU measured (decision 414)
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? BROWSER_ACCEPT_ENCODING;

/**
 * `demoOnly`: its path holds the demo tenant's ids, so the large tenant (BENCH_TENANT=large) skips it;
 * `signedOut`: sent without the student's cookie (a signed-in visit to /login is redirected)
 */
const ALL_CASES: { name: string; path: string; demoOnly?: true; signedOut?: true }[] = [
  { name: 'GET /login (page, signed out)', path: '/login', signedOut: true },
  { name: 'GET /api/auth/me', path: '/api/auth/me' },
  {
    name: 'GET /api/v2/communities/{id}/posts',
    path: `/api/v2/communities/${DEMO_IDS.community}/posts`,
    demoOnly: true,
  },
  { name: 'GET /api/gamification/me', path: '/api/gamification/me' },
  { name: 'GET /api/gamification/celebrations', path: '/api/gamification/celebrations' },
  { name: 'GET /api/gamification/ranking?limit=50', path: '/api/gamification/ranking?limit=50' },
  {
    name: 'GET /api/auth/notification?page=1&paginate=10',
    path: '/api/auth/notification?page=1&paginate=10',
  },
  {
    name: 'GET /api/auth/lessons/{lessonId}/comments',
    path: `/api/auth/lessons/${DEMO_IDS.lesson}/comments`,
    demoOnly: true,
  },
  { name: 'GET /homepage (page)', path: '/homepage' },
  {
    name: 'GET /curso/{tenant}/{slug}/{lessonId} (page)',
    path: `/curso/${DEMO_TENANT}/${DEMO_IDS.lessonSlug}/${DEMO_IDS.lesson}`,
    demoOnly: true,
  },
  {
    name: 'GET /comunidade/{tenant}/{communityId} (page)',
    path: `/comunidade/${DEMO_TENANT}/${DEMO_IDS.community}`,
    demoOnly: true,
  },
  { name: 'GET /dashboard/profile (page)', path: '/dashboard/profile' },
];

const LARGE = process.env.BENCH_TENANT === 'large';
const HOST = LARGE ? LARGE_HOST : 'localhost';
const EMAIL = LARGE ? LARGE_STUDENT : STUDENT_EMAIL;

// BENCH_ONLY: a regular expression over the case names
const CASES = ALL_CASES.filter(
  (c) =>
    !(LARGE && c.demoOnly) && (!process.env.BENCH_ONLY || new RegExp(process.env.BENCH_ONLY).test(c.name)),
);

interface Target {
  label: string;
  port: number;
  db: string;
  pid: number;
  cookie: string;
}

const ticks = (pid: number): number => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0; // gone in between
  }
};
const children = (pid: number): number[] => {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};
const tree = (pid: number): number[] => [pid, ...children(pid).flatMap(tree)];
const MS_PER_TICK = 1000 / 100;

/** The pid listening on `port` (ss), then its topmost ancestor that is still a node process. */
function serverPid(port: number): number {
  const out = fs.readFileSync(`/proc/net/tcp`, 'utf8') + fs.readFileSync(`/proc/net/tcp6`, 'utf8');
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set(
    out
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter((f) => f[1]?.endsWith(`:${hex}`) && f[3] === '0A')
      .map((f) => f[9]),
  );
  for (const p of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      for (const fd of fs.readdirSync(`/proc/${p}/fd`)) {
        const link = fs.readlinkSync(`/proc/${p}/fd/${fd}`);
        const m = /^socket:\[(\d+)\]$/.exec(link);
        if (m && inodes.has(m[1])) return Number(p);
      }
    } catch {
      // not ours to read, or gone
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

async function backendTicks(client: pg.Client, db: string): Promise<number> {
  const { rows } = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [db],
  );
  return rows.reduce((sum, r) => sum + ticks(r.pid), 0);
}

async function batch(t: Target, c: (typeof CASES)[number], requests: number, client: pg.Client) {
  const nodeBefore = tree(t.pid).reduce((s, p) => s + ticks(p), 0);
  const pgBefore = await backendTicks(client, t.db);
  const result = await autocannon({
    url: `http://localhost:${t.port}${c.path}`,
    headers: withAcceptEncoding(
      c.signedOut ? { host: HOST } : { host: HOST, cookie: t.cookie },
      ACCEPT_ENCODING,
    ),
    connections: 10,
    amount: requests,
    timeout: 60, // seconds: a busy machine's page may take long; a timeout would count as a failure
  });
  const nodeAfter = tree(t.pid).reduce((s, p) => s + ticks(p), 0);
  const pgAfter = await backendTicks(client, t.db);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad)
    throw new Error(
      `${t.label} ${c.path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return {
    node: ((nodeAfter - nodeBefore) * MS_PER_TICK) / requests,
    pg: ((pgAfter - pgBefore) * MS_PER_TICK) / requests,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main() {
  const [a, b, roundsArg, requestsArg] = process.argv.slice(2);
  if (!a || !b) throw new Error('usage: bench/cpu-ab.ts <portA>:<dbA> <portB>:<dbB> [rounds] [requests]');
  const rounds = Number(roundsArg ?? 3);
  const requests = Number(requestsArg ?? 300);
  const targets: Target[] = [];
  for (const [label, spec] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const [port, db] = spec.split(':');
    targets.push({
      label,
      port: Number(port),
      db: db!,
      pid: serverPid(Number(port)),
      cookie: await signInOn(Number(port), HOST, EMAIL, PASSWORD),
    });
  }
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  });
  await client.connect();
  const rows: string[] = [];
  rows.push(
    '| case | A node | B node | A pg | B pg | A total | B total | B/A |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  );
  for (const c of CASES) {
    for (const t of targets) await batch(t, c, Math.min(100, requests), client); // warm-up
    const got = new Map(targets.map((t) => [t.label, { node: [] as number[], pg: [] as number[] }]));
    for (let r = 0; r < rounds; r++) {
      for (const t of r % 2 ? [...targets].reverse() : targets) {
        const m = await batch(t, c, requests, client);
        got.get(t.label)!.node.push(m.node);
        got.get(t.label)!.pg.push(m.pg);
      }
    }
    const [A, B] = targets.map((t) => got.get(t.label)!);
    const f = (x: number) => x.toFixed(2);
    const totA = median(A!.node) + median(A!.pg);
    const totB = median(B!.node) + median(B!.pg);
    rows.push(
      `| ${c.name} | ${f(median(A!.node))} | ${f(median(B!.node))} | ${f(median(A!.pg))} | ${f(median(B!.pg))} | ${f(totA)} | ${f(totB)} | ${(totB / totA).toFixed(2)} |`,
    );
    console.log(rows.at(-1));
  }
  await client.end();
  console.log(
    `\n${rows.join('\n')}\n\n(CPU ms per request, median of ${rounds} interleaved rounds of ${requests} requests at 10 connections; load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
