import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as finalizeRoute } from '@/app/api/uploads/[id]/finalize/route';
import { POST as presignRoute } from '@/app/api/uploads/presign/route';
import { prisma } from '@/lib/server/db';
import { setStorageForTests } from '@/lib/server/storage';
import { createS3Storage } from '@/lib/server/storage/s3';
import type { StorageDriver } from '@/lib/server/storage/types';
import { requireReadyUpload } from '@/lib/server/storage/uploads';
import { createWorld } from '../support/factories';
import { call } from '../support/http';
import { BUCKET, contextFor, FAKE_PNG, GIF, MP4, PDF, PNG, startS3 } from './helpers';

// The s3 driver against a real S3-protocol server (s3rver). s3rver does not enforce the signed
// Content-Type/Length, so these tests prove that finalize is the guard.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let s3: Awaited<ReturnType<typeof startS3>>;
let storage: StorageDriver;

beforeAll(async () => {
  s3 = await startS3();
  storage = createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  setStorageForTests(storage);
  w = await createWorld();
});

afterAll(async () => {
  setStorageForTests(null);
  await s3?.stop();
});

async function presign(body: Record<string, unknown>, as = { host: w.a.host, cookie: w.adminA.cookie }) {
  return call(presignRoute, 'POST', '/api/uploads/presign', { ...as, body });
}

async function finalize(id: string, as = { host: w.a.host, cookie: w.adminA.cookie }) {
  return call(finalizeRoute, 'POST', `/api/uploads/${id}/finalize`, { ...as, params: { id } });
}

/** presign a PNG cover, then PUT `bytes` with `type` to the presigned URL as a browser would. */
async function upload(
  bytes: Buffer,
  type = 'image/png',
  declared: number = PNG.length,
  kind = 'community-cover',
) {
  const p = await presign({ kind, filename: 'capa.png', content_type: 'image/png', size: declared });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  const put = await fetch(p.body.data.url, {
    method: 'PUT',
    headers: { 'content-type': type },
    body: new Uint8Array(bytes),
  });
  return { p: p.body.data, put };
}

describe('s3 driver: presign + PUT + finalize', () => {
  it('presigns a PUT that signs content type and length, and finalize accepts a real PNG', async () => {
    const { p, put } = await upload(PNG);
    expect(put.status).toBe(200);
    expect(p).toMatchObject({
      upload_id: expect.any(String),
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      max_bytes: 1048576,
    });
    expect(p.key).toMatch(new RegExp(`^tenants/${w.a.id}/community-cover/[0-9a-f-]{36}\\.png$`));
    const signed = new URL(p.url).searchParams.get('X-Amz-SignedHeaders')!.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(p.url).not.toContain('x-amz-checksum');

    const f = await finalize(p.upload_id);
    expect(f.status, JSON.stringify(f.body)).toBe(200);
    expect(f.body.data).toMatchObject({
      upload_id: p.upload_id,
      status: 'ready',
      size: PNG.length,
      content_type: 'image/png',
    });
    expect(f.body.data.url).toBe(`${s3.endpoint}/${BUCKET}/${p.key}`);
    // idempotent
    expect((await finalize(p.upload_id)).body.data.status).toBe('ready');
    // and the object is publicly readable where url says
    expect(Buffer.from(await (await fetch(f.body.data.url)).arrayBuffer())).toEqual(PNG);
  });

  it('refuses a bigger file than declared (the store accepted it) and deletes the object', async () => {
    const { p, put } = await upload(Buffer.concat([PNG, Buffer.alloc(500)]));
    expect(put.status).toBe(200); // s3rver does not enforce the signed length; real S3 would 403
    const f = await finalize(p.upload_id);
    expect(f.status).toBe(422);
    expect(f.body.message).toBe('O tamanho do arquivo enviado não corresponde ao informado.');
    expect(await storage.head(p.key)).toBeNull();
    expect((await prisma.upload.findUniqueOrThrow({ where: { id: p.upload_id } })).status).toBe('rejected');
    expect((await finalize(p.upload_id)).status).toBe(422);
  });

  it('refuses a file over the kind limit with the SPEC message (413) and deletes it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1048576)]);
    const { p } = await upload(big, 'image/png', 1000, 'badge');
    const f = await finalize(p.upload_id);
    expect(f.status).toBe(413);
    expect(f.body.message).toBe('O arquivo excede o tamanho máximo permitido de 1MB.');
    expect(await storage.head(p.key)).toBeNull();
  });

  it('refuses another content type than the signed one', async () => {
    const gifPadded = Buffer.concat([GIF, Buffer.alloc(PNG.length - GIF.length)]);
    const { p, put } = await upload(gifPadded, 'image/gif');
    expect(put.status).toBe(200);
    const f = await finalize(p.upload_id);
    expect(f.status).toBe(422);
    expect(f.body.message).toBe('O tipo do arquivo enviado não corresponde ao informado.');
    expect(await storage.head(p.key)).toBeNull();
  });

  it('refuses bytes that are not what the type claims', async () => {
    const { p } = await upload(FAKE_PNG);
    const f = await finalize(p.upload_id);
    expect(f.status).toBe(422);
    expect(f.body.message).toBe('O conteúdo do arquivo não corresponde ao tipo informado.');
    expect(await storage.head(p.key)).toBeNull();
    expect((await prisma.upload.findUniqueOrThrow({ where: { id: p.upload_id } })).status).toBe('rejected');
  });

  it('answers 422 while nothing was uploaded, and still accepts the file afterwards', async () => {
    const p = (
      await presign({
        kind: 'community-cover',
        filename: 'a.png',
        content_type: 'image/png',
        size: PNG.length,
      })
    ).body.data;
    const early = await finalize(p.upload_id);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('O arquivo não foi recebido. Envie-o novamente.');
    await fetch(p.url, { method: 'PUT', headers: p.headers, body: PNG });
    expect((await finalize(p.upload_id)).status).toBe(200);
  });

  it('a video goes to "uploaded"', async () => {
    const p = (
      await presign({ kind: 'banner-video', filename: 'v.mp4', content_type: 'video/mp4', size: MP4.length })
    ).body.data;
    await fetch(p.url, { method: 'PUT', headers: p.headers, body: MP4 });
    const f = await finalize(p.upload_id);
    expect(f.status, JSON.stringify(f.body)).toBe(200);
    expect(f.body.data.status).toBe('uploaded');
  });
});

describe('s3 driver: documents are stored as attachments (decision 147)', () => {
  it("a member's PDF comes back from the bucket as an attachment; an image stays inline", async () => {
    const student = { host: w.a.host, cookie: w.studentA.cookie };
    const p = (
      await presign(
        { kind: 'post-file', filename: 'notas.pdf', content_type: 'application/pdf', size: PDF.length },
        student,
      )
    ).body.data;
    const name = p.key.split('/').pop();
    expect(p.headers).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
    });
    const signed = new URL(p.url).searchParams.get('X-Amz-SignedHeaders')!.split(';');
    expect(signed).toContain('content-disposition');
    expect((await fetch(p.url, { method: 'PUT', headers: p.headers, body: PDF })).status).toBe(200);
    const f = await finalize(p.upload_id, student);
    expect(f.status, JSON.stringify(f.body)).toBe(200);
    const got = await fetch(f.body.data.url);
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);

    const img = (
      await presign(
        { kind: 'post-image', filename: 'a.png', content_type: 'image/png', size: PNG.length },
        student,
      )
    ).body.data;
    expect(img.headers).toEqual({ 'content-type': 'image/png' });
  });

  it('finalize refuses a document PUT without the signed Content-Disposition and deletes it', async () => {
    const p = (
      await presign({
        kind: 'document',
        filename: 'a.pdf',
        content_type: 'application/pdf',
        size: PDF.length,
      })
    ).body.data;
    // s3rver does not enforce signed headers (real S3 would answer 403): finalize is the guard
    await fetch(p.url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF });
    const f = await finalize(p.upload_id);
    expect(f.status).toBe(422);
    expect(await storage.head(p.key)).toBeNull();
  });
});

describe('s3 driver: who may presign and finalize', () => {
  it("tenant B cannot finalize tenant A's upload (404), and the object stays", async () => {
    const { p } = await upload(PNG);
    const f = await finalize(p.upload_id, { host: w.b.host, cookie: w.adminB.cookie });
    expect(f.status).toBe(404);
    // A's cookie on B's host is no session at all
    expect((await finalize(p.upload_id, { host: w.b.host, cookie: w.adminA.cookie })).status).toBe(401);
    expect(await storage.head(p.key)).not.toBeNull();
    expect((await prisma.upload.findUniqueOrThrow({ where: { id: p.upload_id } })).status).toBe('pending');
  });

  it('a student presigning an editor kind -> 403; a post image is fine', async () => {
    const student = { host: w.a.host, cookie: w.studentA.cookie };
    const body = { filename: 'a.png', content_type: 'image/png', size: PNG.length };
    expect((await presign({ ...body, kind: 'community-cover' }, student)).status).toBe(403);
    expect((await presign({ ...body, kind: 'badge' }, student)).status).toBe(403);
    const ok = await presign({ ...body, kind: 'post-image' }, student);
    expect(ok.status).toBe(201);
    await fetch(ok.body.data.url, { method: 'PUT', headers: ok.body.data.headers, body: PNG });
    // another student of the same tenant cannot finalize it
    const other = await import('../support/factories').then((m) => m.createUser(w.a, 'student'));
    expect((await finalize(ok.body.data.upload_id, { host: w.a.host, cookie: other.cookie })).status).toBe(
      404,
    );
    expect((await finalize(ok.body.data.upload_id, student)).status).toBe(200);
  });

  it('anonymous -> 401 on presign and finalize', async () => {
    const res = await presign(
      { kind: 'post-image', filename: 'a.png', content_type: 'image/png', size: 10 },
      { host: w.a.host, cookie: '' },
    );
    expect(res.status).toBe(401);
    const { p } = await upload(PNG);
    expect((await finalize(p.upload_id, { host: w.a.host, cookie: '' })).status).toBe(401);
  });

  it('a declared size over the limit -> 413 with the SPEC wording of each kind', async () => {
    const cases: [string, string, string, string][] = [
      ['badge', 'b.png', 'image/png', 'O arquivo excede o tamanho máximo permitido de 1MB.'],
      ['community-cover', 'c.png', 'image/png', 'Por favor, escolha um arquivo com tamanho de até 1MB.'],
      ['banner-video', 'v.mp4', 'video/mp4', 'O tamanho limite para esse vídeo é 25 MB'],
      ['document', 'd.pdf', 'application/pdf', 'O arquivo excede o tamanho máximo permitido.'],
      ['banner-image', 'b.png', 'image/png', 'O arquivo excede o tamanho máximo permitido de 5MB.'],
    ];
    for (const [kind, filename, content_type, message] of cases) {
      const limit =
        { badge: 1, 'community-cover': 1, 'banner-video': 25, document: 15, 'banner-image': 5 }[kind]! *
        1048576;
      expect((await presign({ kind, filename, content_type, size: limit })).status, kind).toBe(201);
      const res = await presign({ kind, filename, content_type, size: limit + 1 });
      expect(res.status, kind).toBe(413);
      expect(res.body).toMatchObject({
        message,
        error: message,
        code: 'PAYLOAD_TOO_LARGE',
        max_bytes: limit,
      });
    }
  });

  it('a type the kind does not allow -> 415 translated; unknown kind -> 400', async () => {
    const svg = await presign({
      kind: 'community-cover',
      filename: 'x.svg',
      content_type: 'image/svg+xml',
      size: 10,
    });
    expect(svg.status).toBe(415);
    expect(svg.body.message).toBe(
      'Tipo de arquivo não permitido. Envie um arquivo png, jpg, jpeg, jfif, webp.',
    );
    const gif = await call(presignRoute, 'POST', '/api/uploads/presign', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      headers: { 'accept-language': 'en', cookie: `${w.adminA.cookie}; NEXT_LOCALE=en` },
      body: { kind: 'community-cover', filename: 'x.gif', content_type: 'image/gif', size: 10 },
    });
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe('File type not allowed. Send a png, jpg, jpeg, jfif, webp file.');
    expect(
      (await presign({ kind: 'nope', filename: 'x.png', content_type: 'image/png', size: 10 })).status,
    ).toBe(400);
  });

  it('an empty content type is decided by the extension (Windows gives none for .mkv)', async () => {
    const res = await presign({ kind: 'banner-video', filename: 'Aula 1.MKV', content_type: '', size: 100 });
    expect(res.status).toBe(201);
    expect(res.body.data.headers['content-type']).toBe('video/x-matroska');
    expect(res.body.data.key).toMatch(/\.mkv$/);
  });
});

describe('requireReadyUpload', () => {
  it('accepts a finalized upload of the tenant and kind, refuses anything else with 422', async () => {
    const { p } = await upload(PNG);
    const ctxA = await contextFor(w.a.host, w.adminA.cookie);
    await expect(requireReadyUpload(ctxA, p.key, 'community-cover')).rejects.toMatchObject({ status: 422 });
    await finalize(p.upload_id);
    await expect(requireReadyUpload(ctxA, p.key, 'community-cover')).resolves.toMatchObject({
      key: p.key,
      size: PNG.length,
    });
    await expect(requireReadyUpload(ctxA, p.key, 'badge')).rejects.toMatchObject({
      status: 422,
      messageKey: 'uploads.notFinished',
    });
    const ctxB = await contextFor(w.b.host, w.adminB.cookie);
    await expect(requireReadyUpload(ctxB, p.key, 'community-cover')).rejects.toMatchObject({ status: 422 });
    await expect(requireReadyUpload(ctxA, '../../etc/passwd', 'community-cover')).rejects.toMatchObject({
      status: 422,
    });
  });
});
