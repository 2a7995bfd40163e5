import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getTenantPool, prisma } from '@/lib/server/db';
import { parseEnv } from '@/lib/server/env';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { createTenant } from '../support/factories';

// Decision 395: idle pooled connections stay DB_POOL_IDLE_SECONDS (pg's default closed them after 10 s, so
// the first request after a quiet spell paid a new connection), and no longer hold a script's process open.

const ownerPool = () => (globalThis as unknown as { __pracaOwnerPool?: pg.Pool }).__pracaOwnerPool!;

describe('database pools', () => {
  it('keep idle connections 5 minutes by default, and 0 keeps them until the process ends', () => {
    expect(parseEnv({}).env?.DB_POOL_IDLE_SECONDS).toBe(300);
    expect(parseEnv({ DB_POOL_IDLE_SECONDS: '0' }).env?.DB_POOL_IDLE_SECONDS).toBe(0);
    expect(parseEnv({ DB_POOL_IDLE_SECONDS: '-1' }).problems).toEqual([
      expect.stringContaining('DB_POOL_IDLE_SECONDS'),
    ]);
  });

  it('both pools, the owner one and the scoped one, keep an idle connection open and let a script end', async () => {
    const t = await createTenant('Pool idle');
    await prisma.tenant.findUnique({ where: { id: t.id } });
    await forTenant(t.id).product.findMany();
    for (const pool of [ownerPool(), getTenantPool()]) {
      const options = (pool as unknown as { options: pg.PoolConfig }).options;
      expect(options.idleTimeoutMillis).toBe(300_000);
      expect(options.allowExitOnIdle).toBe(true);
      // The connections the reads used are back in the pool, open.
      expect(pool.idleCount).toBeGreaterThan(0);
    }
  });
});
