import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as finalizeRoute } from '@/app/api/uploads/[id]/finalize/route';
import { GET as fileRoute } from '@/app/api/uploads/file/[...key]/route';
import { PUT as localPut } from '@/app/api/uploads/local/[...key]/route';
import { POST as presignRoute } from '@/app/api/uploads/presign/route';
import { setStorageForTests } from '@/lib/server/storage';
import { createLocalStorage, type LocalStorage } from '@/lib/server/storage/local';
import { createWorld } from '../support/factories';
import { call } from '../support/http';
import { filesUnder, PDF, PNG, tempDir } from './helpers';

// The local driver through the app's own route handlers: the signed PUT, finalize and the public GET.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let dir: string;
let local: LocalStorage;

beforeAll(async () => {
  dir = await tempDir('local');
  local = createLocalStorage({ dir, secret: 'test-secret-'.padEnd(40, 'x') });
  setStorageForTests(local);
  w = await createWorld();
});

afterAll(async () => {
  setStorageForTests(null);
  await rm(dir, { recursive: true, force: true });
});

type Presigned = {
  upload_id: string;
  key: string;
  url: string;
  headers: Record<string, string>;
  public_url: string;
};

async function presign(
  body: Record<string, unknown>,
  as = { host: w.a.host, cookie: w.adminA.cookie },
): Promise<Presigned> {
  const res = await call(presignRoute, 'POST', '/api/uploads/presign', { ...as, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const presignPng = (size = PNG.length) =>
  presign({ kind: 'community-cover', filename: 'capa.png', content_type: 'image/png', size });

/** The catch-all params Next would give, from the raw path (no URL normalisation of "..", as a raw client could send). */
const keyParts = (url: string) =>
  url
    .split('?')[0]!
    .replace(/^\/api\/uploads\/(local|file)\//, '')
    .split('/')
    .map(decodeURIComponent);

/** PUT through the local route handler, as the browser would to the presigned URL. */
async function put(
  url: string,
  body: BodyInit,
  opts: { host?: string; type?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers({ host: opts.host ?? w.a.host, ...(opts.headers ?? {}) });
  if (opts.type !== undefined) headers.set('content-type', opts.type);
  const req = new Request(`http://${opts.host ?? w.a.host}${url}`, {
    method: 'PUT',
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const res = await localPut(req, { params: Promise.resolve({ key: keyParts(url) }) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function finalize(id: string, as = { host: w.a.host, cookie: w.adminA.cookie }) {
  return call(finalizeRoute, 'POST', `/api/uploads/${id}/finalize`, { ...as, params: { id } });
}

async function get(url: string, host = w.a.host, headers: Record<string, string> = {}) {
  const req = new Request(`http://${host}${url}`, { headers: { host, ...headers } });
  return fileRoute(req, { params: Promise.resolve({ key: keyParts(url) }) });
}

/** A body stream with no Content-Length, so only counting the bytes can stop it. */
function stream(total: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(c) {
      if (sent >= total) return c.close();
      const n = Math.min(chunk, total - sent);
      sent += n;
      c.enqueue(new Uint8Array(n).fill(0x41));
    },
  });
}

describe('local driver', () => {
  it('presign -> PUT through the app -> finalize -> GET serves it with its type', async () => {
    const p = await presignPng();
    expect(p.url).toMatch(/^\/api\/uploads\/local\/tenants\/.+\?exp=\d+&type=image%2Fpng&max=\d+&sig=/);
    expect(p.public_url).toBe(`/api/uploads/file/${p.key}`);
    expect((await put(p.url, PNG, { type: 'image/png' })).status).toBe(200);
    expect(await filesUnder(dir)).toEqual([p.key, `${p.key}.meta`]);

    // not served before finalize
    expect((await get(p.public_url)).status).toBe(404);
    const f = await finalize(p.upload_id);
    expect(f.status, JSON.stringify(f.body)).toBe(200);
    expect(f.body.data).toMatchObject({ status: 'ready', size: PNG.length, url: p.public_url });

    const res = await get(p.public_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);

    const part = await get(p.public_url, w.a.host, { range: 'bytes=0-7' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${PNG.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(PNG.subarray(0, 8));

    // another tenant's host never serves it
    expect((await get(p.public_url, w.b.host)).status).toBe(404);
    // and the signed URL cannot replace the checked file
    expect((await put(p.url, PNG, { type: 'image/png' })).status).toBe(409);
  });

  it('a document, PDF included, downloads instead of rendering inline', async () => {
    const p = await presign({
      kind: 'document',
      filename: 'Apostila.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    expect((await put(p.url, PDF, { type: 'application/pdf' })).status).toBe(200);
    expect((await finalize(p.upload_id)).status).toBe(200);
    const res = await get(p.public_url);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('a streamed body over the signed max is refused with 413 and nothing is left on disk', async () => {
    const p = await presignPng();
    const before = await filesUnder(dir);
    const res = await put(p.url, stream(PNG.length + 200_000), { type: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Por favor, escolha um arquivo com tamanho de até 1MB.');
    expect(await filesUnder(dir)).toEqual(before);
    expect((await finalize(p.upload_id)).status).toBe(422);
  });

  it('a declared Content-Length over the max is refused before reading', async () => {
    const p = await presignPng();
    const res = await put(p.url, PNG, {
      type: 'image/png',
      headers: { 'content-length': String(5_000_000) },
    });
    expect(res.status).toBe(413);
  });

  it('a bad signature, a changed limit or type, and an expired URL -> 403', async () => {
    const p = await presignPng();
    const url = new URL(p.url, 'http://x');
    const tamper = (k: string, v: string) => {
      const u = new URL(url);
      u.searchParams.set(k, v);
      return u.pathname + u.search;
    };
    for (const bad of [
      tamper('sig', 'AAAA'),
      tamper('max', '99999999'),
      tamper('type', 'text/html'),
      url.pathname,
    ]) {
      const res = await put(bad, PNG, { type: 'image/png' });
      expect(res.status, bad).toBe(403);
      expect(res.body.message).toBe('O link de envio é inválido ou expirou. Tente novamente.');
    }
    const expired = await local.presignPut({
      key: p.key,
      contentType: 'image/png',
      maxBytes: 1048576,
      expiresIn: -60,
    });
    expect((await put(expired.url, PNG, { type: 'image/png' })).status).toBe(403);
  });

  it('another Content-Type than the signed one -> 415', async () => {
    const p = await presignPng();
    expect((await put(p.url, PNG, { type: 'text/html' })).status).toBe(415);
    expect((await put(p.url, PNG, {})).status).toBe(415);
  });

  it("a URL used on another tenant's host -> 404", async () => {
    const p = await presignPng();
    expect((await put(p.url, PNG, { type: 'image/png', host: w.b.host })).status).toBe(404);
  });

  it('finalize refuses what the local PUT let through when the bytes lie, and removes it', async () => {
    const fake = Buffer.from('GIF89a'.padEnd(PNG.length, '\0'));
    const p = await presignPng();
    expect((await put(p.url, fake, { type: 'image/png' })).status).toBe(200);
    const f = await finalize(p.upload_id);
    expect(f.status).toBe(422);
    expect(await filesUnder(dir)).not.toContain(p.key);
    expect((await get(p.public_url)).status).toBe(404);
  });

  it('traversal and malformed keys never reach the disk', async () => {
    const p = await presignPng();
    const { search } = new URL(p.url, 'http://x');
    const bad = [
      `tenants/${w.a.id}/community-cover/../../../../etc/passwd`,
      `tenants/${w.a.id}/community-cover/..%2f..%2fsecret.png`,
      `tenants/${w.a.id}/not-a-kind/${p.key.split('/').pop()}`,
      `tenants/${w.a.id}/community-cover/${p.key.split('/').pop()}.meta`,
      `${p.key}/x`,
      'etc/passwd',
    ];
    for (const key of bad) {
      expect((await put(`/api/uploads/local/${key}${search}`, PNG, { type: 'image/png' })).status, key).toBe(
        404,
      );
      expect((await get(`/api/uploads/file/${key}`)).status, key).toBe(404);
    }
    const traversal = await fileRoute(new Request(`http://${w.a.host}/x`, { headers: { host: w.a.host } }), {
      params: Promise.resolve({
        key: ['tenants', w.a.id, 'community-cover', '..', '..', '..', 'storage-secret'],
      }),
    });
    expect(traversal.status).toBe(404);
  });
});
