import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTcpProxy } from '../support/tcp-proxy';

// Decision 231: with the database unavailable every API call answers 503 with Retry-After and the
// translated 'Estamos com instabilidade…', and logs one line (no error with a stack); a request its client
// aborted is not an error in the log. The app reaches this file's database through a TCP proxy that the
// tests stop, as a stopped server: open connections cut, new ones refused.
const calls: [string, string, Record<string, unknown>][] = [];
vi.mock('@/lib/server/log', () => ({
  log: (level: string, msg: string, fields: Record<string, unknown> = {}) => calls.push([level, msg, fields]),
}));

const realUrl = process.env.DATABASE_URL!;
const proxy = await startTcpProxy({ host: new URL(realUrl).hostname, port: Number(new URL(realUrl).port) });
process.env.DATABASE_URL = proxy.through(realUrl);
afterAll(() => proxy.close());

const { databaseUnavailableReason } = await import('../../scripts/db-unavailable.cjs');
const { route } = await import('@/lib/server/route');
const { call } = await import('../support/http');
const { ENDPOINTS } = await import('../conformance/endpoints');
const { setupEndpointWorld, targetA, validCookie } = await import('../conformance/support');
type Target = import('../conformance/types').Target;

async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('what counts as the database being unavailable (scripts/db-unavailable.cjs)', () => {
  it('a refused connection, a server that never answers, a backend terminated by the administrator', async () => {
    const refused = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'x', database: 'x' });
    const err1 = await refused.query('SELECT 1').catch((e: unknown) => e);
    expect(databaseUnavailableReason(err1)).toBe('ECONNREFUSED');
    await refused.end();

    const silent = net.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const hung = new pg.Pool({
      host: '127.0.0.1',
      port: (silent.address() as net.AddressInfo).port,
      connectionTimeoutMillis: 150,
    });
    const err2 = await hung.query('SELECT 1').catch((e: unknown) => e);
    expect(databaseUnavailableReason(err2)).toMatch(/timeout/i);
    await hung.end().catch(() => {});
    silent.close();

    const victim = new pg.Client({ connectionString: realUrl });
    victim.on('error', () => {});
    await victim.connect();
    const { rows } = await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const admin = new pg.Client({ connectionString: realUrl });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    const err3 = await victim.query('SELECT 1').catch((e: unknown) => e);
    expect(databaseUnavailableReason(err3)).not.toBeNull();
    await victim.end().catch(() => {});
  });

  it('too many connections and Prisma/adapter shapes; other errors are not', () => {
    expect(databaseUnavailableReason({ code: '53300', severity: 'FATAL', message: 'too many' })).toBe(
      'too many connections',
    );
    expect(databaseUnavailableReason({ code: '57P03', message: 'the database system is starting up' })).toBe(
      'cannot connect now',
    );
    expect(
      databaseUnavailableReason({
        code: 'P2010',
        clientVersion: '7',
        meta: { driverAdapterError: { cause: { kind: 'TooManyConnections' } } },
      }),
    ).toBe('TooManyConnections');
    expect(databaseUnavailableReason({ code: 'P1001', clientVersion: '7' })).toBe('P1001');
    expect(databaseUnavailableReason({ code: 'P2002', clientVersion: '7' })).toBeNull();
    expect(databaseUnavailableReason({ code: '23505', message: 'duplicate key' })).toBeNull();
    expect(databaseUnavailableReason(new Error('boom'))).toBeNull();
    expect(databaseUnavailableReason(null)).toBeNull();
  });
});

const world = setupEndpointWorld('database-unavailable');

describe('a request its client aborted', () => {
  it('is logged as one info line, not an error with a stack', async () => {
    const handler = route({
      auth: 'public',
      handler: () => {
        throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
      },
    });
    const controller = new AbortController();
    controller.abort();
    calls.length = 0;
    const host = world().a.host;
    await handler(new Request(`http://${host}/api/x`, { headers: { host }, signal: controller.signal }));
    expect(calls.filter(([level]) => level === 'error')).toEqual([]);
    expect(calls.filter(([, msg]) => msg === 'request')).toEqual([
      ['info', 'request', expect.objectContaining({ aborted: true })],
    ]);
  });
});

describe('every endpoint with the database stopped', () => {
  const targets = new Map<string, Target>();
  beforeAll(async () => {
    for (const e of ENDPOINTS) targets.set(e.name, await targetA(e, world()));
    await proxy.stop();
  }, 120_000);

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))(
    '%s -> 503, Retry-After, the translated message, one log line',
    async (_name, e) => {
      const t = targets.get(e.name)!;
      calls.length = 0;
      const res = await call(await e.handler(), e.method, e.path(t), {
        host: world().a.host,
        cookie: validCookie(e, world()),
        params: e.params?.(t),
        headers: e.headers?.(t),
        body: e.body?.(t),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      const message = 'Estamos com instabilidade. Tente novamente em instantes.';
      expect(res.body).toEqual({ error: message, message, code: 'UNAVAILABLE' });
      expect(calls.filter(([level]) => level === 'error')).toEqual([]);
      expect(calls.filter(([, msg]) => msg === 'request')).toEqual([
        [
          'warn',
          'request',
          expect.objectContaining({ status: 503, databaseUnavailable: expect.any(String) }),
        ],
      ]);
    },
  );
});
