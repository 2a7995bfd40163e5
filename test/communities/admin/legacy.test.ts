import { beforeAll, describe, expect, it } from 'vitest';
import { GET as products } from '@/app/api/auth/admin/products/get/route';
import { POST as create } from '@/app/api/auth/community/create/route';
import { GET as details } from '@/app/api/auth/community/get-details/[tenant]/[communityId]/route';
import { GET as first } from '@/app/api/auth/community/get-first/[tenant]/route';
import { POST as addPlans } from '@/app/api/auth/community/add-plans/route';
import { POST as removePlans } from '@/app/api/auth/community/remove-plans/route';
import { PUT as toggle } from '@/app/api/auth/community/toggle-status/[tenant]/[communityId]/[status]/route';
import { PUT as edit } from '@/app/api/auth/community/edit-community/route';
import { PUT as contentMedia } from '@/app/api/auth/community/edit-content-media/route';
import { DELETE as remove } from '@/app/api/auth/community/delete/[tenant]/[communityId]/route';
import { prisma } from '@/lib/server/db';
import { call } from '../../support/http';
import { createTenant, createUser, createWorld } from '../../support/factories';
import { communityRow, makeCommunity, makeProduct } from './helpers';
import { nextCommunityOrder } from '../../support/orders';

type World = Awaited<ReturnType<typeof createWorld>>;
const OLD = '/api/auth/community';
let w: World;
beforeAll(async () => {
  w = await createWorld();
});
const asA = () => ({ host: w.a.host, cookie: w.adminA.cookie });
const asB = () => ({ host: w.b.host, cookie: w.adminB.cookie });

async function fresh() {
  const t = await createTenant();
  const admin = await createUser(t, 'admin');
  return { t, as: { host: t.host, cookie: admin.cookie } };
}

const oldBody = (tenantId: string, productIds: string[]) => ({
  tenant_id: tenantId,
  title: 'Comunidade antiga',
  description: 'Descrição',
  permissions_array: productIds,
  show_ranking: 1,
  show_continue_watching: 0,
  principal: 1,
  background_color: 'azul',
  primary_text_color: '#FFFFFF',
  secondary_text_color: '#CCCCCC',
  shadow_color: '#111111',
  font_family: 'Montserrat',
  button_sales_text: 'Compre',
  sales_url: 'checkout/plano',
  publication: 1,
  comments: 0,
  links: 1,
  likes: 1,
  text: 1,
  allow_files: 0,
  videos: 1,
  images: 0,
  carousels: 1,
});

describe('GET /api/auth/admin/products/get', () => {
  it("lists only the tenant's active products", async () => {
    const { t, as } = await fresh();
    const a = await makeProduct(t.id, 'Ativo');
    await makeProduct(t.id, 'Inativo', false);
    await makeProduct(w.b.id, 'De outro');
    const res = await call(products, 'GET', '/api/auth/admin/products/get', as);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: a.id, title: 'Ativo', status: 'active' }]);
  });

  it('answers a page at a time: ?page= and ?per_page= (at most 200), the first page without them', async () => {
    const { t, as } = await fresh();
    const made = [];
    for (const title of ['C', 'A', 'B']) made.push(await makeProduct(t.id, title));
    const [c, a, b] = made.map((p) => p!.id);
    const page = (q: string) => call(products, 'GET', `/api/auth/admin/products/get${q}`, as);
    expect((await page('')).body.map((p: { id: string }) => p.id)).toEqual([a, b, c]);
    expect((await page('?per_page=2')).body.map((p: { id: string }) => p.id)).toEqual([a, b]);
    expect((await page('?page=2&per_page=2')).body.map((p: { id: string }) => p.id)).toEqual([c]);
    expect((await page('?page=3&per_page=2')).body).toEqual([]);
    expect((await page('?per_page=201')).status).toBe(400);
    expect((await page('?page=0')).status).toBe(400);
  });

  it('refuses a student', async () => {
    const res = await call(products, 'GET', '/api/auth/admin/products/get', {
      host: w.a.host,
      cookie: w.studentA.cookie,
    });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/auth/community/create', () => {
  it('creates a version-1 community with every old-version field, its products, and one principal', async () => {
    const { t, as } = await fresh();
    const p = await makeProduct(t.id, 'Plano');
    const oldMain = await makeCommunity(t.id, { principal: true, order: 1 });
    const res = await call(create, 'POST', `${OLD}/create`, { ...as, body: oldBody(t.id, [p.id]) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Comunidade antiga',
      tenant_id: t.id,
      active: 1,
      principal: 1,
      show_ranking: 1,
      show_continue_watching: 0,
      background_color: 'azul',
      button_sales_text: 'Compre',
      sales_url: 'checkout/plano',
      font_family: 'Montserrat',
      order: 2,
      version: 1,
      comments: 0,
      files: 0,
      images: 0,
      plans_with_access: [{ plan_id: p.id, plan_details: { title: 'Plano' } }],
    });
    const row = await communityRow(res.body.data.id);
    expect(row).toMatchObject({
      version: 1,
      principal: true,
      shadowColor: '#111111',
      upsellLink: 'checkout/plano',
      allowFiles: false,
      links: true,
    });
    expect((await communityRow(oldMain.id))!.principal).toBe(false);
  });

  it('keeps one principal community when ten principal creates race (a partial unique index backs the rule)', async () => {
    const { t, as } = await fresh();
    const p = await makeProduct(t.id, 'Plano');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(create, 'POST', `${OLD}/create`, { ...as, body: oldBody(t.id, [p.id]) }),
      ),
    );
    for (const r of results) expect([201, 409]).toContain(r.status);
    expect(results.some((r) => r.status === 201)).toBe(true);
    const principals = await prisma.community.count({
      where: { tenantId: t.id, principal: true, deletedAt: null },
    });
    expect(principals).toBe(1);
    // the database refuses a second one even when the code forgets to clear the first
    await expect(
      prisma.community.create({
        data: {
          tenantId: t.id,
          title: 'Outra principal',
          principal: true,
          order: await nextCommunityOrder(t.id),
        },
      }),
    ).rejects.toThrow();
  });

  it.each([
    [{ permissions_array: [] }, 'permissions_array', 'Selecione ao menos um produto!'],
    [{ title: '' }, 'title', 'O nome da comunidade é obrigatório'],
    [{ title: 'x'.repeat(51) }, 'title', 'O nome da comunidade deve ter no máximo 50 caracteres'],
    [{ description: 'x'.repeat(501) }, 'description', 'A descrição não pode ter mais de 500 caracteres'],
    [{ sales_url: 'javascript:alert(1)' }, 'sales_url', 'Link inválido'],
    [{ background_color: 'bege' }, 'background_color', 'Escolha um dos fundos disponíveis'],
  ])('refuses %j with its message', async (patch, field, message) => {
    const p = await makeProduct(w.a.id);
    const before = await prisma.community.count({ where: { tenantId: w.a.id } });
    const res = await call(create, 'POST', `${OLD}/create`, {
      ...asA(),
      body: { ...oldBody(w.a.id, [p.id]), ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await prisma.community.count({ where: { tenantId: w.a.id } })).toBe(before);
  });

  it("the other tenant's id in the body -> 404", async () => {
    const p = await makeProduct(w.a.id);
    const res = await call(create, 'POST', `${OLD}/create`, { ...asB(), body: oldBody(w.a.id, [p.id]) });
    expect(res.status).toBe(404);
  });
});

describe('get-details and get-first', () => {
  it('answers the details with the switches and plans_with_access', async () => {
    const p = await makeProduct(w.a.id, 'Plano A');
    const c = await makeCommunity(w.a.id, { productIds: [p.id] });
    await prisma.community.update({ where: { id: c.id }, data: { videos: false } });
    const res = await call(details, 'GET', `${OLD}/get-details/${w.a.id}/${c.id}`, {
      ...asA(),
      params: { tenant: w.a.id, communityId: c.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: c.id,
      publications: 1,
      videos: 0,
      files: 1,
      plans_with_access: [{ plan_id: p.id, plan_details: { title: 'Plano A' } }],
    });
    const other = await call(details, 'GET', `${OLD}/get-details/${w.b.id}/${c.id}`, {
      ...asB(),
      params: { tenant: w.b.id, communityId: c.id },
    });
    expect(other.status).toBe(404);
  });

  it('get-first answers the lowest-ordered live community with show_ranking, or null', async () => {
    const { t, as } = await fresh();
    const call1 = () => call(first, 'GET', `${OLD}/get-first/${t.id}`, { ...as, params: { tenant: t.id } });
    expect((await call1()).body).toEqual({ data: null });
    const gone = await makeCommunity(t.id, { order: 1 });
    await prisma.community.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const second = await makeCommunity(t.id, { order: 3 });
    const firstLive = await makeCommunity(t.id, { order: 2 });
    await prisma.community.update({ where: { id: firstLive.id }, data: { showRanking: true } });
    const res = await call1();
    expect(res.body.data).toMatchObject({ id: firstLive.id, show_ranking: 1 });
    expect(res.body.data.id).not.toBe(second.id);
  });
});

describe('add-plans and remove-plans', () => {
  it('adds and removes products at once', async () => {
    const [p, q] = await Promise.all([makeProduct(w.a.id, 'P'), makeProduct(w.a.id, 'Q')]);
    const c = await makeCommunity(w.a.id, { productIds: [p.id] });
    const add = await call(addPlans, 'POST', `${OLD}/add-plans`, {
      ...asA(),
      body: { community_id: c.id, permissions_array: [q.id, p.id], tenant_id: w.a.id },
    });
    expect(add.status).toBe(200);
    expect(add.body.data.plans_with_access).toHaveLength(2);
    expect((await communityRow(c.id))!.products.map((x) => x.productId).sort()).toEqual([p.id, q.id].sort());
    const rm = await call(removePlans, 'POST', `${OLD}/remove-plans`, {
      ...asA(),
      body: { community_id: c.id, permissions_array: [p.id], tenant_id: w.a.id },
    });
    expect(rm.body.data.plans_with_access).toEqual([{ plan_id: q.id, plan_details: { title: 'Q' } }]);
    expect((await communityRow(c.id))!.products.map((x) => x.productId)).toEqual([q.id]);
  });

  it('keeps the last product of a private community, of either version; a public one may have none', async () => {
    const [p, q] = await Promise.all([makeProduct(w.a.id, 'P'), makeProduct(w.a.id, 'Q')]);
    const remove = (communityId: string, ids: string[]) =>
      call(removePlans, 'POST', `${OLD}/remove-plans`, {
        ...asA(),
        body: { community_id: communityId, permissions_array: ids, tenant_id: w.a.id },
      });
    for (const version of [1, 2]) {
      const closed = await makeCommunity(w.a.id, { version, productIds: [p.id, q.id] });
      await prisma.community.update({ where: { id: closed.id }, data: { isPrivate: true } });
      const all = await remove(closed.id, [p.id, q.id]);
      expect(all.status).toBe(422);
      expect(all.body.message).toBe('A comunidade precisa ter pelo menos um produto ativo');
      expect((await communityRow(closed.id))!.products).toHaveLength(2);
      expect((await remove(closed.id, [p.id])).status).toBe(200);
      expect((await communityRow(closed.id))!.products.map((x) => x.productId)).toEqual([q.id]);
    }

    const open = await makeCommunity(w.a.id, { productIds: [p.id] });
    expect((await remove(open.id, [p.id])).status).toBe(200);
    expect((await communityRow(open.id))!.products).toEqual([]);
  });

  it("refuses inactive products and the other tenant's community", async () => {
    const off = await makeProduct(w.a.id, 'Off', false);
    const c = await makeCommunity(w.a.id);
    const res = await call(addPlans, 'POST', `${OLD}/add-plans`, {
      ...asA(),
      body: { community_id: c.id, permissions_array: [off.id] },
    });
    expect(res.status).toBe(422);
    const pb = await makeProduct(w.b.id);
    const cross = await call(addPlans, 'POST', `${OLD}/add-plans`, {
      ...asB(),
      body: { community_id: c.id, permissions_array: [pb.id] },
    });
    expect(cross.status).toBe(404);
    expect((await communityRow(c.id))!.products).toEqual([]);
  });
});

describe('toggle-status, edit-content-media, edit-community, delete', () => {
  it('toggles the active flag with the SPEC toast texts', async () => {
    const c = await makeCommunity(w.a.id);
    const go = (s: '0' | '1') =>
      call(toggle, 'PUT', `${OLD}/toggle-status/${w.a.id}/${c.id}/${s}`, {
        ...asA(),
        params: { tenant: w.a.id, communityId: c.id, status: s },
      });
    const off = await go('0');
    expect(off.body).toEqual({ data: { id: c.id, active: 0 }, message: 'Comunidade desativada.' });
    expect((await communityRow(c.id))!.active).toBe(false);
    const on = await go('1');
    expect(on.body).toEqual({ data: { id: c.id, active: 1 }, message: 'Comunidade ativada.' });
    expect((await communityRow(c.id))!.active).toBe(true);
  });

  it('saves the content/media switches', async () => {
    const c = await makeCommunity(w.a.id);
    const res = await call(contentMedia, 'PUT', `${OLD}/edit-content-media`, {
      ...asA(),
      body: {
        id: c.id,
        tenant_id: w.a.id,
        publications: 0,
        comments: false,
        likes: 1,
        text: true,
        allow_files: '0',
        videos: 1,
        images: 0,
        carousels: 0,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Status atualizado com sucesso!' });
    expect(await communityRow(c.id)).toMatchObject({
      publications: false,
      comments: false,
      likes: true,
      text: true,
      allowFiles: false,
      videos: true,
      images: false,
      carousels: false,
    });
  });

  it('edit-community updates the fields, replaces the products and marks version 1', async () => {
    const [p, q] = await Promise.all([makeProduct(w.a.id, 'P'), makeProduct(w.a.id, 'Q')]);
    const c = await makeCommunity(w.a.id, { version: 2, productIds: [p.id] });
    const res = await call(edit, 'PUT', `${OLD}/edit-community`, {
      ...asA(),
      body: { ...oldBody(w.a.id, [q.id]), id: c.id, principal: 0, title: 'Reeditada' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: c.id, title: 'Reeditada', version: 1 });
    const row = await communityRow(c.id);
    expect(row).toMatchObject({ title: 'Reeditada', version: 1, fontFamily: 'Montserrat' });
    expect(row!.products.map((x) => x.productId)).toEqual([q.id]);
    const none = await call(edit, 'PUT', `${OLD}/edit-community`, {
      ...asA(),
      body: { ...oldBody(w.a.id, []), id: c.id },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Selecione ao menos um produto!');
  });

  it('edit-community keeps the stored value of every field it is not sent', async () => {
    const p = await makeProduct(w.a.id, 'P');
    const made = await call(create, 'POST', `${OLD}/create`, { ...asA(), body: oldBody(w.a.id, [p.id]) });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    const res = await call(edit, 'PUT', `${OLD}/edit-community`, {
      ...asA(),
      body: { tenant_id: w.a.id, id, title: 'Só o título', permissions_array: [p.id] },
    });
    expect(res.status).toBe(200);
    expect(await communityRow(id)).toMatchObject({
      title: 'Só o título',
      description: 'Descrição',
      comments: false,
      showContinueWatching: false,
      backgroundColor: 'azul',
      fontFamily: 'Montserrat',
      upsellText: 'Compre',
      upsellLink: 'checkout/plano',
      principal: true,
    });
  });

  it('delete is soft and refused across tenants', async () => {
    const c = await makeCommunity(w.a.id);
    const cross = await call(remove, 'DELETE', `${OLD}/delete/${w.b.id}/${c.id}`, {
      ...asB(),
      params: { tenant: w.b.id, communityId: c.id },
    });
    expect(cross.status).toBe(404);
    expect((await communityRow(c.id))!.deletedAt).toBeNull();
    const res = await call(remove, 'DELETE', `${OLD}/delete/${w.a.id}/${c.id}`, {
      ...asA(),
      params: { tenant: w.a.id, communityId: c.id },
    });
    expect(res.body).toEqual({ message: 'Comunidade excluída com sucesso.' });
    expect((await communityRow(c.id))!.deletedAt).toBeInstanceOf(Date);
  });
});
