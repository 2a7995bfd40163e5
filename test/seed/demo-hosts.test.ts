import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/getTenant/route';
import { resetEnvCache } from '@/lib/server/env';
import { clearTenantCache } from '@/lib/server/tenancy/resolve';
import { SEED_TENANTS } from '@/lib/seed/demo-data';
import { call } from '../support/http';
import { createTenant, type TestTenant } from '../support/factories';

// The demo's host names (localhost, 127.0.0.1, *.localhost) are rows the demo seed writes, nothing in
// the resolver: a production database that was never seeded answers them as unknown hosts (issue 56,
// ADR 0300), so a client sending `Host: localhost` to a published port reaches no school.
describe('an unseeded production database', () => {
  let school: TestTenant;
  beforeAll(async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('STORAGE_SIGNING_SECRET', 's'.repeat(32));
    resetEnvCache();
    clearTenantCache();
    school = await createTenant('Escola Real');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });

  it('answers the demo host names with the unknown-host 404', async () => {
    const hosts = SEED_TENANTS.flatMap((t) => t.hosts);
    expect(hosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', 'demo.localhost']));
    for (const host of [...hosts, 'localhost:3000', '[::1]']) {
      const res = await call(GET, 'GET', `/api/getTenant?domain=${school.host}`, {
        host,
        headers: { 'accept-language': 'en' },
      });
      expect(res.status, host).toBe(404);
      expect(res.body.message, host).toBe('No platform is configured for this address.');
    }
  });

  it('still answers a school on its own host', async () => {
    const res = await call(GET, 'GET', `/api/getTenant?domain=${school.host}`, { host: school.host });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Escola Real');
  });
});
