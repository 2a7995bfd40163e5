import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { buildContext } from '@/lib/server/route';
import { setStorageForTests } from '@/lib/server/storage';
import { createS3Storage } from '@/lib/server/storage/s3';
import { makeRequest } from '../support/http';

// A real 1x1 PNG, and other small files whose first bytes are what their type claims.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** An MP4's opening: an ftyp box with brand isom. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);
/** Same length as PNG, but HTML. */
export const FAKE_PNG = Buffer.from('<html><script>alert(1)</script>'.padEnd(PNG.length, ' '));

export async function tempDir(prefix: string) {
  return mkdtemp(path.join(os.tmpdir(), `praca-${prefix}-`));
}

/** Every file under dir, relative paths. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

export const BUCKET = 'praca-test';

/** An S3-protocol server on 127.0.0.1 with a random port and a temp directory, bucket created. */
export async function startS3() {
  const directory = await tempDir('s3');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  addMultipartListing(server, (server as unknown as { store: Store }).store);
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** s3rver started and made the app's storage (the s3 driver on it); stop() undoes both. */
export async function startS3Storage() {
  const s3 = await startS3();
  const storage = createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  setStorageForTests(storage);
  return {
    storage,
    async stop() {
      setStorageForTests(null);
      await s3.stop();
    },
  };
}

/** The RequestContext a route would build for this host and cookie (for service-level calls). */
export function contextFor(host: string, cookie?: string) {
  return buildContext(makeRequest('GET', '/', { host, cookie }));
}

type KoaCtx = {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
  set(name: string, value: string): void;
};
type Store = { getResourcePath(bucket: string, key: string | undefined, resource: string): string };

/**
 * s3rver answers CreateMultipartUpload, UploadPart and CompleteMultipartUpload but not ListParts nor
 * AbortMultipartUpload (405). This adds both, read from s3rver's own part files, so the video pipeline
 * runs its real S3 calls against it. Only for tests; real stores (S3, MinIO, R2) have both.
 */
export function addMultipartListing(server: unknown, store: Store) {
  const uploadsDir = (bucket: string) => store.getResourcePath(bucket, undefined, 'uploads');
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const middleware = async (ctx: KoaCtx, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket, ...keyParts] = decodeURIComponent(ctx.path).split('/');
    if (!uploadId || !bucket || !keyParts.length || ctx.query.partNumber !== undefined) return next();
    if (!/^[0-9a-f]{32}$/.test(uploadId)) return next();
    const dir = path.join(uploadsDir(bucket), uploadId);
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    if (ctx.method !== 'GET') return next();
    const names = await readdir(dir).catch(() => null);
    ctx.set('content-type', 'application/xml');
    if (!names) {
      ctx.status = 404;
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`;
      return;
    }
    const parts: string[] = [];
    for (const name of names.filter((n) => /^\d+$/.test(n)).sort((a, b) => Number(a) - Number(b))) {
      const md5 = await readFile(path.join(dir, `${name}.md5`), 'utf8').catch(() => null);
      if (!md5) continue;
      const { size, mtime } = await stat(path.join(dir, name));
      parts.push(
        `<Part><PartNumber>${name}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`,
      );
    }
    ctx.status = 200;
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xml(bucket)}</Bucket><Key>${xml(keyParts.join('/'))}</Key><UploadId>${uploadId}</UploadId><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
  (server as { middleware: unknown[] }).middleware.unshift(middleware);
}
