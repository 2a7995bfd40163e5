// A 1 GB lesson-video upload through the multipart protocol (ADR 0421), on the local driver and on an
// S3-protocol server (s3rver, as the storage tests use), each beside a plain copy of the same file in
// the same run. Runnable alone:  npx tsx bench/video-upload.ts [--mb 1024] [--only local|s3]
// Parts are 8 MB, 4 at once, as the browser sends them; the server side (list parts, complete) is the
// same code the routes call. Goal (issue 46): at least 70% of the plain copy's throughput.
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const serverOnlyHook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export{}', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(serverOnlyHook)}`);

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const MB = 1024 * 1024;
const sizeMb = Number(arg('mb') ?? 1024);
const only = arg('only');
const PARALLEL = 4;

async function makeFile(file: string, bytes: number) {
  const block = randomBytes(16 * MB);
  // an MP4's first bytes, so the result is what complete would accept
  Buffer.from([0, 0, 0, 0x18]).copy(block, 0);
  Buffer.from('ftypisom').copy(block, 4);
  const out = createWriteStream(file);
  for (let written = 0; written < bytes; written += block.length) {
    const chunk = block.subarray(0, Math.min(block.length, bytes - written));
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await fn();
  return (performance.now() - start) / 1000;
}

async function main() {
  const { partSizeFor, partCountOf, partBytes } = await import('../lib/video/limits');
  const { createLocalStorage } = await import('../lib/server/storage/local');
  const { createS3Storage } = await import('../lib/server/storage/s3');
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'praca-bench-video-'));
  const bytes = sizeMb * MB;
  const source = path.join(work, 'source.mp4');
  try {
    await makeFile(source, bytes);
    const partSize = partSizeFor(bytes);
    const count = partCountOf(bytes, partSize);
    const tenant = randomUUID();
    const rows: string[][] = [];

    const copySeconds = await timed(async () => {
      await pipeline(createReadStream(source), createWriteStream(path.join(work, 'copy.mp4')));
    });
    await fs.rm(path.join(work, 'copy.mp4'));
    const copyRate = bytes / MB / copySeconds;
    rows.push(['plain copy (stream)', copySeconds.toFixed(2), copyRate.toFixed(0), '100%']);

    /** PARALLEL workers, each PUTs parts in turn through `put`; then list + complete as the server does. */
    async function upload(
      driver: import('../lib/server/storage/types').StorageDriver,
      put: (uploadId: string, key: string, n: number, body: Readable, size: number) => Promise<void>,
    ) {
      const key = `tenants/${tenant}/videos/${randomUUID()}/source.mp4`;
      const uploadId = await driver.multipart.create(key, 'video/mp4', partSize);
      const queue = Array.from({ length: count }, (_, i) => i + 1);
      const worker = async () => {
        for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
          const size = partBytes(n, bytes, partSize);
          const start = (n - 1) * partSize;
          await put(uploadId, key, n, createReadStream(source, { start, end: start + size - 1 }), size);
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      const parts = await driver.multipart.listParts(key, uploadId);
      if (parts.length !== count) throw new Error(`listed ${parts.length} of ${count} parts`);
      await driver.multipart.complete(key, uploadId, parts);
      const head = await driver.head(key);
      if (head?.size !== bytes) throw new Error(`stored ${head?.size} bytes of ${bytes}`);
      await driver.delete(key);
    }

    if (only !== 's3') {
      const local = createLocalStorage({
        dir: path.join(work, 'local'),
        secret: 'bench-secret-'.padEnd(40, 'x'),
      });
      const seconds = await timed(() =>
        upload(local, (uploadId, _key, n, body, size) =>
          local.multipart.writePart(uploadId, n, Readable.toWeb(body) as ReadableStream<Uint8Array>, size),
        ),
      );
      const rate = bytes / MB / seconds;
      rows.push([
        'local driver, multipart',
        seconds.toFixed(2),
        rate.toFixed(0),
        `${((rate / copyRate) * 100).toFixed(0)}%`,
      ]);
    }

    if (only !== 'local') {
      const { default: S3rver } = await import('s3rver');
      const directory = path.join(work, 's3');
      const server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: 'bench' }],
      });
      const { port } = await server.run();
      try {
        const s3 = createS3Storage({
          bucket: 'bench',
          region: 'us-east-1',
          endpoint: `http://127.0.0.1:${port}`,
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
        });
        // s3rver answers no ListParts: the bench lists the parts the PUTs answered, as S3 would
        const etags = new Map<string, { partNumber: number; size: number; etag: string }[]>();
        const driver = {
          ...s3,
          multipart: {
            ...s3.multipart,
            listParts: async (_key: string, id: string) =>
              (etags.get(id) ?? []).sort((a, b) => a.partNumber - b.partNumber),
          },
        };
        const seconds = await timed(() =>
          upload(driver, async (uploadId, key, n, body, size) => {
            const signed = await s3.multipart.presignPart(key, uploadId, n, size, 600);
            const res = await fetch(signed.url, {
              method: 'PUT',
              body: Readable.toWeb(body) as ReadableStream,
              headers: { 'content-length': String(size) },
              duplex: 'half',
            } as RequestInit);
            if (!res.ok) throw new Error(`part ${n}: ${res.status}`);
            await res.arrayBuffer();
            const list = etags.get(uploadId) ?? [];
            list.push({ partNumber: n, size, etag: res.headers.get('etag') ?? '' });
            etags.set(uploadId, list);
          }),
        );
        const rate = bytes / MB / seconds;
        rows.push([
          'S3 server (s3rver), multipart',
          seconds.toFixed(2),
          rate.toFixed(0),
          `${((rate / copyRate) * 100).toFixed(0)}%`,
        ]);
      } finally {
        await server.close();
      }
    }

    console.log(
      `\nVideo upload, ${sizeMb} MB in ${count} parts of ${partSize / MB} MB, ${PARALLEL} at once\n`,
    );
    const header = ['case', 'seconds', 'MB/s', 'of plain copy'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
