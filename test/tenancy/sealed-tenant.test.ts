import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { forTenant, TENANT_ROLE } from '@/lib/server/tenancy/scoped-db';
import { tenantSeal } from '@/lib/server/tenancy/tenant-pool';
import { createTenant, createUser, type TestTenant } from '../support/factories';

// ADR 0221: SQL run on the tenant path (an injection, say) could set its own app.tenant_id with set_config
// and read or write another school. The setting is now sealed with a key the tenant role cannot read, and
// the policies refuse a tenant whose seal does not match. Everything runs through the tenant pool.

type TenantRow = { tenant_id: string };
const PRODUCTS = 'SELECT tenant_id::text FROM products';
const NOT_SEALED = /not sealed by the application/;

describe('the tenant setting is sealed', () => {
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    a = await createTenant('Sealed A');
    b = await createTenant('Sealed B');
    for (const t of [a, b]) {
      await prisma.product.create({ data: { tenantId: t.id, title: `P ${t.name}` } });
      await createUser(t, 'student');
    }
  });

  it("set_config of another school's id reads and writes nothing of it", async () => {
    const db = forTenant(a.id);
    for (const read of [PRODUCTS, 'SELECT id::text AS tenant_id FROM users']) {
      await expect(
        db.$transaction(async (tx) => {
          await tx.$queryRawUnsafe(`SELECT set_config('app.tenant_id', '${b.id}', true)`);
          return tx.$queryRawUnsafe<TenantRow[]>(read);
        }),
      ).rejects.toThrow(NOT_SEALED);
    }
    await expect(
      db.$transaction(async (tx) => {
        await tx.$queryRawUnsafe(`SELECT set_config('app.tenant_id', '${b.id}', true)`);
        return tx.$executeRawUnsafe(
          `INSERT INTO products (id, tenant_id, title) VALUES (gen_random_uuid(), '${b.id}', 'forged')`,
        );
      }),
    ).rejects.toThrow(NOT_SEALED);
    // Setting both, with a seal of its own making, is no better.
    await expect(
      db.$transaction(async (tx) => {
        await tx.$queryRawUnsafe(
          `SELECT set_config('app.tenant_id', '${b.id}', true), set_config('app.tenant_seal', 'f00d', true)`,
        );
        return tx.$queryRawUnsafe<TenantRow[]>(PRODUCTS);
      }),
    ).rejects.toThrow(NOT_SEALED);
    expect(await prisma.product.count({ where: { title: 'forged' } })).toBe(0);
    // The connection's next operation is back in its own tenant.
    const rows = await db.$queryRawUnsafe<TenantRow[]>(PRODUCTS);
    expect([...new Set(rows.map((r) => r.tenant_id))]).toEqual([a.id]);
  });

  it('the key is out of reach, and neither the checking function nor the key can be replaced', async () => {
    const db = forTenant(a.id);
    await expect(db.$queryRawUnsafe('SELECT value FROM app_secrets')).rejects.toThrow(/permission denied/);
    await expect(
      db.$executeRawUnsafe(
        "CREATE OR REPLACE FUNCTION praca_current_tenant() RETURNS uuid LANGUAGE sql AS 'SELECT NULL::uuid'",
      ),
    ).rejects.toThrow(/must be owner|permission denied/);
    // A temporary table named like the key's table, with a key of the caller's: the function never reads
    // it (its search_path puts pg_temp last).
    const [privilege] = await prisma.$queryRaw<{ temp: boolean }[]>`
      SELECT has_database_privilege(${TENANT_ROLE}, current_database(), 'TEMP') AS temp`;
    const mine = Buffer.alloc(32, 7);
    const attempt = db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('CREATE TEMP TABLE app_secrets (name text, value text) ON COMMIT DROP');
      await tx.$executeRawUnsafe(`INSERT INTO app_secrets VALUES ('tenant_seal', '${mine.toString('hex')}')`);
      await tx.$queryRawUnsafe(
        `SELECT set_config('app.tenant_id', '${b.id}', true),
                set_config('app.tenant_seal', '${tenantSeal(mine, b.id)}', true)`,
      );
      return tx.$queryRawUnsafe<TenantRow[]>(PRODUCTS);
    });
    await expect(attempt).rejects.toThrow(privilege!.temp ? NOT_SEALED : /permission denied/);
  });

  it('every policy that holds praca_tenant reads the tenant once per statement, through the check', async () => {
    const policies = await prisma.$queryRaw<{ table: string; qual: string; check: string | null }[]>`
      SELECT tablename::text AS table, qual, with_check AS check FROM pg_policies
      WHERE schemaname = current_schema() AND permissive = 'RESTRICTIVE'`;
    expect(policies.length).toBeGreaterThan(50);
    for (const p of policies) {
      expect(p.qual, p.table).toContain('( SELECT praca_current_tenant() AS praca_current_tenant)');
      if (p.check) expect(p.check, p.table).toContain('( SELECT praca_current_tenant()');
    }
    const [fn] = await prisma.$queryRaw<{ definer: boolean; config: string[] }[]>`
      SELECT prosecdef AS definer, proconfig AS config FROM pg_proc WHERE proname = 'praca_current_tenant'`;
    expect(fn!.definer).toBe(true);
    expect(fn!.config.join()).toMatch(/^search_path=pg_catalog, \S+, pg_temp$/);
  });

  it('the seal is the one the function computes, and only for its own tenant', async () => {
    const key = Buffer.alloc(32, 1);
    expect(tenantSeal(key, a.id)).toMatch(/^[0-9a-f]{64}$/);
    expect(tenantSeal(key, a.id)).not.toBe(tenantSeal(key, b.id));
    expect(tenantSeal(key, '')).toBe('');
    const [row] = await prisma.$queryRaw<{ seal: string }[]>`
      SELECT encode(sha256(${key}::bytea || sha256(${key}::bytea || convert_to(${a.id}::text, 'UTF8'))), 'hex') AS seal`;
    expect(row!.seal).toBe(tenantSeal(key, a.id));
  });
});
