import { beforeAll, describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/auth/config/plataforma/bannersCustom/create/route';
import { DELETE as remove } from '@/app/api/auth/config/plataforma/bannersCustom/delete/[tenant]/[id]/route';
import { GET as getOne } from '@/app/api/auth/config/plataforma/bannersCustom/get/[tenant]/[id]/route';
import { GET as index } from '@/app/api/auth/config/plataforma/bannersCustom/index/[tenant]/route';
import { POST as order } from '@/app/api/auth/config/plataforma/bannersCustom/order/route';
import { POST as update } from '@/app/api/auth/config/plataforma/bannersCustom/update/[id]/route';
import { POST as saveSettings } from '@/app/api/auth/config/plataforma/update_banner_settings/route';
import { bannersForHome } from '@/lib/banners/service';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { call, makeRequest } from '../support/http';
import { createWorld } from '../support/factories';
import { bannerOrders, makeBanner, readyUpload } from './helpers';

type World = Awaited<ReturnType<typeof createWorld>>;
const BASE = '/api/auth/config/plataforma';
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const asAdmin = () => ({ host: w.a.host, cookie: w.adminA.cookie });

async function createBanner(body: Record<string, unknown>) {
  return call(create, 'POST', `${BASE}/bannersCustom/create`, { ...asAdmin(), body });
}

describe('create', () => {
  it('applies the defaults (Poppins, 400, 16; a 40 px hero title) and appends at the end, numbering from 1', async () => {
    const t = await (await import('../support/factories')).createTenant();
    const admin = await (await import('../support/factories')).createUser(t, 'admin');
    const first = await call(create, 'POST', `${BASE}/bannersCustom/create`, {
      host: t.host,
      cookie: admin.cookie,
      body: { title: 'Primeiro' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      order: 1,
      title: 'Primeiro',
      font_title: 'Poppins',
      weight_title: 400,
      size_title: 40,
      font_button: 'Poppins',
      weight_text_button: 400,
      size_text_button: 16,
      url_image: null,
    });
    const second = await call(create, 'POST', `${BASE}/bannersCustom/create`, {
      host: t.host,
      cookie: admin.cookie,
      body: { title: 'Segundo' },
    });
    expect(second.body.data.order).toBe(2);
  });

  it('accepts a multipart form of banner fields', async () => {
    const form = new FormData();
    form.set('title', 'Por formulário');
    form.set('size_title', '24');
    form.set('weight_title', '700');
    form.set('font_title', 'Open Sans');
    const res = await call(create, 'POST', `${BASE}/bannersCustom/create`, { ...asAdmin(), form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ size_title: 24, weight_title: 700, font_title: 'Open Sans' });
  });

  it.each([
    [{ subtitle: 'x'.repeat(251) }, 'A descrição do banner é maior do que o limite de 250'],
    [{ font_title: 'Comic Sans' }, 'Escolha uma das fontes disponíveis'],
    [{ weight_title: 450 }, 'Escolha um dos pesos disponíveis'],
    [{ size_subtitle: 7 }, 'O tamanho deve estar entre 8 e 40'],
    [{ size_subtitle: 41 }, 'O tamanho deve estar entre 8 e 40'],
    [{ url_primary: 'javascript:alert(1)' }, 'Insira uma URL válida'],
    [{ url_primary: 'not a url' }, 'Insira uma URL válida'],
  ])('refuses %j with the SPEC message', async (bad, message) => {
    const before = await prisma.banner.count({ where: { tenantId: w.a.id } });
    const res = await createBanner({ title: 'X', ...bad });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await prisma.banner.count({ where: { tenantId: w.a.id } })).toBe(before);
  });

  it('accepts a subtitle of exactly 250 characters', async () => {
    const res = await createBanner({ title: 'Limite', subtitle: 'y'.repeat(250) });
    expect(res.status).toBe(201);
  });

  it('stores finalized uploads of the right kind and answers their public URLs', async () => {
    const image = await readyUpload(w.a.id, 'banner-image');
    const vertical = await readyUpload(w.a.id, 'banner-image');
    const video = await readyUpload(w.a.id, 'banner-video');
    const res = await createBanner({
      title: 'Mídia',
      url_image: image,
      url_image_vertical: vertical,
      url_video: video,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.url_image).toContain(image);
    expect(res.body.data.url_video).toContain(video);
    const row = await prisma.banner.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({ urlImage: image, urlImageVertical: vertical, urlVideo: video });
  });

  it('refuses arbitrary URLs, pending uploads, the wrong kind and other tenants’ uploads (422)', async () => {
    const cases = [
      { url_image: 'https://evil.example/x.png' },
      { url_image: await readyUpload(w.a.id, 'banner-image', 'pending') },
      { url_image: await readyUpload(w.a.id, 'badge') },
      { url_video: await readyUpload(w.a.id, 'banner-image') },
      { url_image: await readyUpload(w.b.id, 'banner-image') },
    ];
    for (const bad of cases) {
      const res = await createBanner({ title: 'X', ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.message).toBe('O envio do arquivo não foi concluído. Envie-o novamente.');
    }
  });

  it('a student gets 403 and nothing is created', async () => {
    const before = await prisma.banner.count();
    const res = await call(create, 'POST', `${BASE}/bannersCustom/create`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      body: { title: 'Aluno' },
    });
    expect(res.status).toBe(403);
    expect(await prisma.banner.count()).toBe(before);
  });
});

describe('update', () => {
  it('changes only the fields sent and keeps existing media when its URL comes back', async () => {
    const image = await readyUpload(w.a.id);
    const made = await createBanner({ title: 'Antes', subtitle: 'Desc', url_image: image });
    const id = made.body.data.id as string;
    const res = await call(update, 'POST', `${BASE}/bannersCustom/update/${id}`, {
      ...asAdmin(),
      params: { id },
      body: { title: 'Depois', url_image: made.body.data.url_image, weight_title: 900 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Depois', subtitle: 'Desc', weight_title: 900 });
    expect((await prisma.banner.findUniqueOrThrow({ where: { id } })).urlImage).toBe(image);

    const cleared = await call(update, 'POST', `${BASE}/bannersCustom/update/${id}`, {
      ...asAdmin(),
      params: { id },
      body: { url_image: null },
    });
    expect(cleared.body.data.url_image).toBeNull();
  });

  it("another tenant's banner is a 404, unchanged", async () => {
    const other = await makeBanner(w.b.id, undefined, 'Do B');
    const res = await call(update, 'POST', `${BASE}/bannersCustom/update/${other.id}`, {
      ...asAdmin(),
      params: { id: other.id },
      body: { title: 'Invadido' },
    });
    expect(res.status).toBe(404);
    expect((await prisma.banner.findUniqueOrThrow({ where: { id: other.id } })).title).toBe('Do B');
  });
});

describe('index, get, order, delete', () => {
  it('lists in order in data[2].data, reorders from 1, refuses foreign or missing ids, renumbers after delete', async () => {
    const t = await (await import('../support/factories')).createTenant();
    const admin = await (await import('../support/factories')).createUser(t, 'admin');
    const as = { host: t.host, cookie: admin.cookie };
    const b1 = await makeBanner(t.id, 1, 'Um');
    const b2 = await makeBanner(t.id, 2, 'Dois');
    const b3 = await makeBanner(t.id, 3, 'Três');

    const list = await call(index, 'GET', `${BASE}/bannersCustom/index/${t.id}`, {
      ...as,
      params: { tenant: t.id },
    });
    expect(list.status).toBe(200);
    expect(list.body[2].data.map((b: { title: string }) => b.title)).toEqual(['Um', 'Dois', 'Três']);

    const one = await call(getOne, 'GET', `${BASE}/bannersCustom/get/${t.id}/${b2.id}`, {
      ...as,
      params: { tenant: t.id, id: b2.id },
    });
    expect(one.body[2].data).toMatchObject({ id: b2.id, title: 'Dois', order: 2 });

    const reordered = await call(order, 'POST', `${BASE}/bannersCustom/order`, {
      ...as,
      body: { tenant_id: t.id, newOrdenation: [b3.id, b1.id, b2.id] },
    });
    expect(reordered.status).toBe(200);
    expect((await bannerOrders(t.id)).map((b) => [b.title, b.order])).toEqual([
      ['Três', 1],
      ['Um', 2],
      ['Dois', 3],
    ]);

    const foreign = await makeBanner(w.b.id, undefined, 'Alheio');
    for (const ids of [
      [b1.id, foreign.id],
      [b1.id, '0190aaaa-0000-7000-8000-000000000000'],
    ]) {
      const res = await call(order, 'POST', `${BASE}/bannersCustom/order`, {
        ...as,
        body: { tenant_id: t.id, newOrdenation: ids },
      });
      expect(res.status).toBe(404);
    }
    const dup = await call(order, 'POST', `${BASE}/bannersCustom/order`, {
      ...as,
      body: { newOrdenation: [b1.id, b1.id] },
    });
    expect(dup.status).toBe(400);
    expect((await bannerOrders(t.id)).map((b) => b.title)).toEqual(['Três', 'Um', 'Dois']);

    const del = await call(remove, 'DELETE', `${BASE}/bannersCustom/delete/${t.id}/${b3.id}`, {
      ...as,
      params: { tenant: t.id, id: b3.id },
    });
    expect(del.status).toBe(200);
    expect((await bannerOrders(t.id)).map((b) => [b.title, b.order])).toEqual([
      ['Um', 1],
      ['Dois', 2],
    ]);

    const again = await call(remove, 'DELETE', `${BASE}/bannersCustom/delete/${t.id}/${b3.id}`, {
      ...as,
      params: { tenant: t.id, id: b3.id },
    });
    expect(again.status).toBe(404);
    const crossDelete = await call(remove, 'DELETE', `${BASE}/bannersCustom/delete/${t.id}/${foreign.id}`, {
      ...as,
      params: { tenant: t.id, id: foreign.id },
    });
    expect(crossDelete.status).toBe(404);
    expect(await prisma.banner.findUnique({ where: { id: foreign.id } })).not.toBeNull();
  });
});

describe('settings and the home read', () => {
  it('saves transition, autoplay and seconds; bannersForHome returns banners in order with them', async () => {
    const t = await (await import('../support/factories')).createTenant();
    const admin = await (await import('../support/factories')).createUser(t, 'admin');
    await makeBanner(t.id, 2, 'B');
    await makeBanner(t.id, 1, 'A');
    const res = await call(saveSettings, 'POST', `${BASE}/update_banner_settings`, {
      host: t.host,
      cookie: admin.cookie,
      body: {
        tenant_id: t.id,
        banner_custom_transition_type: 'fade',
        banner_custom_autoplay: 1,
        banner_custom_autoplay_time: 6,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ banner_custom_transition_type: 'fade', banner_custom_autoplay: 1 });

    const ctx = await buildContext(makeRequest('GET', '/homepage', { host: t.host }));
    const home = await bannersForHome(ctx);
    expect(home.banners.map((b) => b.title)).toEqual(['A', 'B']);
    expect(home.settings).toMatchObject({
      banner_custom_transition_type: 'fade',
      banner_custom_autoplay: 1,
      banner_custom_autoplay_time: 6,
    });

    const off = await call(saveSettings, 'POST', `${BASE}/update_banner_settings`, {
      host: t.host,
      cookie: admin.cookie,
      body: {
        banner_custom_transition_type: 'normal',
        banner_custom_autoplay: 0,
        banner_custom_autoplay_time: 4,
      },
    });
    expect(off.body.data).toMatchObject({
      banner_custom_autoplay: 0,
      banner_custom_transition_type: 'normal',
    });
  });

  it('answers in English for an English caller', async () => {
    const res = await call(create, 'POST', `${BASE}/bannersCustom/create`, {
      ...asAdmin(),
      headers: { 'accept-language': 'en' },
      body: { subtitle: 'x'.repeat(251) },
    });
    expect(res.body.message).toBe('The banner description is longer than the 250 limit');
  });
});
