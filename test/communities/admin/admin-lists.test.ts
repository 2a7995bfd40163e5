import { describe, expect, it } from 'vitest';
import { DELETE as remove, PUT as update } from '@/app/api/v2/communities/[id]/route';
import { PUT as enable } from '@/app/api/v2/communities/[id]/enable/route';
import { PUT as disable } from '@/app/api/v2/communities/[id]/disable/route';
import { GET as getProducts, PUT as putProducts } from '@/app/api/v2/communities/[id]/products/route';
import { PUT as order } from '@/app/api/v2/communities/order/route';
import { GET as getConfig, PUT as putConfig } from '@/app/api/v2/communities/config/route';
import { GET as getSettings } from '@/app/api/v2/communities/settings/route';
import { PUT as showPage } from '@/app/api/v2/communities/settings/show-page/route';
import { PUT as allActive } from '@/app/api/v2/communities/settings/active/route';
import { prisma } from '@/lib/server/db';
import { call } from '../../support/http';
import { communityOrders, communityRow, coverUpload, makeCommunity, makeProduct } from './helpers';
import { asA, asB, fresh, idParams, setupWorld, V2, w } from './world';

// The new-version panel after creation: delete, enable and disable, a community's products, the list
// order, the config and the settings (create, read and update: ./admin.test.ts).

setupWorld();

describe('DELETE, enable and disable', () => {
  it('soft-deletes: the row stays with deleted_at and is then 404 everywhere', async () => {
    const c = await makeCommunity(w.a.id);
    const res = await call(remove, 'DELETE', `${V2}/${c.id}`, { ...asA(), ...idParams(c.id) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Comunidade excluída com sucesso.');
    const row = await communityRow(c.id);
    expect(row).not.toBeNull();
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await call(remove, 'DELETE', `${V2}/${c.id}`, { ...asA(), ...idParams(c.id) })).status).toBe(404);
    expect(
      (await call(update, 'PUT', `${V2}/${c.id}`, { ...asA(), ...idParams(c.id), body: { title: 'x' } }))
        .status,
    ).toBe(404);
    expect((await call(enable, 'PUT', `${V2}/${c.id}/enable`, { ...asA(), ...idParams(c.id) })).status).toBe(
      404,
    );
  });

  it('enables and disables one community', async () => {
    const c = await makeCommunity(w.a.id);
    const off = await call(disable, 'PUT', `${V2}/${c.id}/disable`, { ...asA(), ...idParams(c.id) });
    expect(off.body.data).toEqual({ id: c.id, isActive: false });
    expect((await communityRow(c.id))!.active).toBe(false);
    const on = await call(enable, 'PUT', `${V2}/${c.id}/enable`, { ...asA(), ...idParams(c.id) });
    expect(on.body.data).toEqual({ id: c.id, isActive: true });
    expect((await communityRow(c.id))!.active).toBe(true);
    expect(
      (await call(disable, 'PUT', `${V2}/${c.id}/disable`, { ...asB(), ...idParams(c.id) })).status,
    ).toBe(404);
    expect((await communityRow(c.id))!.active).toBe(true);
  });
});

describe('products of a community', () => {
  it('lists and replaces the set', async () => {
    const [p, q, r] = await Promise.all([
      makeProduct(w.a.id, 'P'),
      makeProduct(w.a.id, 'Q'),
      makeProduct(w.a.id, 'R'),
    ]);
    const c = await makeCommunity(w.a.id, { productIds: [p.id, q.id] });
    const got = await call(getProducts, 'GET', `${V2}/${c.id}/products`, { ...asA(), ...idParams(c.id) });
    expect(got.body.data).toEqual([
      { id: p.id, title: 'P' },
      { id: q.id, title: 'Q' },
    ]);
    const put = await call(putProducts, 'PUT', `${V2}/${c.id}/products`, {
      ...asA(),
      ...idParams(c.id),
      body: { ids: [q.id, r.id] },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.map((x: { id: string }) => x.id).sort()).toEqual([q.id, r.id].sort());
    expect((await communityRow(c.id))!.products.map((x) => x.productId).sort()).toEqual([q.id, r.id].sort());
  });

  it('refuses inactive or foreign products and an empty set for a private community, changing nothing', async () => {
    const p = await makeProduct(w.a.id);
    const c = await makeCommunity(w.a.id, { productIds: [p.id] });
    await prisma.community.update({ where: { id: c.id }, data: { isPrivate: true } });
    const inactive = await makeProduct(w.a.id, 'Off', false);
    const foreign = await makeProduct(w.b.id);
    for (const [ids, status, message] of [
      [[inactive.id], 422, 'Escolha apenas produtos ativos desta plataforma'],
      [[p.id, foreign.id], 404, 'Produto não encontrado.'],
      [[], 422, 'A comunidade precisa ter pelo menos um produto ativo'],
    ] as const) {
      const res = await call(putProducts, 'PUT', `${V2}/${c.id}/products`, {
        ...asA(),
        ...idParams(c.id),
        body: { ids },
      });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await communityRow(c.id))!.products.map((x) => x.productId)).toEqual([p.id]);
  });
});

describe('PUT /api/v2/communities/order', () => {
  it('rewrites the orders 1..n following the list (array or {communities})', async () => {
    const { t, as } = await fresh();
    const a = await makeCommunity(t.id, { order: 1 });
    const b = await makeCommunity(t.id, { order: 2 });
    const c = await makeCommunity(t.id, { order: 3 });
    const res = await call(order, 'PUT', `${V2}/order`, {
      ...as,
      body: [
        { id: c.id, order: 1, tenant_id: t.id },
        { id: a.id, order: 2, tenant_id: t.id },
        { id: b.id, order: 3, tenant_id: t.id },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Ordem das comunidades atualizada com sucesso.');
    expect(await communityOrders(t.id)).toEqual([
      { id: c.id, order: 1 },
      { id: a.id, order: 2 },
      { id: b.id, order: 3 },
    ]);
    const again = await call(order, 'PUT', `${V2}/order`, {
      ...as,
      body: {
        communities: [
          { id: b.id, order: 5 },
          { id: c.id, order: 9 },
        ],
      },
    });
    expect(again.status).toBe(200);
    expect(await communityOrders(t.id)).toEqual([
      { id: b.id, order: 1 },
      { id: c.id, order: 2 },
      { id: a.id, order: 3 },
    ]);
  });

  it("a foreign tenant_id or another tenant's community -> 404, nothing changed", async () => {
    const { t, as } = await fresh();
    const a = await makeCommunity(t.id, { order: 1 });
    const b = await makeCommunity(t.id, { order: 2 });
    const other = await makeCommunity(w.b.id, { order: 1 });
    const before = await communityOrders(t.id);
    const otherBefore = await communityOrders(w.b.id);
    for (const body of [
      [
        { id: b.id, order: 1, tenant_id: t.id },
        { id: a.id, order: 2, tenant_id: w.b.id },
      ],
      [
        { id: b.id, order: 1, tenant_id: t.id },
        { id: other.id, order: 2, tenant_id: t.id },
      ],
    ]) {
      const res = await call(order, 'PUT', `${V2}/order`, { ...as, body });
      expect(res.status).toBe(404);
    }
    expect(await communityOrders(t.id)).toEqual(before);
    expect(await communityOrders(w.b.id)).toEqual(otherBefore);
  });
});

describe('config', () => {
  it('is null without a version-2 community, then the principal version-2 one; PUT edits it', async () => {
    const { t, as } = await fresh();
    await makeCommunity(t.id, { version: 1, principal: true });
    expect((await call(getConfig, 'GET', `${V2}/config`, as)).body).toEqual({ data: null });
    const put404 = await call(putConfig, 'PUT', `${V2}/config`, { ...as, body: { title: 'X' } });
    expect(put404.status).toBe(404);
    await makeCommunity(t.id, { version: 2, order: 2 });
    // one principal per tenant (a partial unique index): the version-2 one takes over the flag
    await prisma.community.updateMany({ where: { tenantId: t.id }, data: { principal: false } });
    const main = await makeCommunity(t.id, { version: 2, order: 3, principal: true });
    const got = await call(getConfig, 'GET', `${V2}/config`, as);
    expect(got.body.data.id).toBe(main.id);
    const cover = await coverUpload(t.id);
    const put = await call(putConfig, 'PUT', `${V2}/config`, {
      ...as,
      body: { title: 'Nova comunidade', cover_path: cover },
    });
    expect(put.status).toBe(200);
    expect(await communityRow(main.id)).toMatchObject({
      title: 'Nova comunidade',
      coverPath: cover,
      version: 2,
    });
  });
});

describe('settings', () => {
  it('reads, shows the page, and enables/disables every community with the setting', async () => {
    const { t, as } = await fresh();
    const a = await makeCommunity(t.id);
    const gone = await makeCommunity(t.id, { order: 2 });
    await prisma.community.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    expect((await call(getSettings, 'GET', `${V2}/settings`, as)).body.data).toEqual({
      active: 1,
      show_communities_page: 0,
    });
    const sp = await call(showPage, 'PUT', `${V2}/settings/show-page`, {
      ...as,
      body: { show_communities_page: 1 },
    });
    expect(sp.body.message).toBe('Status de exibição atualizado com sucesso.');
    expect(sp.body.data).toEqual({ active: 1, show_communities_page: 1 });
    const off = await call(allActive, 'PUT', `${V2}/settings/active`, { ...as, body: { active: 0 } });
    expect(off.body).toEqual({
      data: { active: 0, show_communities_page: 1 },
      message: 'Comunidades desativadas',
    });
    expect((await communityRow(a.id))!.active).toBe(false);
    expect((await communityRow(gone.id))!.active).toBe(true);
    expect((await prisma.platformSettings.findUnique({ where: { tenantId: t.id } }))!.communitiesActive).toBe(
      false,
    );
    const on = await call(allActive, 'PUT', `${V2}/settings/active`, { ...as, body: { active: '1' } });
    expect(on.body.message).toBe('Comunidades ativadas');
    expect((await communityRow(a.id))!.active).toBe(true);
  });

  it("the other tenant's id in the body -> 404, nothing changed", async () => {
    const c = await makeCommunity(w.a.id);
    const res = await call(allActive, 'PUT', `${V2}/settings/active`, {
      ...asB(),
      body: { active: 0, tenant_id: w.a.id },
    });
    expect(res.status).toBe(404);
    expect((await communityRow(c.id))!.active).toBe(true);
  });
});
