import { describe, expect, it } from 'vitest';
import { resolveSession } from '@/lib/server/auth/session';
import { getTenantPool, ownerQuery, prisma } from '@/lib/server/db';
import { createStatementNamer } from '@/lib/server/statement-names';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { tenantScope } from '@/lib/server/tenancy/tenant-pool';
import { createTenant, createUser } from '../support/factories';

// Decision 380: the app's statements run as named prepared statements, prepared once per pooled
// connection, and row-level security still holds each run to the tenant of its checkout. On the tenant
// pool each keeps one generic plan (decision 424).

/** The statements prepared on the connection the next owner-pool query gets (pg's pool reuses the last one freed). */
async function preparedOnOwnerConnection(): Promise<string[]> {
  const rows = await ownerQuery<{ statement: string }>(
    'SELECT statement FROM pg_prepared_statements WHERE from_sql = $1',
    [false],
  );
  return rows.map((r) => r.statement);
}

describe('statement names', () => {
  it('one name per text, the same on every call; none past the limit', () => {
    const name = createStatementNamer(3);
    const a = name('SELECT 1 WHERE $1::int = 1');
    expect(a).toMatch(/^p[\w-]{22}$/);
    expect(name('SELECT 1 WHERE $1::int = 1')).toBe(a);
    expect(name('SELECT 2 WHERE $1::int = 1')).not.toBe(a);
    // the name is the text's, whichever namer gives it
    expect(createStatementNamer(1)('SELECT 1 WHERE $1::int = 1')).toBe(a);

    name('SELECT 3 WHERE $1::int = 1');
    expect(name.size()).toBe(3);
    expect(name('SELECT 4 WHERE $1::int = 1')).toBeUndefined();
    // texts named before the limit keep their name
    expect(name('SELECT 1 WHERE $1::int = 1')).toBe(a);
  });
});

describe('prepared statements on the pools', () => {
  it('the session read and a Prisma operation with parameters are prepared; a text without parameters is not', async () => {
    const t = await createTenant();
    const u = await createUser(t, 'student');
    expect((await resolveSession(t.id, u.cookie.split('=')[1]))?.user.id).toBe(u.id);
    expect(await preparedOnOwnerConnection()).toEqual(
      expect.arrayContaining([expect.stringContaining('FROM sessions s')]),
    );

    expect((await prisma.tenant.findFirst({ where: { id: t.id }, select: { id: true } }))?.id).toBe(t.id);
    expect((await preparedOnOwnerConnection()).some((s) => s.includes('"tenants"'))).toBe(true);

    // several statements in one text keep pg's simple protocol (a prepared statement cannot hold two)
    await expect(prisma.$executeRawUnsafe('SELECT 1; SELECT 2')).resolves.toBeDefined();
    expect((await preparedOnOwnerConnection()).some((s) => s.includes('SELECT 1; SELECT 2'))).toBe(false);
  });

  it('a statement prepared for one tenant, past its custom plans, still reads only the next tenant’s rows', async () => {
    const a = await createTenant();
    const b = await createTenant();
    const ua = await createUser(a, 'student');
    const ub = await createUser(b, 'student');
    await prisma.memberScore.create({ data: { tenantId: a.id, userId: ua.id, score: 3 } });
    await prisma.memberScore.create({ data: { tenantId: b.id, userId: ub.id, score: 4 } });
    // no tenant in the text: only row-level security tells the tenants apart
    const sql = 'SELECT user_id::text AS user_id, score FROM member_scores WHERE score > $1 ORDER BY score';
    const read = (tenantId: string) =>
      forTenant(tenantId)
        .$read<{ user_id: string; score: number }>(sql, [0])
        .then((rows) => rows.filter((r) => r.user_id === ua.id || r.user_id === ub.id));
    // ten runs per tenant, alternating, on plans made for neither (the tenant pool's are generic)
    for (let i = 0; i < 10; i++) {
      expect(await read(a.id)).toEqual([{ user_id: ua.id, score: 3 }]);
      expect(await read(b.id)).toEqual([{ user_id: ub.id, score: 4 }]);
    }
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => read(i % 2 ? a.id : b.id)));
    results.forEach((rows, i) =>
      expect(rows).toEqual(i % 2 ? [{ user_id: ua.id, score: 3 }] : [{ user_id: ub.id, score: 4 }]),
    );
  });

  it('the tenant pool plans each prepared statement once, generic, from its first run', async () => {
    const t = await createTenant();
    const u = await createUser(t, 'student');
    await prisma.memberScore.create({ data: { tenantId: t.id, userId: u.id, score: 5 } });
    // In auto mode PostgreSQL plans the first five runs for their values, and keeps doing so for ever when
    // the generic plan's estimate is dearer than theirs: a LIMIT given as a parameter counts a tenth of
    // the rows, which kept the feed's page on custom plans on the bench database. Forced: generic from the
    // first run.
    const sql =
      'SELECT user_id::text AS user_id FROM member_scores WHERE tenant_id = $1::uuid ORDER BY score DESC LIMIT $2';
    const client = await tenantScope.run({ tenantId: t.id, raw: false }, () => getTenantPool().connect());
    try {
      const name = `plan_test_${Date.now()}`;
      for (let i = 0; i < 8; i++) {
        const { rows } = await client.query({ name, text: sql, values: [t.id, 3] });
        expect(rows).toEqual([{ user_id: u.id }]);
      }
      const { rows } = await client.query<{ mode: string; generic: string; custom: string }>(
        `SELECT current_setting('plan_cache_mode') AS mode, generic_plans::text AS generic,
                custom_plans::text AS custom
           FROM pg_prepared_statements WHERE name = $1`,
        [name],
      );
      expect(rows).toEqual([{ mode: 'force_generic_plan', generic: '8', custom: '0' }]);
    } finally {
      // closed, not returned: the test's own statement must not stay prepared on a pooled connection
      client.release(true);
    }
    // the connection that held the test's statement is gone: the next checkout (the pool hands out the
    // last connection freed) holds no statement of this test
    const left = await forTenant(t.id).$read<{ name: string }>(
      'SELECT name FROM pg_prepared_statements WHERE name LIKE $1',
      ['plan\\_test\\_%'],
    );
    expect(left).toEqual([]);
    // and through the scoped client's own read
    const [mode] = await forTenant(t.id).$read<{ mode: string }>(
      "SELECT current_setting('plan_cache_mode') AS mode WHERE $1::int = 1",
      [1],
    );
    expect(mode).toEqual({ mode: 'force_generic_plan' });
  });
});
