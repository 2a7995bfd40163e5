import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { startTcpProxy, type TcpProxy } from '../test/support/tcp-proxy';
import { e2eDatabaseUrl, PASSWORD } from './helpers';

// Decision 231 against the production build: a second server (scripts/start.mjs, the request hook
// included) reaches the e2e database through a TCP proxy this spec stops, as a stopped PostgreSQL (open
// connections cut, new ones refused). Pages answer the translated outage page with 503 and Retry-After,
// the API its translated 503, each request logs one line and no stack; when the database is back, so is
// the school.
const MESSAGE = 'Estamos com instabilidade. Tente novamente em instantes.';

let proxy: TcpProxy;
let server: ChildProcess;
let base = '';
const lines: string[] = [];

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const db = new URL(e2eDatabaseUrl());
  proxy = await startTcpProxy({ host: db.hostname, port: Number(db.port) });
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: proxy.through(db.toString()),
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WORKER_MODE: 'off',
      // the e2e database holds the demo schools, which production serves only when asked (ADR 0300)
      ALLOW_DEMO_IN_PRODUCTION: 'true',
      STORAGE_SIGNING_SECRET: process.env.STORAGE_SIGNING_SECRET ?? 'e2e-only-signing-secret-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout!, server.stderr!])
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await proxy?.close();
});

test('with the database stopped: the outage page, the API 503, one log line per request; then back', async ({
  page,
  context,
}) => {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'aluno@demo.local', password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const session = /praca_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
  await context.addCookies([{ name: 'praca_session', value: session, url: base }]);
  expect((await page.goto(`${base}/homepage`))?.status()).toBe(200);

  await proxy.stop();
  const from = lines.length;
  for (const path of ['/homepage', '/curso/x/y']) {
    const res = await page.goto(`${base}${path}`);
    expect(res?.status(), path).toBe(503);
    expect(res?.headers()['retry-after']).toBe('5');
    await expect(page.getByTestId('outage-page')).toContainText('Estamos com instabilidade');
    await expect(page.getByRole('link', { name: 'Tentar novamente' })).toBeVisible();
  }
  for (const path of ['/api/getTenant', '/api/auth/me']) {
    const res = await fetch(`${base}${path}`, { headers: { cookie: `praca_session=${session}` } });
    expect(res.status, path).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ error: MESSAGE, message: MESSAGE, code: 'UNAVAILABLE' });
  }

  // one JSON line per request, no trace
  const logged = () => lines.slice(from);
  const about = (path: string) => logged().filter((l) => l.includes(`"path":"${path}"`));
  await expect.poll(() => about('/api/auth/me').length).toBe(1);
  for (const path of ['/homepage', '/curso/x/y', '/api/getTenant', '/api/auth/me']) {
    expect(about(path), path).toHaveLength(1);
    expect(JSON.parse(about(path)[0]!)).toMatchObject({ level: 'warn', status: 503 });
  }
  expect(logged().filter((l) => /^\s+at |⨯/.test(l))).toEqual([]);

  await proxy.start();
  await expect
    .poll(async () => (await page.goto(`${base}/homepage`))?.status(), { timeout: 20_000 })
    .toBe(200);
});
