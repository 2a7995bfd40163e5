import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MultipartDriver, PresignedPut, StoredPart } from './types';

// The local driver's copy of S3 multipart uploads (docs/adr/0421), so the demo and the tests run the
// same browser and server code as with a bucket. An upload is a folder {dir}/.multipart/{uploadId}/
// holding meta.json ({ key, contentType, partSize, createdAt }), one `data` file every part is written
// into at its own offset ((n - 1) x partSize), and one marker file per finished part, named by its number
// ({ size, etag }), written only once the part is whole (and removed before a part is sent again): the
// markers are what the server trusts, like S3's ListParts. Complete truncates `data` and renames it:
// the bytes are written once, as on S3.

const UPLOAD_ID = /^[0-9a-f]{32}$/;
const MAX_PARTS = 10_000;

export interface MultipartMeta {
  key: string;
  contentType: string;
  partSize: number;
  createdAt: number;
}

export type PartVerify = { ok: true; size: number } | { ok: false; reason: 'signature' | 'expired' };

export class PartTooLargeError extends Error {}

export interface LocalMultipart extends MultipartDriver {
  verifyPart(
    uploadId: string,
    partNumber: number,
    query: Record<string, string | undefined>,
    now?: number,
  ): PartVerify;
  meta(uploadId: string): Promise<MultipartMeta | null>;
  /** Streams one part to disk; PartTooLargeError past `size` bytes, leaving nothing behind. */
  writePart(
    uploadId: string,
    partNumber: number,
    body: ReadableStream<Uint8Array> | null,
    size: number,
  ): Promise<void>;
  /** upload ids whose folder is older than `before` (ms since epoch) */
  listStale(before: number): Promise<string[]>;
}

export function createLocalMultipart(
  dir: string,
  secret: string,
  fileOf: (key: string) => string,
  writeMeta: (file: string, contentType: string) => Promise<void>,
): LocalMultipart {
  const root = path.join(dir, '.multipart');
  const folder = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error('invalid upload id');
    return path.join(root, uploadId);
  };
  const sign = (uploadId: string, n: number, exp: number, size: number) =>
    createHmac('sha256', secret).update(`PART\n${uploadId}\n${n}\n${exp}\n${size}`).digest('base64url');

  async function meta(uploadId: string): Promise<MultipartMeta | null> {
    if (!UPLOAD_ID.test(uploadId)) return null;
    try {
      return JSON.parse(await fs.readFile(path.join(folder(uploadId), 'meta.json'), 'utf8')) as MultipartMeta;
    } catch {
      return null;
    }
  }

  async function listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    const m = await meta(uploadId);
    if (!m || m.key !== key) return [];
    const names = await fs.readdir(folder(uploadId)).catch(() => [] as string[]);
    const parts: StoredPart[] = [];
    for (const name of names) {
      if (!/^\d{1,5}$/.test(name)) continue;
      const marker = await fs.readFile(path.join(folder(uploadId), name), 'utf8').catch(() => null);
      if (!marker) continue;
      const { size, etag } = JSON.parse(marker) as { size: number; etag: string };
      parts.push({ partNumber: Number(name), size, etag });
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  return {
    async create(key, contentType, partSize) {
      fileOf(key);
      const uploadId = randomBytes(16).toString('hex');
      await fs.mkdir(folder(uploadId), { recursive: true });
      const m: MultipartMeta = { key, contentType, partSize, createdAt: Date.now() };
      await fs.writeFile(path.join(folder(uploadId), 'meta.json'), JSON.stringify(m), { mode: 0o640 });
      return uploadId;
    },

    async presignPart(key, uploadId, partNumber, size, expiresIn): Promise<PresignedPut> {
      fileOf(key);
      folder(uploadId);
      const exp = Math.floor(Date.now() / 1000) + expiresIn;
      const q = new URLSearchParams({
        exp: String(exp),
        size: String(size),
        sig: sign(uploadId, partNumber, exp, size),
      });
      return { url: `/api/videos/local-parts/${uploadId}/${partNumber}?${q}`, method: 'PUT', headers: {} };
    },

    verifyPart(uploadId, partNumber, query, now = Date.now()) {
      const exp = Number(query.exp);
      const size = Number(query.size);
      if (!UPLOAD_ID.test(uploadId) || !Number.isSafeInteger(exp) || !Number.isSafeInteger(size))
        return { ok: false, reason: 'signature' };
      const given = Buffer.from(query.sig ?? '');
      const expected = Buffer.from(sign(uploadId, partNumber, exp, size));
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'signature' };
      if (exp * 1000 < now) return { ok: false, reason: 'expired' };
      return { ok: true, size };
    },

    meta,

    async writePart(uploadId, partNumber, body, size) {
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PARTS)
        throw new Error('invalid part number');
      const m = await meta(uploadId);
      if (!m) throw new Error('unknown multipart upload');
      if (size > m.partSize) throw new PartTooLargeError('part too large');
      const marker = path.join(folder(uploadId), String(partNumber));
      // a part sent again is not finished until it is whole again
      await fs.rm(marker, { force: true });
      const hash = createHash('md5');
      const handle = await fs.open(
        path.join(folder(uploadId), 'data'),
        fsConstants.O_RDWR | fsConstants.O_CREAT,
        0o640,
      );
      let position = (partNumber - 1) * m.partSize;
      let written = 0;
      try {
        if (body) {
          for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
            written += chunk.byteLength;
            // never past its own region: the next part's bytes stay as they are
            if (written > size) throw new PartTooLargeError('part too large');
            hash.update(chunk);
            await handle.write(chunk, 0, chunk.byteLength, position);
            position += chunk.byteLength;
          }
        }
      } finally {
        await handle.close();
      }
      const temp = `${marker}.tmp-${randomBytes(6).toString('hex')}`;
      await fs.writeFile(temp, JSON.stringify({ size: written, etag: `"${hash.digest('hex')}"` }));
      await fs.rename(temp, marker);
    },

    listParts,

    async complete(key, uploadId, parts) {
      const m = await meta(uploadId);
      if (!m || m.key !== key) throw new Error('unknown multipart upload');
      const target = fileOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const data = path.join(folder(uploadId), 'data');
      const total = parts.reduce((sum, p) => sum + p.size, 0);
      // parts 1..N are contiguous (the service checked every size): the data file is the object
      await fs.truncate(data, total);
      await writeMeta(target, m.contentType);
      await fs.rename(data, target);
      await fs.rm(folder(uploadId), { recursive: true, force: true });
    },

    async abort(_key, uploadId) {
      if (!UPLOAD_ID.test(uploadId)) return;
      await fs.rm(folder(uploadId), { recursive: true, force: true });
    },

    async listStale(before) {
      const ids = await fs.readdir(root).catch(() => [] as string[]);
      const stale: string[] = [];
      for (const id of ids) {
        if (!UPLOAD_ID.test(id)) continue;
        const m = await meta(id);
        const created = m?.createdAt ?? (await fs.stat(folder(id)).catch(() => null))?.mtimeMs ?? 0;
        if (created < before) stale.push(id);
      }
      return stale;
    },
  };
}
