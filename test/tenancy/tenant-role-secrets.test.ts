import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { forTenant, TENANT_ROLE } from '@/lib/server/tenancy/scoped-db';
import { checkLoginRole, derivedTenantUrl } from '@/lib/server/tenancy/tenant-pool';
import { createTenant, createUser, type TestTenant } from '../support/factories';

// Issue 55 (docs/adr/0220): signed in as the tenant login with school A's tenant, raw SQL read every user of
// every school with the password hash. Everything below runs through the tenant pool (`forTenant`), the way
// a request's SQL does: the login role switched to praca_tenant, school A's tenant set.

type Id = { id: string };
const ids = (rows: Id[]) => rows.map((r) => r.id).sort();

describe('what the tenant role can see of users and credentials', () => {
  let a: TestTenant;
  let b: TestTenant;
  let membersOfA: string[];

  beforeAll(async () => {
    a = await createTenant('Secrets A');
    b = await createTenant('Secrets B');
    await createUser(a, 'admin');
    await createUser(a, 'student');
    await createUser(b, 'admin');
    const both = await createUser(b, 'student');
    await prisma.membership.create({ data: { tenantId: a.id, userId: both.id, role: 'student' } });
    // A user of no school at all (an account whose memberships are gone).
    await prisma.user.create({ data: { email: `orphan-${Date.now()}@example.test`, name: 'Ninguém' } });
    membersOfA = (await prisma.membership.findMany({ where: { tenantId: a.id }, select: { userId: true } }))
      .map((m) => m.userId)
      .sort();
  });

  it('password hashes are out of reach: no such column on users, no grant on the credentials table', async () => {
    const db = forTenant(a.id);
    await expect(db.$queryRawUnsafe('SELECT password_hash FROM users')).rejects.toThrow();
    await expect(db.$queryRawUnsafe('SELECT * FROM user_credentials')).rejects.toThrow(/permission denied/);
    await expect(db.$queryRawUnsafe('SELECT password_hash FROM user_credentials')).rejects.toThrow(
      /permission denied/,
    );
    // The owner's path still has them (sign-in, seeds).
    expect(await prisma.userCredential.count()).toBeGreaterThanOrEqual(4);
  });

  it("users reads only the users with a membership of the tenant, whatever the query's filter", async () => {
    expect(ids(await forTenant(a.id).$queryRawUnsafe<Id[]>('SELECT id::text FROM users'))).toEqual(
      membersOfA,
    );
    const membersOfB = (
      await prisma.membership.findMany({ where: { tenantId: b.id }, select: { userId: true } })
    ).map((m) => m.userId);
    expect(ids(await forTenant(b.id).$queryRawUnsafe<Id[]>('SELECT id::text FROM users'))).toEqual(
      membersOfB.sort(),
    );
    // A join that tries to reach another school's users through their memberships finds none.
    const [row] = await forTenant(a.id).$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM users u WHERE NOT EXISTS
         (SELECT 1 FROM memberships m WHERE m.user_id = u.id)`,
    );
    expect(Number(row!.n)).toBe(0);
    // The owner's path sees every user.
    expect(await prisma.user.count()).toBeGreaterThan(membersOfA.length + membersOfB.length - 1);
  });

  it('no column the tenant role can read holds a credential', async () => {
    const readable = await prisma.$queryRaw<{ table: string; column: string }[]>`
      SELECT c.table_name::text AS table, c.column_name::text AS column
      FROM information_schema.columns c
      WHERE c.table_schema = current_schema()
        AND has_column_privilege(${TENANT_ROLE}, format('%I.%I', c.table_schema, c.table_name), c.column_name,
                                 'SELECT')
      ORDER BY 1, 2`;
    const tables = new Set(readable.map((r) => r.table));
    expect(tables.has('users')).toBe(true);
    expect(tables.has('user_credentials')).toBe(false);
    expect(tables.has('app_secrets')).toBe(false);
    expect(tables.has('integration_secrets')).toBe(false); // the webhook signing secrets (ADR 0441)
    const secretLike = readable
      .filter((r) => /password|secret|salt|hash|token|credential/i.test(r.column))
      .map((r) => `${r.table}.${r.column}`);
    // Reviewed: SHA-256 digests of 256-bit random tokens (lib/server/auth/tokens.ts newToken), on tables held
    // to the tenant by RLS: a digest signs nobody in (the cookie or link carries the token, which is hashed
    // again) and cannot be reversed, unlike a password's scrypt hash, which can be guessed offline.
    expect(secretLike).toEqual([
      'account_tokens.token_hash',
      'magic_link_tokens.token_hash',
      'sessions.token_hash',
    ]);
  });

  it('the pool refuses to start when praca_tenant was given a secrets table', async () => {
    // A grant in this test database only (grants are per database; the role is the server's).
    const client = new pg.Client({ connectionString: derivedTenantUrl(process.env.DATABASE_URL!) });
    await client.connect();
    try {
      await expect(checkLoginRole(client)).resolves.toBeUndefined();
      for (const table of ['user_credentials', 'app_secrets']) {
        await prisma.$executeRawUnsafe(`GRANT SELECT ON ${table} TO ${TENANT_ROLE}`);
        try {
          await expect(checkLoginRole(client)).rejects.toThrow(new RegExp(`can read ${table}`));
        } finally {
          await prisma.$executeRawUnsafe(`REVOKE SELECT ON ${table} FROM ${TENANT_ROLE}`);
        }
      }
    } finally {
      await client.end();
    }
  });

  it('the scoped client still reads the members it includes', async () => {
    const rows = await forTenant(a.id).membership.findMany({ include: { user: { select: { id: true } } } });
    expect(rows.map((m) => m.user.id).sort()).toEqual(membersOfA);
  });
});
