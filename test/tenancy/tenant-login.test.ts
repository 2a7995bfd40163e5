import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTenantPrisma, prisma } from '@/lib/server/db';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { forTenant, TENANT_ROLE, uniqueWhereAsFilter } from '@/lib/server/tenancy/scoped-db';
import {
  checkLoginRole,
  derivedPassword,
  derivedTenantUrl,
  TENANT_LOGIN_ROLE,
  tenantScope,
} from '@/lib/server/tenancy/tenant-pool';
import { createTenant, type TestTenant } from '../support/factories';

// Decision 190: the scoped path logs in as its own role, a member of praca_tenant only, so SQL run through
// it cannot step back to a role that RLS does not hold. Decision 191: the tenant is kept per connection and
// must never follow a pooled connection into another tenant's operation.

type Who = { cur: string; sess: string; tenant: string | null };
const WHO = `SELECT current_user::text AS cur, session_user::text AS sess,
  NULLIF(current_setting('app.tenant_id', true), '') AS tenant`;
type TenantRow = { tenant_id: string };
const tenantsIn = (rows: TenantRow[]) => [...new Set(rows.map((r) => r.tenant_id))].sort();
const PRODUCTS = 'SELECT tenant_id::text FROM products';

describe('the scoped path logs in as a role held by row-level security', () => {
  let a: TestTenant;
  let b: TestTenant;
  let owner: string;

  beforeAll(async () => {
    a = await createTenant('Login A');
    b = await createTenant('Login B');
    for (const t of [a, b])
      await prisma.product.createMany({
        data: [1, 2, 3].map((i) => ({ tenantId: t.id, title: `P${i}` })),
      });
    const [row] = await prisma.$queryRaw<{ owner: string }[]>`SELECT current_user::text AS owner`;
    owner = row!.owner;
  });

  it('runs as praca_tenant, logged in as the login role, which is no superuser and cannot bypass RLS', async () => {
    const [who] = await forTenant(a.id).$queryRawUnsafe<Who[]>(WHO);
    expect(who).toEqual({ cur: TENANT_ROLE, sess: TENANT_LOGIN_ROLE, tenant: a.id });
    const [role] = await prisma.$queryRaw<
      { rolsuper: boolean; rolbypassrls: boolean; rolinherit: boolean; rolcanlogin: boolean }[]
    >`SELECT rolsuper, rolbypassrls, rolinherit, rolcanlogin FROM pg_roles WHERE rolname = ${TENANT_LOGIN_ROLE}`;
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolinherit: false, rolcanlogin: true });
    // Its only membership is praca_tenant; it cannot switch to the owner.
    const memberships = await prisma.$queryRaw<{ role: string }[]>`
      SELECT g.rolname::text AS role FROM pg_auth_members m
      JOIN pg_roles g ON g.oid = m.roleid JOIN pg_roles u ON u.oid = m.member
      WHERE u.rolname = ${TENANT_LOGIN_ROLE}`;
    expect(memberships.map((m) => m.role)).toEqual([TENANT_ROLE]);
  });

  it('RESET ROLE, SET ROLE NONE or to the owner, set_config(role) cannot reach another tenant', async () => {
    const db = forTenant(a.id);
    // Back to the login role itself: it holds no privilege on any table.
    for (const escape of ['RESET ROLE', 'SET ROLE NONE', "SELECT set_config('role', 'none', false)"]) {
      await expect(
        db.$transaction(async (tx) => {
          await tx.$executeRawUnsafe(escape);
          return tx.$queryRawUnsafe(PRODUCTS);
        }),
      ).rejects.toThrow(/permission denied/);
      // Outside a transaction, as two operations: the escape sticks to that connection at most until its
      // next checkout, which puts it back in praca_tenant and the tenant.
      await db.$executeRawUnsafe(escape);
      expect(tenantsIn(await db.$queryRawUnsafe<TenantRow[]>(PRODUCTS))).toEqual([a.id]);
    }
    // To the owner: refused by PostgreSQL (the login role is not a member of it).
    await expect(db.$executeRawUnsafe(`SET ROLE "${owner}"`)).rejects.toThrow(/permission denied/);
    await expect(db.$queryRawUnsafe(`SELECT set_config('role', '${owner}', false)`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(db.$executeRawUnsafe('SET SESSION AUTHORIZATION DEFAULT')).resolves.toBeDefined();
    expect(tenantsIn(await db.$queryRawUnsafe<TenantRow[]>(PRODUCTS))).toEqual([a.id]);
    await expect(db.$executeRawUnsafe(`SET SESSION AUTHORIZATION "${owner}"`)).rejects.toThrow(
      /permission denied/,
    );
  });

  it('without a tenant scope the login role sees no row', async () => {
    const rows = await getTenantPrisma().$queryRawUnsafe<{ n: bigint }[]>(
      'SELECT count(*) AS n FROM products',
    );
    expect(Number(rows[0]!.n)).toBe(0);
    expect(await prisma.product.count({ where: { tenantId: { in: [a.id, b.id] } } })).toBe(6);
  });

  it('pooled connections never carry a tenant into another tenant’s operation', async () => {
    // Interleaved operations of both tenants, more than the pool holds, through each entry point.
    const jobs = Array.from({ length: 60 }, (_, i) => {
      const t = i % 2 ? a : b;
      const db = forTenant(t.id);
      const check = async () => {
        switch (i % 4) {
          case 0:
            return tenantsIn(await db.$queryRawUnsafe<TenantRow[]>(PRODUCTS));
          case 1:
            return [...new Set((await db.product.findMany()).map((p) => p.tenantId))];
          case 2:
            return db.$transaction(async (tx) => {
              const [who] = await tx.$queryRawUnsafe<Who[]>(WHO);
              return [who!.tenant!];
            });
          default: {
            const [who] = (await db.$transaction([db.$queryRawUnsafe<Who[]>(WHO)]))[0];
            return [who!.tenant!];
          }
        }
      };
      return check().then((seen) => ({ want: [t.id], seen }));
    });
    for (const { want, seen } of await Promise.all(jobs)) expect(seen).toEqual(want);
  });

  it('raw SQL that changes the session tenant does not outlive its operation', async () => {
    const dbA = forTenant(a.id);
    // A statement can name another tenant for itself (the setting is not a secret: decision 190 says why),
    // but the connection is put back in A's tenant before A's next operation uses it.
    await Promise.all(
      Array.from({ length: 12 }, () =>
        dbA.$queryRawUnsafe(`SELECT set_config('app.tenant_id', '${b.id}', false)`),
      ),
    );
    const seen = await Promise.all(
      Array.from({ length: 12 }, async () => tenantsIn(await dbA.$queryRawUnsafe<TenantRow[]>(PRODUCTS))),
    );
    for (const s of seen) expect(s).toEqual([a.id]);
  });

  it('findUniques of two tenants in one tick each find their own row (Prisma would merge them)', async () => {
    const [pa, pb] = await Promise.all(
      [a, b].map((t) => prisma.product.findFirstOrThrow({ where: { tenantId: t.id } })),
    );
    const found = await Promise.all([
      forTenant(a.id).product.findUnique({ where: { id: pa!.id } }),
      forTenant(b.id).product.findUnique({ where: { id: pb!.id } }),
      forTenant(a.id).product.findUniqueOrThrow({ where: { id: pa!.id }, select: { id: true } }),
      forTenant(b.id).product.findUnique({ where: { id: pa!.id } }),
    ]);
    expect(found.map((p) => p?.id ?? null)).toEqual([pa!.id, pb!.id, pa!.id, null]);
    // Still one Prisma operation each (the X-Query-Count header and the bench's `queries`).
    const counted = await withQueryStats(async () => {
      await forTenant(a.id).product.findUnique({ where: { id: pa!.id } });
      return currentQueryCount();
    });
    expect(counted).toBe(1);
    await expect(forTenant(b.id).product.findUniqueOrThrow({ where: { id: pa!.id } })).rejects.toMatchObject({
      code: 'P2025',
    });
  });

  it('a compound unique key reads as its fields', () => {
    expect(uniqueWhereAsFilter({ tenantId_userId: { userId: 'u', tenantId: 't' }, tenantId: 't' })).toEqual({
      tenantId: 't',
      AND: [{ userId: 'u', tenantId: 't' }],
    });
    expect(uniqueWhereAsFilter({ id: 'x', course: { id: 'c' }, AND: { a: 1 } })).toEqual({
      id: 'x',
      course: { id: 'c' },
      AND: { a: 1 },
    });
  });

  it('refuses a login role that could step out of praca_tenant', async () => {
    const url = process.env.DATABASE_URL!;
    // The owner (a superuser here) as the tenant login.
    const su = new pg.Client({ connectionString: url });
    await su.connect();
    try {
      await expect(checkLoginRole(su)).rejects.toThrow(/superuser/);
    } finally {
      await su.end();
    }
    // A role that inherits praca_tenant's privileges, and one with a table of its own.
    const probe = `praca_login_probe_${process.pid}_${Date.now()}`;
    // with a password: the embedded PostgreSQL (no DATABASE_URL) asks for one over TCP, trust setups ignore it
    const password = randomUUID();
    await prisma.$executeRawUnsafe(`CREATE ROLE "${probe}" LOGIN INHERIT PASSWORD '${password}'`);
    try {
      await prisma.$executeRawUnsafe(`GRANT ${TENANT_ROLE} TO "${probe}"`);
      await prisma.$executeRawUnsafe(`GRANT SELECT ON tenants TO "${probe}"`);
      const u = new URL(url);
      u.username = probe;
      u.password = password;
      const c = new pg.Client({ connectionString: u.toString() });
      await c.connect();
      try {
        await expect(checkLoginRole(c)).rejects.toThrow(/inherits.*reaches the table/);
      } finally {
        await c.end();
      }
    } finally {
      await prisma.$executeRawUnsafe(`DROP OWNED BY "${probe}"`);
      await prisma.$executeRawUnsafe(`DROP ROLE "${probe}"`);
    }
  });

  it('derives the login URL from the owner’s: same server and database, its own name and password', () => {
    const owner = 'postgresql://praca:s3cret@db.internal:5432/praca?sslmode=require';
    const derived = new URL(derivedTenantUrl(owner));
    expect([derived.username, derived.host, derived.pathname, derived.search]).toEqual([
      TENANT_LOGIN_ROLE,
      'db.internal:5432',
      '/praca',
      '?sslmode=require',
    ]);
    expect(derived.password).toMatch(/^[0-9a-f]{64}$/);
    expect(derived.password).not.toContain('s3cret');
    expect(derivedPassword(owner)).toBe(derived.password);
    expect(derivedPassword('postgresql://praca:other@db.internal/praca')).not.toBe(derived.password);
    // No owner password (trust, peer, certificates): none for the login role either.
    expect(derivedPassword('postgresql://postgres@127.0.0.1/praca')).toBeNull();
  });

  it('the scope a connection was taken for is read before any wait for a free connection', async () => {
    // More concurrent transactions than the pool holds: the waiting ones get a connection released by
    // another tenant's transaction, and still see their own tenant.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const t = i % 3 ? a : b;
        return tenantScope.run({ tenantId: 'ignored', raw: false }, () =>
          forTenant(t.id).$transaction(async (tx) => {
            const [who] = await tx.$queryRawUnsafe<Who[]>(`${WHO}, pg_sleep(0.01)::text AS slept`);
            return { want: t.id, got: who!.tenant };
          }),
        );
      }),
    );
    for (const r of results) expect(r.got).toBe(r.want);
  });
});
