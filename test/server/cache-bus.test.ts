import { Client } from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { prisma } from '@/lib/server/db';
import { CACHE_CHANNEL, startCacheBus } from '@/lib/server/cache-bus';
import { invalidateTenantCache, tenantCached } from '@/lib/server/tenant-cache';
import { clearTenantCache, resolveTenantByHost } from '@/lib/server/tenancy/resolve';
import { createTenant } from '../support/factories';

// The cache bus (ADR 0482): this process's invalidations go out as NOTIFY on praca_cache, and another
// replica's (or the tenant CLI's) come in and empty this process's caches at once. The other replica is
// played by a plain LISTEN/NOTIFY connection; test/scale/two-replicas.test.ts runs two real servers.

vi.stubEnv('TENANT_DATA_CACHE_TTL_MS', '600000');
vi.stubEnv('TENANT_CACHE_TTL_MS', '600000');
const { resetEnvCache } = await import('@/lib/server/env');
resetEnvCache();

const peer = new Client({ connectionString: process.env.DATABASE_URL });
await peer.connect();
await peer.query(`LISTEN ${CACHE_CHANNEL}`);
const heard: string[] = [];
peer.on('notification', (m) => heard.push(m.payload ?? ''));

afterAll(async () => {
  await peer.end();
  const listener = await startCacheBus();
  await listener?.stop();
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe('cache bus', () => {
  it("sends this process's invalidations and applies the others', skipping its own", async () => {
    const bus = await startCacheBus();
    expect(bus).not.toBeNull();
    const t = await createTenant();
    let loads = 0;
    const read = () => tenantCached(t.id, 'probe', async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1); // cached (TTL ten minutes)

    invalidateTenantCache(t.id);
    await vi.waitFor(() => expect(heard.some((p) => p.endsWith(` tenant ${t.id}`))).toBe(true));
    expect(await read()).toBe(2);
    // its own message, coming back, does not empty the cache again
    await new Promise((r) => setTimeout(r, 200));
    expect(await read()).toBe(2);

    // another replica's save: emptied here within a second
    await peer.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, `other-replica tenant ${t.id}`]);
    await vi.waitFor(async () => expect(await read()).toBe(3), { timeout: 1_000 });
  });

  it("the tenant CLI's 'hosts' message empties the host -> school lookups", async () => {
    await startCacheBus();
    const t = await createTenant();
    clearTenantCache();
    expect((await resolveTenantByHost(t.host))?.disabled).toBe(false);
    await prisma.tenant.update({ where: { id: t.id }, data: { disabledAt: new Date() } });
    // cached: still active here
    expect((await resolveTenantByHost(t.host))?.disabled).toBe(false);
    await peer.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, 'cli hosts']);
    await vi.waitFor(async () => expect((await resolveTenantByHost(t.host))?.disabled).toBe(true), {
      timeout: 1_000,
    });
  });
});
