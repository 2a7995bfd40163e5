import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { SYSTEM_MODELS_WITH_TENANT, TENANT_MODELS } from '@/lib/server/tenancy/models';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { createTenant, type TestTenant } from '../support/factories';
import { type Base, delegate, FIXTURES, makeBase, uniq } from '../support/tenant-fixtures';

// Proves the tenancy invariant for every tenant-owned model: through tenant B's scoped client a row of
// tenant A cannot be read, counted, updated, deleted, or created in A's name.

function modelsWithTenantId(): string[] {
  const schema = fs.readFileSync(path.resolve('prisma/schema.prisma'), 'utf8');
  const out: string[] = [];
  for (const m of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    if (/^\s+tenantId\s/m.test(m[2]!)) out.push(m[1]!);
  }
  return out.sort();
}

describe('tenant-owned models', () => {
  it('TENANT_MODELS lists exactly the models that carry tenantId', () => {
    // apart from the trigger-written rows of cross-tenant housekeeping (ADR 0308), named one by one
    expect([...TENANT_MODELS, ...SYSTEM_MODELS_WITH_TENANT].sort()).toEqual(modelsWithTenantId());
    for (const m of SYSTEM_MODELS_WITH_TENANT) expect(TENANT_MODELS).not.toContain(m);
  });

  let a: TestTenant;
  let b: TestTenant;
  let baseA: Base;
  beforeAll(async () => {
    a = await createTenant('A');
    b = await createTenant('B');
    baseA = await makeBase(a);
  });

  for (const model of TENANT_MODELS) {
    it(`${model}: tenant B cannot read, count, change, delete or create tenant A's rows`, async () => {
      const row = await FIXTURES[model](a, baseA);
      const dbB = delegate(forTenant(b.id), model);
      const dbA = delegate(forTenant(a.id), model);
      const raw = delegate(prisma, model);
      const before = await raw.findUnique({ where: { id: row.id } });

      expect(await dbA.findUnique({ where: { id: row.id } })).not.toBeNull();
      expect(await dbB.findUnique({ where: { id: row.id } })).toBeNull();
      expect(await dbB.findFirst({ where: { id: row.id } })).toBeNull();
      expect(await dbB.findMany({ where: { id: row.id } })).toEqual([]);
      expect(await dbB.count({ where: { id: row.id } })).toBe(0);
      expect((await dbB.updateMany({ where: { id: row.id }, data: {} })).count).toBe(0);
      await expect(dbB.update({ where: { id: row.id }, data: {} })).rejects.toMatchObject({ code: 'P2025' });
      await expect(dbB.delete({ where: { id: row.id } })).rejects.toMatchObject({ code: 'P2025' });
      expect((await dbB.deleteMany({ where: { id: row.id } })).count).toBe(0);
      // Moving a row to another tenant, or creating one in another tenant's name, is refused.
      await expect(dbA.update({ where: { id: row.id }, data: { tenantId: b.id } })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(dbB.create({ data: { tenantId: a.id } })).rejects.toMatchObject({ code: 'NOT_FOUND' });

      // Aggregates and groups see only the scoped tenant's rows.
      const agg = (await dbB.aggregate({ where: { id: row.id }, _count: { _all: true } })) as {
        _count: { _all: number };
      };
      expect(agg._count._all).toBe(0);
      const groups = (await dbB.groupBy({ by: ['tenantId'], _count: { _all: true } })) as {
        tenantId: string;
      }[];
      expect(groups.every((g) => g.tenantId === b.id)).toBe(true);
      expect(await dbA.groupBy({ by: ['tenantId'], where: { id: row.id } })).toEqual([{ tenantId: a.id }]);

      expect(await raw.findUnique({ where: { id: row.id } })).toEqual(before);
    });
  }

  it("upsert through tenant B on tenant A's row creates B's own row and leaves A's untouched", async () => {
    const mine = await prisma.product.create({ data: { tenantId: a.id, title: 'de A' } });
    const res = await forTenant(b.id).product.upsert({
      where: { id: mine.id },
      create: { tenantId: b.id, title: 'de B' },
      update: { title: 'tomado' },
    });
    expect(res.id).not.toBe(mine.id);
    expect(res.tenantId).toBe(b.id);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: mine.id } })).title).toBe('de A');
    // An upsert naming A as the creating tenant is refused outright.
    await expect(
      forTenant(b.id).product.upsert({
        where: { id: mine.id },
        create: { tenantId: a.id, title: 'x' },
        update: {},
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("a relation connect to another tenant's row is refused on create, update and upsert", async () => {
    const productA = await prisma.product.create({ data: { tenantId: a.id, title: 'alvo' } });
    const productB = await prisma.product.create({ data: { tenantId: b.id, title: 'meu' } });
    const dbB = forTenant(b.id);
    const user = await prisma.user.create({ data: { email: `c-${uniq()}@x.test`, name: 'C' } });
    const links = [
      () =>
        dbB.enrollment.create({
          data: {
            tenantId: b.id,
            user: { connect: { id: user.id } },
            product: { connect: { id: productA.id } },
          },
        } as never),
      () =>
        dbB.marquee.create({
          data: { tenantId: b.id, text: 'x', product: { connect: { id: productA.id } } },
        } as never),
      () => dbB.product.update({ where: { id: productB.id }, data: { courses: { connect: [] } } } as never),
      () =>
        dbB.product.upsert({
          where: { id: productB.id },
          create: { tenantId: b.id, title: 'y' },
          update: { enrollments: { connectOrCreate: [] } },
        } as never),
    ];
    for (const link of links) await expect(link()).rejects.toThrow(/refuses `connect/);
    expect(await prisma.enrollment.count({ where: { productId: productA.id } })).toBe(0);
    expect(await prisma.marquee.count({ where: { productId: productA.id } })).toBe(0);
  });

  it('creates are stamped with the scoped tenant', async () => {
    const p = await forTenant(b.id).product.create({
      // No tenantId on purpose: the scoped client must stamp it (the cast only silences the types).
      data: { title: 'stamped' } as { title: string; tenantId: string },
    });
    expect(p.tenantId).toBe(b.id);
  });
});
