import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { prisma } from '@/lib/server/db';
import { TENANT_MODELS } from '@/lib/server/tenancy/models';
import { forTenant, TENANT_ROLE } from '@/lib/server/tenancy/scoped-db';
import { SEAL_KEY_NAME, tenantSeal } from '@/lib/server/tenancy/tenant-pool';
import { createTenant, type TestTenant } from '../support/factories';
import { FIXTURES, makeBase } from '../support/tenant-fixtures';

// The database's own wall (decision 135): raw SQL, which the scoped client's query rewriting never sees,
// still reaches only the scoped tenant's rows, because PostgreSQL's row-level security filters them for
// the role the scoped path runs as. The global client (the named cross-tenant path) still sees all.

/** model -> table, from the @@map lines of the schema. */
function tableOf(): Record<string, string> {
  const schema = fs.readFileSync(path.resolve('prisma/schema.prisma'), 'utf8');
  const out: Record<string, string> = {};
  for (const m of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    out[m[1]!] = /@@map\("(\w+)"\)/.exec(m[2]!)?.[1] ?? m[1]!;
  }
  return out;
}
const TABLES = tableOf();

type TenantRow = { tenant_id: string };
const TENANT_POLICY =
  "((CURRENT_USER <> 'praca_tenant'::name) OR (tenant_id = ( SELECT praca_current_tenant() AS praca_current_tenant)))";
const tenantsIn = (rows: TenantRow[]) => [...new Set(rows.map((r) => r.tenant_id))].sort();

describe('row-level security', () => {
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    a = await createTenant('RLS A');
    b = await createTenant('RLS B');
    const [baseA, baseB] = [await makeBase(a), await makeBase(b)];
    // At least one row of each tenant in every tenant-owned table, written by the global client.
    for (const model of TENANT_MODELS) {
      await FIXTURES[model](a, baseA);
      await FIXTURES[model](b, baseB);
    }
  });

  it('every tenant-owned table has RLS enabled and forced, with the tenant policy', async () => {
    const rows = await prisma.$queryRaw<
      { table: string; enabled: boolean; forced: boolean; policy: string | null; roles: string[] | null }[]
    >`
      SELECT c.relname AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
             p.qual AS policy, p.roles::text[] AS roles
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      LEFT JOIN pg_policies p ON p.tablename = c.relname AND p.schemaname = 'public'
        AND p.policyname = 'tenant_isolation' AND p.permissive = 'RESTRICTIVE'
      WHERE c.relkind = 'r'`;
    const byTable = new Map(rows.map((r) => [r.table, r]));
    for (const model of TENANT_MODELS) {
      const row = byTable.get(TABLES[model]!);
      expect(row, model).toBeDefined();
      expect({ model, enabled: row!.enabled, forced: row!.forced, roles: row!.roles }).toEqual({
        model,
        enabled: true,
        forced: true,
        roles: ['public'],
      });
      // The tenant read once per statement (an InitPlan) through the function that checks its seal (ADR
      // 0221). A migration adding a tenant-owned table writes exactly this USING and WITH CHECK.
      expect(row!.policy, model).toBe(TENANT_POLICY);
    }
  });

  it('the scoped role cannot bypass RLS and cannot read the secrets', async () => {
    const [role] = await prisma.$queryRaw<
      { rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }[]
    >`
      SELECT rolsuper, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = ${TENANT_ROLE}`;
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolcanlogin: false });
    // Turning RLS off is an error, not a way around it (RESET ROLE is not refused: decision 135 says why
    // that is acceptable for statements the application writes itself).
    await expect(
      forTenant(a.id).$transaction(async (tx) => {
        await tx.$executeRawUnsafe('SET LOCAL row_security = off');
        return tx.$queryRawUnsafe('SELECT * FROM products');
      }),
    ).rejects.toThrow(/row-level security/);
    await expect(forTenant(a.id).$queryRawUnsafe('SELECT * FROM app_secrets')).rejects.toThrow(/permission/);
  });

  for (const model of TENANT_MODELS) {
    it(`${model}: a raw SELECT through the scoped path sees its tenant only, the global client both`, async () => {
      const sql = `SELECT tenant_id::text FROM "${TABLES[model]}"`;
      expect(tenantsIn(await forTenant(a.id).$queryRawUnsafe<TenantRow[]>(sql))).toEqual([a.id]);
      expect(tenantsIn(await forTenant(b.id).$queryRawUnsafe<TenantRow[]>(sql))).toEqual([b.id]);
      const all = tenantsIn(await prisma.$queryRawUnsafe<TenantRow[]>(sql));
      expect(all).toEqual(expect.arrayContaining([a.id, b.id]));
    });
  }

  it('interactive and batch transactions of the scoped client are held to the tenant too', async () => {
    const sql = 'SELECT tenant_id::text FROM products';
    const inTx = await forTenant(a.id).$transaction(async (tx) => {
      const rows = await tx.$queryRawUnsafe<TenantRow[]>(sql);
      const count = await tx.product.count();
      return { tenants: tenantsIn(rows), count, rows: rows.length };
    });
    expect(inTx.tenants).toEqual([a.id]);
    expect(inTx.count).toBe(inTx.rows);
    const [rows, count] = await forTenant(b.id).$transaction([
      forTenant(b.id).$queryRawUnsafe<TenantRow[]>(sql),
      forTenant(b.id).product.count(),
    ]);
    expect(tenantsIn(rows)).toEqual([b.id]);
    expect(count).toBe(rows.length);
  });

  it("the database refuses an INSERT or UPDATE with another tenant's id on the scoped path", async () => {
    const dbB = forTenant(b.id);
    await expect(
      dbB.$executeRaw`INSERT INTO products (id, tenant_id, title) VALUES (gen_random_uuid(), ${a.id}::uuid, 'x')`,
    ).rejects.toThrow(/row-level security/);
    // A row of B moved to A is refused as well (the policy's WITH CHECK).
    const own = await dbB.product.create({ data: { tenantId: b.id, title: 'mine' } });
    await expect(
      dbB.$executeRaw`UPDATE products SET tenant_id = ${a.id}::uuid WHERE id = ${own.id}::uuid`,
    ).rejects.toThrow(/row-level security/);
    // A's rows are invisible to B's raw UPDATE and DELETE.
    expect(await dbB.$executeRaw`UPDATE products SET title = 'taken' WHERE tenant_id = ${a.id}::uuid`).toBe(
      0,
    );
    expect(await dbB.$executeRaw`DELETE FROM products WHERE tenant_id = ${a.id}::uuid`).toBe(0);
    expect(await prisma.product.count({ where: { tenantId: a.id, title: 'taken' } })).toBe(0);
    // Inside an interactive transaction too; the failed statement rolls the whole transaction back.
    await expect(
      dbB.$transaction(async (tx) => {
        await tx.product.create({ data: { tenantId: b.id, title: 'rolled back' } });
        await tx.$executeRaw`INSERT INTO products (id, tenant_id, title) VALUES (gen_random_uuid(), ${a.id}::uuid, 'x')`;
      }),
    ).rejects.toThrow(/row-level security/);
    expect(await prisma.product.count({ where: { title: { in: ['x', 'rolled back'] } } })).toBe(0);
  });

  it('a non-superuser member of the role (an app user in production) keeps the cross-tenant path', async () => {
    // Tests connect as a superuser, whom RLS never applies to. A policy written TO praca_tenant would also
    // hold its members, among them the connecting user, to an unset tenant: this role plays that user.
    const probe = `praca_rls_probe_${process.pid}_${Date.now()}`;
    await prisma.$executeRawUnsafe(`CREATE ROLE "${probe}" NOLOGIN`);
    try {
      await prisma.$executeRawUnsafe(`GRANT ${TENANT_ROLE} TO "${probe}"`);
      await prisma.$executeRawUnsafe(`GRANT SELECT, INSERT ON products TO "${probe}"`);
      const [, rows, inserted] = await prisma.$transaction([
        prisma.$executeRaw(Prisma.sql`SELECT set_config('role', ${probe}, true)`),
        prisma.$queryRaw<TenantRow[]>`SELECT tenant_id::text FROM products`,
        prisma.$executeRaw`INSERT INTO products (id, tenant_id, title) VALUES (gen_random_uuid(), ${a.id}::uuid, 'probe')`,
      ]);
      expect(tenantsIn(rows)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(inserted).toBe(1);
      // And the same member switching to praca_tenant is held to the tenant (sealed as the pool seals it).
      const key = await prisma.appSecret.findUniqueOrThrow({ where: { name: SEAL_KEY_NAME } });
      const seal = tenantSeal(Buffer.from(key.value, 'hex'), b.id);
      const [, , own] = await prisma.$transaction([
        prisma.$executeRaw(Prisma.sql`SELECT set_config('role', ${probe}, true)`),
        prisma.$executeRaw(
          Prisma.sql`SELECT set_config('role', ${TENANT_ROLE}, true), set_config('app.tenant_id', ${b.id}, true),
                            set_config('app.tenant_seal', ${seal}, true)`,
        ),
        prisma.$queryRaw<TenantRow[]>`SELECT tenant_id::text FROM products`,
      ]);
      expect(tenantsIn(own)).toEqual([b.id]);
    } finally {
      await prisma.$executeRawUnsafe(`DROP OWNED BY "${probe}"`);
      await prisma.$executeRawUnsafe(`DROP ROLE "${probe}"`);
    }
  });

  it('the role without a tenant sees nothing (fails closed)', async () => {
    const [, rows] = await prisma.$transaction([
      prisma.$executeRaw(Prisma.sql`SELECT set_config('role', ${TENANT_ROLE}, true)`),
      prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM products`,
    ]);
    expect(Number(rows[0]!.n)).toBe(0);
    expect(await prisma.product.count()).toBeGreaterThan(0);
  });

  it('pooled connections come back as the connection role, with no tenant set', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => forTenant(i % 2 ? a.id : b.id).product.count()));
    const seen = await Promise.all(
      Array.from(
        { length: 12 },
        () => prisma.$queryRaw<{ role: string; tenant: string | null }[]>`
          SELECT current_user::text AS role, NULLIF(current_setting('app.tenant_id', true), '') AS tenant`,
      ),
    );
    for (const [row] of seen) {
      expect(row!.role).not.toBe(TENANT_ROLE);
      expect(row!.tenant).toBeNull();
    }
  });
});
