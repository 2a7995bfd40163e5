import { afterEach, describe, expect, it } from 'vitest';
import { GET as benchQueries } from '@/app/api/bench/queries/route';
import { GET as me } from '@/app/api/auth/me/route';
import { resetEnvCache } from '@/lib/server/env';
import { call } from '../support/http';
import { createTenant, createUser } from '../support/factories';

// GET /api/bench/queries: the process's Prisma operation total, read by the HTTP bench before and after
// sequential page requests (pages cannot carry x-query-count). Hidden unless BENCH_QUERY_HEADER=1.

// The environment is read once (lib/server/env.ts): a test that changes it resets that cache.
afterEach(() => {
  delete process.env.BENCH_QUERY_HEADER;
  resetEnvCache();
});

describe('GET /api/bench/queries', () => {
  it('is not found on a normal server', async () => {
    const t = await createTenant();
    const res = await call(benchQueries, 'GET', '/api/bench/queries', { host: t.host });
    expect(res.status).toBe(404);
  });

  it('grows by exactly the operations of the requests in between', async () => {
    const t = await createTenant();
    const u = await createUser(t, 'student');
    process.env.BENCH_QUERY_HEADER = '1';
    resetEnvCache();
    const total = async () => {
      const res = await call(benchQueries, 'GET', '/api/bench/queries', { host: t.host });
      expect(res.status).toBe(200);
      return res.body.total as number;
    };
    const a = await total();
    const b = await total();
    const self = b - a; // what reading the counter costs (the host lookup when uncached)
    const res = await call(me, 'GET', '/api/auth/me', { host: t.host, cookie: u.cookie });
    expect(res.status).toBe(200);
    const c = await total();
    expect(c - b - self).toBe(Number(res.headers.get('x-query-count')));
    expect(c - b - self).toBeGreaterThan(0);
  });
});
