import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { route } from '@/lib/server/route';
import { call } from '../support/http';
import { createWorld } from '../support/factories';

// Constraint violations Prisma does not name P2002 still mean "conflict": an exclusion constraint
// (SQLSTATE 23P01, communities_live_order_excl) and a deferred unique index that fires at COMMIT. And a
// malformed value the database refuses (P2007) is the caller's bad input, not a server error.
const twoLiveCommunities = route({
  auth: 'editor',
  handler: async ({ ctx }) => {
    await ctx.db.community.create({ data: { tenantId: ctx.tenant.id, title: 'A', order: 7 } });
    await ctx.db.community.create({ data: { tenantId: ctx.tenant.id, title: 'B', order: 7 } });
    return { ok: true };
  },
});
const deferredDuplicate = route({
  auth: 'editor',
  handler: async ({ ctx }) => {
    await prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET CONSTRAINTS banners_tenant_id_order_key DEFERRED');
      await tx.banner.create({ data: { tenantId: ctx.tenant.id, order: 9 } });
      await tx.banner.create({ data: { tenantId: ctx.tenant.id, order: 9 } });
    });
    return { ok: true };
  },
});

// A handler that passes an unchecked id to a uuid column: Prisma's P2007 (Postgres 22P02).
const uncheckedId = route({
  auth: 'user',
  handler: async ({ ctx }) => ({ found: await ctx.db.carousel.findFirst({ where: { id: '-'.repeat(36) } }) }),
});

describe('route wrapper: constraint conflicts', () => {
  let w: Awaited<ReturnType<typeof createWorld>>;
  beforeAll(async () => {
    w = await createWorld();
  });

  it('an exclusion-constraint violation (23P01) answers 409 like a unique one', async () => {
    const res = await call(twoLiveCommunities, 'POST', '/x', { host: w.a.host, cookie: w.adminA.cookie });
    expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await prisma.community.count({ where: { tenantId: w.a.id, order: 7 } })).toBe(1);
  });

  it('a deferred unique violation surfacing at COMMIT answers 409; nothing written', async () => {
    const res = await call(deferredDuplicate, 'POST', '/x', { host: w.a.host, cookie: w.adminA.cookie });
    expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await prisma.banner.count({ where: { tenantId: w.a.id, order: 9 } })).toBe(0);
  });

  it('a value the database refuses as malformed (P2007) answers a translated 400, not 500', async () => {
    const res = await call(uncheckedId, 'GET', '/x', { host: w.a.host, cookie: w.studentA.cookie });
    expect(res).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Requisição inválida.' },
    });
  });
});
