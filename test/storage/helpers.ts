import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { buildContext } from '@/lib/server/route';
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
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The RequestContext a route would build for this host and cookie (for service-level calls). */
export function contextFor(host: string, cookie?: string) {
  return buildContext(makeRequest('GET', '/', { host, cookie }));
}
