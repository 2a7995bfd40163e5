import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { createTenant, createUser } from '../support/factories';

// `ctx.db.$read` (decision 273): one statement on the tenant pool without Prisma, still held to the
// tenant by row-level security, counted like a Prisma operation.
describe('the scoped client $read', () => {
  it("sees only its tenant's rows, even when the SQL names no tenant, and counts one query", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const ua = await createUser(a, 'student');
    const ub = await createUser(b, 'student');
    await prisma.memberScore.create({ data: { tenantId: a.id, userId: ua.id, score: 7 } });
    await prisma.memberScore.create({ data: { tenantId: b.id, userId: ub.id, score: 9 } });
    const sql = 'SELECT user_id::text AS user_id, score FROM member_scores WHERE user_id = ANY($1::uuid[])';
    const ids = [ua.id, ub.id];
    const { rows, queries } = await withQueryStats(async () => ({
      rows: await forTenant(a.id).$read<{ user_id: string; score: number }>(sql, [ids]),
      queries: currentQueryCount(),
    }));
    expect(rows).toEqual([{ user_id: ua.id, score: 7 }]);
    expect(queries).toBe(1);
    // interleaved with the other tenant's reads and Prisma operations on the same pool
    const [ra, rb, pa] = await Promise.all([
      forTenant(a.id).$read(sql, [ids]),
      forTenant(b.id).$read(sql, [ids]),
      forTenant(a.id).memberScore.findMany({ where: { userId: { in: ids } }, select: { score: true } }),
    ]);
    expect(ra).toEqual([{ user_id: ua.id, score: 7 }]);
    expect(rb).toEqual([{ user_id: ub.id, score: 9 }]);
    expect(pa).toEqual([{ score: 7 }]);
  });
});
