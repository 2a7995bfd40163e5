import { beforeAll, describe, expect, it } from 'vitest';
import { GET as list, POST as create } from '@/app/api/v2/communities/route';
import { DELETE as remove, GET as getOne, PUT as update } from '@/app/api/v2/communities/[id]/route';
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
import { createTenant, createUser, createWorld } from '../../support/factories';
import { withLocalStorage } from '../../support/uploads';
import { communityOrders, communityRow, coverUpload, makeCommunity, makeProduct } from './helpers';

type World = Awaited<ReturnType<typeof createWorld>>;
const V2 = '/api/v2/communities';
let w: World;
withLocalStorage('communities');
beforeAll(async () => {
  w = await createWorld();
});

const asA = () => ({ host: w.a.host, cookie: w.adminA.cookie });
const asB = () => ({ host: w.b.host, cookie: w.adminB.cookie });
const idParams = (id: string) => ({ params: { id } });

async function fresh() {
  const t = await createTenant();
  const admin = await createUser(t, 'admin');
  return { t, as: { host: t.host, cookie: admin.cookie } };
}

describe('POST /api/v2/communities', () => {
  it('creates with the SPEC defaults at the end of the order, version 2, and answers it as message', async () => {
    const { t, as } = await fresh();
    await makeCommunity(t.id, { order: 4 });
    const res = await call(create, 'POST', V2, { ...as, body: {} });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({
      title: 'Comunidade',
      description: '',
      background_color: '#121212',
      is_private: false,
      isActive: false,
      hide_channels_groups: false,
      has_continue_watching: true,
      has_ranking: false,
      product_ids: [],
      cover_path: null,
      cover_presigned_url: null,
      deleted_at: null,
      order: 5,
      version: 2,
    });
    const row = await communityRow(res.body.message.id);
    expect(row).toMatchObject({
      tenantId: t.id,
      version: 2,
      order: 5,
      active: false,
      showContinueWatching: true,
    });
  });

  it('stores a private community with its products, upsell and cover', async () => {
    const p = await makeProduct(w.a.id);
    const cover = await coverUpload(w.a.id);
    const res = await call(create, 'POST', V2, {
      ...asA(),
      body: {
        title: 'Privada',
        is_private: true,
        is_enabled: true,
        has_ranking: true,
        upsell_text: 'Assine já',
        upsell_link: 'https://example.com/assine',
        product_ids: [p.id],
        cover_path: cover,
        background_color: '#7E22CE',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message.cover_path).toBe(cover);
    expect(res.body.message.cover_presigned_url).toEqual(expect.stringContaining(cover));
    const row = await communityRow(res.body.message.id);
    expect(row).toMatchObject({
      isPrivate: true,
      active: true,
      showRanking: true,
      upsellText: 'Assine já',
      upsellLink: 'https://example.com/assine',
      coverPath: cover,
      backgroundColor: '#7E22CE',
    });
    expect(row!.products.map((x) => x.productId)).toEqual([p.id]);
  });

  it.each([
    [{ title: '' }, 'title', 'O nome da comunidade é obrigatório'],
    [{ title: 'x'.repeat(51) }, 'title', 'O nome da comunidade deve ter no máximo 50 caracteres'],
    [{ description: 'x'.repeat(501) }, 'description', 'A descrição não pode ter mais de 500 caracteres'],
    [{ upsell_link: 'não é link' }, 'upsell_link', 'Link inválido'],
    [
      {
        is_private: true,
        upsell_link: 'https://x.com',
        product_ids: ['00000000-0000-4000-8000-000000000000'],
      },
      'upsell_text',
      'O texto de upsell é obrigatório',
    ],
    [
      { is_private: true, upsell_text: 'Compre', product_ids: ['00000000-0000-4000-8000-000000000000'] },
      'upsell_link',
      'O link de upsell é obrigatório',
    ],
    [
      { is_private: true, upsell_text: 'Compre', upsell_link: 'https://x.com' },
      'product_ids',
      'A comunidade precisa ter pelo menos um produto ativo',
    ],
  ])('refuses %j with the SPEC message on %s', async (body, field, message) => {
    const before = await prisma.community.count({ where: { tenantId: w.a.id } });
    const res = await call(create, 'POST', V2, { ...asA(), body });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await prisma.community.count({ where: { tenantId: w.a.id } })).toBe(before);
  });

  it('accepts an empty upsell link as absent', async () => {
    const res = await call(create, 'POST', V2, { ...asA(), body: { title: 'Sem link', upsell_link: '' } });
    expect(res.status).toBe(201);
    expect((await communityRow(res.body.message.id))!.upsellLink).toBeNull();
  });

  it("refuses inactive products (422) and the other tenant's products like missing ones (404), creating nothing", async () => {
    const inactive = await makeProduct(w.a.id, 'Inativo', false);
    const foreign = await makeProduct(w.b.id);
    const before = await prisma.community.count({ where: { tenantId: w.a.id } });
    for (const [id, status, message] of [
      [inactive.id, 422, 'Escolha apenas produtos ativos desta plataforma'],
      [foreign.id, 404, 'Produto não encontrado.'],
      ['0190f5a4-7b1c-7d2e-8f3a-1b2c3d4e5f60', 404, 'Produto não encontrado.'],
    ] as const) {
      const res = await call(create, 'POST', V2, { ...asA(), body: { product_ids: [id] } });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(res.body.fields).toEqual({ product_ids: message });
    }
    expect(await prisma.community.count({ where: { tenantId: w.a.id } })).toBe(before);
  });

  it('refuses a student', async () => {
    const res = await call(create, 'POST', V2, { host: w.a.host, cookie: w.studentA.cookie, body: {} });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/v2/communities and GET /{id}', () => {
  it('lists live communities by order, without soft-deleted ones', async () => {
    const { t, as } = await fresh();
    const b = await makeCommunity(t.id, { order: 2, title: 'B' });
    const a = await makeCommunity(t.id, { order: 1, title: 'A', principal: true });
    const gone = await makeCommunity(t.id, { order: 3, title: 'C' });
    await prisma.community.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const res = await call(list, 'GET', V2, as);
    expect(res.status).toBe(200);
    expect(res.body.data.communities.map((c: { id: string }) => c.id)).toEqual([a.id, b.id]);
    expect(res.body.data.communities[0]).toEqual({
      id: a.id,
      title: 'A',
      order: 1,
      is_enabled: true,
      version: 1,
      is_private: false,
      principal: true,
    });
  });

  it("answers 404 for a soft-deleted community and for the other tenant's", async () => {
    const gone = await makeCommunity(w.a.id);
    await prisma.community.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    expect((await call(getOne, 'GET', `${V2}/${gone.id}`, { ...asA(), ...idParams(gone.id) })).status).toBe(
      404,
    );
    const mine = await makeCommunity(w.a.id);
    expect((await call(getOne, 'GET', `${V2}/${mine.id}`, { ...asB(), ...idParams(mine.id) })).status).toBe(
      404,
    );
    const ok = await call(getOne, 'GET', `${V2}/${mine.id}`, { ...asA(), ...idParams(mine.id) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.id).toBe(mine.id);
  });
});

describe('PUT /api/v2/communities/{id}', () => {
  const body = { title: 'Editada', description: 'Nova descrição', is_enabled: true, has_ranking: true };

  it('updates the form fields, marks version 2 and ignores product_ids', async () => {
    const p = await makeProduct(w.a.id);
    const c = await makeCommunity(w.a.id, { productIds: [p.id] });
    const res = await call(update, 'PUT', `${V2}/${c.id}`, {
      ...asA(),
      ...idParams(c.id),
      body: { ...body, product_ids: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: 'Editada',
      version: 2,
      isActive: true,
      product_ids: [p.id],
    });
    const row = await communityRow(c.id);
    expect(row).toMatchObject({
      title: 'Editada',
      description: 'Nova descrição',
      version: 2,
      showRanking: true,
    });
    expect(row!.products).toHaveLength(1);
  });

  it('changes only the fields sent, checking the private rule against the stored upsell', async () => {
    const c = await makeCommunity(w.a.id, { title: 'Parcial' });
    await prisma.community.update({
      where: { id: c.id },
      data: { upsellText: 'Assine', upsellLink: 'https://example.com/a', showRanking: true },
    });
    const res = await call(update, 'PUT', `${V2}/${c.id}`, {
      ...asA(),
      ...idParams(c.id),
      body: { is_private: true },
    });
    expect(res.status).toBe(200);
    expect(await communityRow(c.id)).toMatchObject({
      title: 'Parcial',
      isPrivate: true,
      active: true,
      showRanking: true,
      upsellText: 'Assine',
      version: 2,
    });
    const cleared = await call(update, 'PUT', `${V2}/${c.id}`, {
      ...asA(),
      ...idParams(c.id),
      body: { upsell_link: '' },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.message).toBe('O link de upsell é obrigatório');
    expect((await communityRow(c.id))!.upsellLink).toBe('https://example.com/a');
  });

  it('keeps the cover when absent, replaces it with a finished upload and removes it with null', async () => {
    const first = await coverUpload(w.a.id);
    const c = await makeCommunity(w.a.id);
    await prisma.community.update({ where: { id: c.id }, data: { coverPath: first } });
    const put = (b: object) => call(update, 'PUT', `${V2}/${c.id}`, { ...asA(), ...idParams(c.id), body: b });
    expect((await put(body)).status).toBe(200);
    expect((await communityRow(c.id))!.coverPath).toBe(first);
    const second = await coverUpload(w.a.id, { contentType: 'image/webp' });
    expect((await put({ ...body, cover_path: second })).status).toBe(200);
    expect((await communityRow(c.id))!.coverPath).toBe(second);
    // sending back the value it has (as key) keeps it
    expect((await put({ ...body, cover_path: second })).status).toBe(200);
    expect((await put({ ...body, cover_path: null })).status).toBe(200);
    expect((await communityRow(c.id))!.coverPath).toBeNull();
  });

  it.each([
    ['over 1 MB', { size: 1_048_577 }, 'Por favor, escolha um arquivo com tamanho de até 1MB.'],
    [
      'a GIF',
      { contentType: 'image/gif' },
      'A capa precisa ser uma imagem PNG, JPEG ou WEBP de até 1MB enviada para esta plataforma',
    ],
    [
      'another kind',
      { kind: 'logo' },
      'A capa precisa ser uma imagem PNG, JPEG ou WEBP de até 1MB enviada para esta plataforma',
    ],
    [
      'not finished',
      { status: 'pending' },
      'A capa precisa ser uma imagem PNG, JPEG ou WEBP de até 1MB enviada para esta plataforma',
    ],
  ])('refuses a cover that is %s and changes nothing', async (_label, opts, message) => {
    const c = await makeCommunity(w.a.id, { title: 'Intocada' });
    const key = await coverUpload(w.a.id, opts);
    const before = await communityRow(c.id);
    const res = await call(update, 'PUT', `${V2}/${c.id}`, {
      ...asA(),
      ...idParams(c.id),
      body: { ...body, cover_path: key },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(await communityRow(c.id)).toEqual(before);
  });

  it("refuses the other tenant's upload as cover", async () => {
    const c = await makeCommunity(w.a.id);
    const key = await coverUpload(w.b.id);
    const res = await call(update, 'PUT', `${V2}/${c.id}`, {
      ...asA(),
      ...idParams(c.id),
      body: { ...body, cover_path: key },
    });
    expect(res.status).toBe(422);
    expect((await communityRow(c.id))!.coverPath).toBeNull();
  });

  it('requires upsell text and link when private', async () => {
    const c = await makeCommunity(w.a.id);
    const res = await call(update, 'PUT', `${V2}/${c.id}`, {
      ...asA(),
      ...idParams(c.id),
      body: { ...body, is_private: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      upsell_text: 'O texto de upsell é obrigatório',
      upsell_link: 'O link de upsell é obrigatório',
    });
    expect((await communityRow(c.id))!.isPrivate).toBe(false);
  });

  it("the other tenant's editor gets 404 and changes nothing; a student gets 403", async () => {
    const c = await makeCommunity(w.a.id, { title: 'Minha' });
    const b = await call(update, 'PUT', `${V2}/${c.id}`, { ...asB(), ...idParams(c.id), body });
    expect(b.status).toBe(404);
    const s = await call(update, 'PUT', `${V2}/${c.id}`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      ...idParams(c.id),
      body,
    });
    expect(s.status).toBe(403);
    expect((await communityRow(c.id))!.title).toBe('Minha');
  });
});

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
