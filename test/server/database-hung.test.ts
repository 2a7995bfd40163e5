import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

// ADR 0232: a database server that accepts connections and never answers (a hung host, a full backlog) held
// every request forever; now a query waits at most DB_CONNECT_SECONDS for a connection, and the request
// answers the 503 of ADR 0231.
const held = new Set<net.Socket>();
const silent = net.createServer((socket) => void held.add(socket));
await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise<void>((r) => silent.close(() => r()));
});
process.env.DATABASE_URL = `postgresql://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/x`;
process.env.DB_CONNECT_SECONDS = '1';

const { parseEnv } = await import('@/lib/server/env');
const { call } = await import('../support/http');
const { GET } = await import('@/app/api/getTenant/route');

describe('a database that never answers', () => {
  it('waits 15 s for a connection by default', () => {
    expect(parseEnv({}).env?.DB_CONNECT_SECONDS).toBe(15);
  });

  it('answers 503 once DB_CONNECT_SECONDS have passed, not never', async () => {
    const started = Date.now();
    const res = await call(GET, 'GET', '/api/getTenant', { host: 'escola.test' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body.code).toBe('UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);
});
