import { beforeAll, describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/auth/config/plataforma/bannersCustom/create/route';
import { POST as update } from '@/app/api/auth/config/plataforma/bannersCustom/update/[id]/route';
import { ZBannerForm } from '@/lib/banners/schemas';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createWorld } from '../support/factories';
import { makeBanner, readyUpload } from './helpers';

// Issue 14: a banner needs at least an image (or video) or a title, in the form and on the server.

type World = Awaited<ReturnType<typeof createWorld>>;
const BASE = '/api/auth/config/plataforma';
let w: World;
beforeAll(async () => {
  w = await createWorld();
});
const asAdmin = () => ({ host: w.a.host, cookie: w.adminA.cookie });
const count = () => prisma.banner.count({ where: { tenantId: w.a.id } });

describe('an empty banner', () => {
  it('is refused by the form schema with the translated key on the title', () => {
    const r = ZBannerForm.safeParse({ title: '   ' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({
      path: ['title'],
      message: 'ux.bannerImageOrTitleRequired',
    });
    expect(ZBannerForm.safeParse({ title: 'Oi' }).success).toBe(true);
    expect(ZBannerForm.safeParse({ url_image: 'tenants/x/banner-image/a.png' }).success).toBe(true);
  });

  it('is refused on create (400, Portuguese message, nothing saved)', async () => {
    const before = await count();
    const res = await call(create, 'POST', `${BASE}/bannersCustom/create`, {
      ...asAdmin(),
      body: { title: '', subtitle: 'só descrição' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Adicione uma imagem ou um título ao banner.');
    expect(await count()).toBe(before);
  });

  it('is accepted with only an image', async () => {
    const key = await readyUpload(w.a.id);
    const res = await call(create, 'POST', `${BASE}/bannersCustom/create`, {
      ...asAdmin(),
      body: { url_image: key },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.size_title).toBe(40);
  });

  it('is refused when an update would empty it, and the banner stays as it was', async () => {
    const b = await makeBanner(w.a.id, 50, 'Só título');
    const res = await call(update, 'POST', `${BASE}/bannersCustom/update/${b.id}`, {
      ...asAdmin(),
      params: { id: b.id },
      headers: { 'accept-language': 'en' },
      body: { title: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Add an image or a title to the banner.');
    expect((await prisma.banner.findUniqueOrThrow({ where: { id: b.id } })).title).toBe('Só título');
  });
});
