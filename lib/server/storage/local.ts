import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseKey, parseVideoKey } from './keys';
import { createLocalMultipart, type LocalMultipart } from './local-multipart';
import type { PresignedPut, StorageDriver, StoredObject } from './types';

// Files on the app's own disk. Uploads go to an app route (/api/uploads/local/{key}) through an
// expiring HMAC-signed URL that fixes the content type and the most bytes, like an S3 presigned PUT.
// Each object is `{dir}/{key}` plus a `{key}.meta` sidecar with its content type.

export interface LocalStorageConfig {
  dir: string;
  secret: string;
}

export interface SignedPutParams {
  exp: number;
  type: string;
  max: number;
}

export type VerifyResult =
  { ok: true; params: SignedPutParams } | { ok: false; reason: 'signature' | 'expired' };

export class LocalStorageError extends Error {
  constructor(readonly reason: 'too-large' | 'exists') {
    super(reason);
  }
}

export interface LocalStorage extends StorageDriver {
  readonly name: 'local';
  readonly dir: string;
  verifyPut(key: string, query: Record<string, string | undefined>, now?: number): VerifyResult;
  /** Streams a body to disk; throws LocalStorageError('too-large') past maxBytes, leaving nothing behind. */
  write(
    key: string,
    body: ReadableStream<Uint8Array> | null,
    contentType: string,
    maxBytes: number,
  ): Promise<number>;
  /** A readable stream of the object (or of bytes start..end inclusive); null when missing. */
  open(key: string, range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array> | null>;
  readonly multipart: LocalMultipart;
  /** checks a URL made by objects.presignGet */
  verifyGet(key: string, query: Record<string, string | undefined>, now?: number): VerifyGetResult;
}

export type VerifyGetResult = { ok: true } | { ok: false; reason: 'signature' | 'expired' };

const sign = (secret: string, key: string, p: SignedPutParams) =>
  createHmac('sha256', secret).update(`PUT\n${key}\n${p.exp}\n${p.type}\n${p.max}`).digest('base64url');

const metaPath = (file: string) => `${file}.meta`;

const signGet = (secret: string, key: string, exp: number) =>
  createHmac('sha256', secret).update(`GET\n${key}\n${exp}`).digest('base64url');

export function createLocalStorage(config: LocalStorageConfig): LocalStorage {
  const dir = path.resolve(config.dir);

  /** The only way from a key to a path: keys that do not parse never touch the disk. */
  function fileOf(key: string): string {
    if (!parseKey(key) && !parseVideoKey(key)) throw new Error('invalid storage key');
    const file = path.join(dir, ...key.split('/'));
    if (!file.startsWith(dir + path.sep)) throw new Error('invalid storage key');
    return file;
  }

  async function head(key: string): Promise<StoredObject | null> {
    const file = fileOf(key);
    try {
      const [stat, meta] = await Promise.all([
        fs.stat(file),
        fs.readFile(metaPath(file), 'utf8').catch(() => '{}'),
      ]);
      if (!stat.isFile()) return null;
      const contentType = (JSON.parse(meta) as { contentType?: string }).contentType ?? null;
      return { size: stat.size, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  const writeMeta = (file: string, contentType: string) =>
    fs.writeFile(metaPath(file), JSON.stringify({ contentType }), { mode: 0o640 });
  const multipart = createLocalMultipart(dir, config.secret, fileOf, writeMeta);

  return {
    name: 'local',
    dir,
    multipart,

    verifyGet(key, query, now = Date.now()) {
      const exp = Number(query.exp);
      const given = Buffer.from(query.sig ?? '');
      const expected = Buffer.from(signGet(config.secret, key, Number.isSafeInteger(exp) ? exp : 0));
      if (!Number.isSafeInteger(exp) || given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'signature' };
      if (exp * 1000 < now) return { ok: false, reason: 'expired' };
      return { ok: true };
    },

    objects: {
      async presignGet(key, expiresIn) {
        fileOf(key);
        const exp = Math.floor(Date.now() / 1000) + expiresIn;
        const q = new URLSearchParams({ exp: String(exp), sig: signGet(config.secret, key, exp) });
        return `/api/videos/file/${key}?${q}`;
      },
      async putFile(key, source, contentType) {
        const file = fileOf(key);
        await fs.mkdir(path.dirname(file), { recursive: true });
        const temp = `${file}.part-${randomBytes(6).toString('hex')}`;
        try {
          await fs.copyFile(source, temp);
          await writeMeta(file, contentType);
          await fs.rename(temp, file);
        } finally {
          await fs.rm(temp, { force: true });
        }
      },
      async downloadTo(key, target) {
        try {
          await fs.copyFile(fileOf(key), target);
          return true;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
          throw err;
        }
      },
      async getText(key) {
        return fs.readFile(fileOf(key), 'utf8').catch(() => null);
      },
      async deletePrefix(prefix) {
        // only a video asset's folder: tenants/{t}/videos/{id}/
        if (!parseVideoKey(`${prefix}x.mp4`)) throw new Error('invalid prefix');
        await fs.rm(path.join(dir, ...prefix.split('/').filter(Boolean)), { recursive: true, force: true });
      },
    },

    async presignPut({ key, contentType, maxBytes, contentLength, expiresIn }): Promise<PresignedPut> {
      fileOf(key);
      const params: SignedPutParams = {
        exp: Math.floor(Date.now() / 1000) + expiresIn,
        type: contentType,
        max: contentLength ?? maxBytes,
      };
      const q = new URLSearchParams({
        exp: String(params.exp),
        type: params.type,
        max: String(params.max),
        sig: sign(config.secret, key, params),
      });
      return {
        url: `/api/uploads/local/${key}?${q}`,
        method: 'PUT',
        headers: { 'content-type': contentType },
      };
    },

    verifyPut(key, query, now = Date.now()) {
      const params: SignedPutParams = {
        exp: Number(query.exp),
        type: query.type ?? '',
        max: Number(query.max),
      };
      const given = Buffer.from(query.sig ?? '');
      const expected = Buffer.from(sign(config.secret, key, params));
      if (
        !Number.isSafeInteger(params.exp) ||
        !Number.isSafeInteger(params.max) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      )
        return { ok: false, reason: 'signature' };
      if (params.exp * 1000 < now) return { ok: false, reason: 'expired' };
      return { ok: true, params };
    },

    async write(key, body, contentType, maxBytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      if (await fs.stat(file).catch(() => null)) throw new LocalStorageError('exists');
      const temp = `${file}.part-${randomBytes(6).toString('hex')}`;
      const handle = await fs.open(temp, 'wx', 0o640);
      let size = 0;
      try {
        if (body) {
          for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
            size += chunk.byteLength;
            if (size > maxBytes) throw new LocalStorageError('too-large');
            await handle.write(chunk);
          }
        }
        await handle.close();
        await fs.writeFile(metaPath(temp), JSON.stringify({ contentType }), { mode: 0o640 });
        // link() fails when the key exists: a signed URL can never replace a file that finalize checked.
        await fs.link(temp, file).catch((err: NodeJS.ErrnoException) => {
          throw err.code === 'EEXIST' ? new LocalStorageError('exists') : err;
        });
        await fs.rename(metaPath(temp), metaPath(file));
        return size;
      } finally {
        await handle.close().catch(() => {});
        await fs.rm(temp, { force: true });
        await fs.rm(metaPath(temp), { force: true });
      }
    },

    async open(key, range) {
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
      } catch {
        return null;
      }
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },

    head,

    async readRange(key, bytes) {
      const file = fileOf(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new Uint8Array();
        throw err;
      }
      try {
        const buf = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buf, 0, bytes, 0);
        return new Uint8Array(buf.subarray(0, bytesRead));
      } finally {
        await handle.close();
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(metaPath(file), { force: true });
    },

    publicUrl: (key) => `/api/uploads/file/${key}`,
  };
}

/**
 * STORAGE_SIGNING_SECRET, or (outside production, where env.ts requires the variable) a random secret
 * generated once and kept in {DATA_DIR}/storage-secret so signed URLs survive restarts.
 */
export function localSigningSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'storage-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* first start */
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // another process wrote it first
    return readFileSync(file, 'utf8').trim();
  }
}
