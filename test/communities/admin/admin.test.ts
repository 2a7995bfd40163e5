import { describe, expect, it } from 'vitest';
import { GET as list, POST as create } from '@/app/api/v2/communities/route';
import { GET as getOne, PUT as update } from '@/app/api/v2/communities/[id]/route';
import { prisma } from '@/lib/server/db';
import { call } from '../../support/http';
import { communityRow, coverUpload, makeCommunity, makeProduct } from './helpers';
import { asA, asB, fresh, idParams, setupWorld, V2, w } from './world';

setupWorld();

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
