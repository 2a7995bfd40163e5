import { beforeAll, describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/auth/config/plataforma/bannersCustom/create/route';
import { POST as videoLink } from '@/app/api/auth/config/plataforma/bannersCustom/upload-video/create-link-upload-video/route';
import { POST as finalize } from '@/app/api/uploads/[id]/finalize/route';
import { PUT as localPut } from '@/app/api/uploads/local/[...key]/route';
import { MP4 } from '../storage/helpers';
import { withLocalStorage } from '../support/uploads';
import { call, makeRequest } from '../support/http';
import { createWorld } from '../support/factories';

// The banner video path of SPEC 7: create-link-upload-video -> PUT -> finalize (processing -> uploaded)
// -> the banner refers to it. Through the local driver's real routes.

const BASE = '/api/auth/config/plataforma';
type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
withLocalStorage('banner-video');
beforeAll(async () => {
  w = await createWorld();
});

async function putLocal(url: string, headers: Record<string, string>, body: Buffer) {
  const key = url
    .split('?')[0]!
    .replace(/^\/api\/uploads\/local\//, '')
    .split('/')
    .map(decodeURIComponent);
  const req = makeRequest('PUT', url, { host: w.a.host, headers });
  return localPut(new Request(req, { body: new Uint8Array(body) }), { params: Promise.resolve({ key }) });
}

describe('banner video upload', () => {
  it('presigns, uploads, finalizes as uploaded, and the banner stores it', async () => {
    const admin = { host: w.a.host, cookie: w.adminA.cookie };
    const link = await call(
      videoLink,
      'POST',
      `${BASE}/bannersCustom/upload-video/create-link-upload-video`,
      {
        ...admin,
        body: { filename: 'chamada.mp4', size: MP4.length },
      },
    );
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const { path, url, upload_id, headers } = link.body.data;
    expect(path).toMatch(new RegExp(`^tenants/${w.a.id}/banner-video/.+\\.mp4$`));

    // Before finalize the banner refuses the key.
    const early = await call(create, 'POST', `${BASE}/bannersCustom/create`, {
      ...admin,
      body: { title: 'Vídeo', url_video: path },
    });
    expect(early.status).toBe(422);

    expect((await putLocal(url, headers, MP4)).status).toBeLessThan(300);
    const done = await call(finalize, 'POST', `/api/uploads/${upload_id}/finalize`, {
      ...admin,
      params: { id: upload_id },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('uploaded');

    const banner = await call(create, 'POST', `${BASE}/bannersCustom/create`, {
      ...admin,
      body: { title: 'Vídeo', url_video: path, url_video_vertical: path },
    });
    expect(banner.status, JSON.stringify(banner.body)).toBe(201);
    expect(banner.body.data.url_video).toContain(path);
  });

  it('refuses a video over 25 MB with the SPEC message, and non-video types', async () => {
    const admin = { host: w.a.host, cookie: w.adminA.cookie };
    const big = await call(videoLink, 'POST', `${BASE}/bannersCustom/upload-video/create-link-upload-video`, {
      ...admin,
      body: { filename: 'grande.mp4', size: 25 * 1024 * 1024 + 1 },
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('O tamanho limite para esse vídeo é 25 MB');
    const exe = await call(videoLink, 'POST', `${BASE}/bannersCustom/upload-video/create-link-upload-video`, {
      ...admin,
      body: { filename: 'virus.exe', size: 100 },
    });
    expect(exe.status).toBe(415);
  });

  it('a student cannot ask for a video link', async () => {
    const res = await call(videoLink, 'POST', `${BASE}/bannersCustom/upload-video/create-link-upload-video`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      body: { filename: 'a.mp4', size: 100 },
    });
    expect(res.status).toBe(403);
  });
});
