import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as removeRoute, PUT as photoRoute } from '@/app/api/account/photo/route';
import { GET as meGET } from '@/app/api/auth/me/route';
import { AVATAR_KIND_ACCEPT } from '@/lib/auth/photo-accept';
import { acceptAttribute } from '@/lib/server/storage/kinds';
import { createTenant, createUser, type TestTenant } from '../support/factories';
import { call } from '../support/http';
import { readyUpload, withLocalStorage } from '../support/uploads';

// The member's photo on 'Meu perfil' (issue 54, ADR 0285).
withLocalStorage('account-photo');
let t: TestTenant;
let other: TestTenant;
beforeAll(async () => {
  t = await createTenant('Escola Foto');
  other = await createTenant('Outra Escola Foto');
});

const put = (cookie: string, key: string) =>
  call(photoRoute, 'PUT', '/api/account/photo', { host: t.host, cookie, body: { key } });
const photoOf = async (cookie: string) =>
  (await call(meGET, 'GET', '/api/auth/me', { host: t.host, cookie })).body.data.photo_url as string | null;

describe('account photo', () => {
  it('sets the member own finished avatar upload and removes it', async () => {
    const u = await createUser(t, 'student', 'Com Foto');
    const key = await readyUpload(t.id, 'avatar', {
      createdById: u.id,
      ext: 'webp',
      contentType: 'image/webp',
    });
    const res = await put(u.cookie, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.photo_url).toBe(`/api/uploads/file/${key}`);
    expect(await photoOf(u.cookie)).toBe(`/api/uploads/file/${key}`);
    const removed = await call(removeRoute, 'DELETE', '/api/account/photo', {
      host: t.host,
      cookie: u.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await photoOf(u.cookie)).toBeNull();
  });

  it("refuses another member's upload, another kind, an unfinished one and another school's", async () => {
    const u = await createUser(t, 'student', 'Sem Foto');
    const admin = await createUser(t, 'admin', 'Admin Foto');
    const someone = await createUser(t, 'student', 'Outra Pessoa');
    const theirs = await readyUpload(t.id, 'avatar', { createdById: someone.id });
    const cover = await readyUpload(t.id, 'post-image', { createdById: u.id });
    const pending = await readyUpload(t.id, 'avatar', { createdById: u.id, status: 'pending' });
    const elsewhere = await readyUpload(other.id, 'avatar', { createdById: u.id });
    for (const key of [theirs, cover, pending, elsewhere])
      expect((await put(u.cookie, key)).status).toBe(422);
    // editors may reuse the team's uploads elsewhere, not another member's photo as their own
    expect((await put(admin.cookie, theirs)).status).toBe(422);
    expect(await photoOf(u.cookie)).toBeNull();
    expect((await put(u.cookie, '')).status).toBe(400);
    const anon = await call(photoRoute, 'PUT', '/api/account/photo', { host: t.host, body: { key: theirs } });
    expect(anon.status).toBe(401);
  });

  it("keeps the input's accepted types equal to the 'avatar' upload kind", () => {
    expect(AVATAR_KIND_ACCEPT).toBe(acceptAttribute('avatar'));
  });
});
