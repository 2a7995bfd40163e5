import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { createWorld } from '../support/factories';

// The tenant-scoped client refuses what it cannot scope (decision 69).
let w: Awaited<ReturnType<typeof createWorld>>;
beforeAll(async () => {
  w = await createWorld();
});

describe('forTenant', () => {
  it('refuses global models (User, Tenant): they would read across tenants unfiltered', async () => {
    const db = forTenant(w.a.id) as unknown as {
      user: { findMany: () => Promise<unknown> };
      tenant: { update: (a: unknown) => Promise<unknown> };
    };
    await expect(db.user.findMany()).rejects.toThrow(/global model User/);
    await expect(db.tenant.update({ where: { id: w.b.id }, data: { name: 'x' } })).rejects.toThrow(
      /global model Tenant/,
    );
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: w.b.id } })).name).toBe('Tenant B');
  });

  it('refuses moving a row to another tenant with tenant: { connect } on update, updateMany and upsert', async () => {
    const db = forTenant(w.a.id);
    const p = await db.product.create({ data: { tenantId: w.a.id, title: 'Meu' } });
    const moves = [
      () => db.product.update({ where: { id: p.id }, data: { tenant: { connect: { id: w.b.id } } } }),
      () =>
        db.product.upsert({
          where: { id: p.id },
          create: { tenantId: w.a.id, title: 'x' },
          update: { tenant: { connect: { id: w.b.id } } },
        }),
      () => db.product.update({ where: { id: p.id }, data: { tenantId: w.b.id } }),
    ];
    for (const move of moves) await expect(move()).rejects.toThrow();
    expect((await prisma.product.findUniqueOrThrow({ where: { id: p.id } })).tenantId).toBe(w.a.id);
  });
});
