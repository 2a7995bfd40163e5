import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { GET as fileRoute } from '@/app/api/videos/file/[...key]/route';
import { PUT as partRoute } from '@/app/api/videos/local-parts/[upload]/[part]/route';
import { POST as completeRoute } from '@/app/api/videos/[id]/complete/route';
import { GET as listRoute, POST as partsRoute } from '@/app/api/videos/[id]/parts/route';
import { POST as createRoute } from '@/app/api/videos/route';
import { call } from '../support/http';
import { MP4 } from '../storage/helpers';

export type As = { host: string; cookie?: string };

/** `size` bytes that open like an MP4 (ftyp box), the rest random: what the signature check reads. */
export function mp4Bytes(size: number): Buffer {
  return Buffer.concat([MP4, randomBytes(size - MP4.length)]);
}

export const createVideo = (as: As, body: Record<string, unknown>) =>
  call(createRoute, 'POST', '/api/videos', { ...as, body });

export const presignParts = (as: As, id: string, numbers: number[]) =>
  call(partsRoute, 'POST', `/api/videos/${id}/parts`, { ...as, body: { part_numbers: numbers } });

export const listParts = (as: As, id: string) => call(listRoute, 'GET', `/api/videos/${id}/parts`, as);

export const complete = (as: As, id: string) => call(completeRoute, 'POST', `/api/videos/${id}/complete`, as);

/** A PUT as the browser makes it: to the app's route (local driver) or straight to the store (S3). */
export async function putPart(host: string, url: string, body: Buffer): Promise<number> {
  if (/^https?:/.test(url)) {
    const res = await fetch(url, { method: 'PUT', body: new Uint8Array(body) });
    await res.arrayBuffer();
    return res.status;
  }
  const [pathname] = url.split('?');
  const [upload, part] = pathname!.replace('/api/videos/local-parts/', '').split('/');
  const req = new Request(`http://${host}${url}`, {
    method: 'PUT',
    headers: { host, 'content-length': String(body.length) },
    body: new Uint8Array(body),
  });
  const res = await partRoute(req, { params: Promise.resolve({ upload: upload!, part: part! }) });
  await res.text();
  return res.status;
}

/** A GET of a signed URL as the browser makes it: the app's route (local) or the store (S3). */
export async function getSigned(host: string, url: string, headers: Record<string, string> = {}) {
  let res: Response;
  if (/^https?:/.test(url)) res = await fetch(url, { headers });
  else {
    const [pathname] = url.split('?');
    const key = pathname!.replace('/api/videos/file/', '').split('/').map(decodeURIComponent);
    const req = new Request(`http://${host}${url}`, { headers: { host, ...headers } });
    res = await fileRoute(req, { params: Promise.resolve({ key }) });
  }
  // read to the end: an unread body keeps the connection (and the test server) busy
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body };
}

/** Uploads the given parts of `bytes` to an asset; returns the part numbers sent. */
export async function sendParts(as: As, id: string, bytes: Buffer, partSize: number, numbers: number[]) {
  const p = await presignParts(as, id, numbers);
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  for (const part of p.body.data.parts as { part_number: number; url: string; size: number }[]) {
    const start = (part.part_number - 1) * partSize;
    const chunk = bytes.subarray(start, start + part.size);
    expect(await putPart(as.host, part.url, chunk)).toBe(200);
  }
}

/** create -> every part -> complete; the asset's view. */
export async function uploadVideo(as: As, bytes: Buffer, filename = 'aula.mp4', type = 'video/mp4') {
  const c = await createVideo(as, { filename, content_type: type, size: bytes.length });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  const v = c.body.data;
  await sendParts(
    as,
    v.id,
    bytes,
    v.part_size,
    Array.from({ length: v.part_count }, (_, i) => i + 1),
  );
  const done = await complete(as, v.id);
  return { created: v, done };
}
