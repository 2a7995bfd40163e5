import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetEnvCache } from '@/lib/server/env';
import { clearTenantDataCache } from '@/lib/server/tenant-cache';

/**
 * Turns the per-tenant cache on for the enclosing describe block (the tests run with it off), emptied
 * before each test. Call it before the block's own `beforeAll`, which then runs with the cache on.
 */
export function useTenantCache(ttlMs = 60_000): void {
  const saved = process.env.TENANT_DATA_CACHE_TTL_MS;
  beforeAll(() => {
    process.env.TENANT_DATA_CACHE_TTL_MS = String(ttlMs);
    resetEnvCache();
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TENANT_DATA_CACHE_TTL_MS;
    else process.env.TENANT_DATA_CACHE_TTL_MS = saved;
    resetEnvCache();
  });
  beforeEach(() => clearTenantDataCache());
}
