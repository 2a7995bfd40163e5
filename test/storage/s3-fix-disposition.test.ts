import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Storage } from '@/lib/server/storage/s3';
import { BUCKET, GIF, MP4, PDF, PNG, startS3 } from './helpers';

// Documents stored before decision 147 have no Content-Disposition and the bucket serves them inline.
// `npm run storage:fix-disposition` (S3Storage.fixDispositions) rewrites them in place, once (decision
// 196), against the same S3-protocol server the upload tests use.

let s3: Awaited<ReturnType<typeof startS3>>;
let storage: S3Storage;
let client: S3Client;

const T = 'tenants/0199aaaa-0000-7000-8000-000000000001';
const OLD = {
  pdf: { key: `${T}/post-file/0199aaaa-0000-7000-8000-00000000000a.pdf`, type: 'application/pdf', body: PDF },
  docx: {
    key: `${T}/document/0199aaaa-0000-7000-8000-00000000000b.docx`,
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    body: Buffer.from('PK\u0003\u0004 not really a docx'),
  },
  txt: {
    key: `${T}/reward-file/0199aaaa-0000-7000-8000-00000000000c.txt`,
    type: 'text/plain',
    body: Buffer.from('oi'),
  },
  // a document already stored as an attachment (after decision 147): untouched
  newPdf: {
    key: `${T}/post-file/0199aaaa-0000-7000-8000-00000000000d.pdf`,
    type: 'application/pdf',
    body: PDF,
    disposition: 'attachment; filename="0199aaaa-0000-7000-8000-00000000000d.pdf"',
  },
  png: { key: `${T}/post-image/0199aaaa-0000-7000-8000-00000000000e.png`, type: 'image/png', body: PNG },
  gif: { key: `${T}/badge/0199aaaa-0000-7000-8000-00000000000f.gif`, type: 'image/gif', body: GIF },
  mp4: { key: `${T}/post-video/0199aaaa-0000-7000-8000-000000000010.mp4`, type: 'video/mp4', body: MP4 },
} as const;
// outside the uploads' prefix: not ours, never touched
const OTHER = { key: 'backups/dump.pdf', type: 'application/pdf', body: PDF };

beforeAll(async () => {
  s3 = await startS3();
  const config = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  storage = createS3Storage(config);
  client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  for (const o of [...Object.values(OLD), OTHER])
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: o.key,
        Body: o.body,
        ContentType: o.type,
        ContentDisposition: 'disposition' in o ? o.disposition : undefined,
        CacheControl: 'public, max-age=31536000, immutable',
        Metadata: { origin: 'old-upload' },
      }),
    );
});

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
});

/** What a browser gets from the bucket's public URL. */
async function served(key: string) {
  const res = await fetch(storage.publicUrl(key));
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

const name = (key: string) => key.split('/').pop();

describe('storage:fix-disposition', () => {
  it('old documents are served inline before the fix', async () => {
    for (const o of [OLD.pdf, OLD.docx, OLD.txt]) expect((await served(o.key)).disposition).toBeNull();
  });

  it('a dry run counts what it would fix and changes nothing', async () => {
    const would: string[] = [];
    const report = await storage.fixDispositions({
      dryRun: true,
      pageSize: 2,
      onFixed: (k) => would.push(k),
    });
    expect(report).toEqual({ scanned: 7, inline: 3, alreadyAttachment: 1, fixed: 3 });
    expect(would.sort()).toEqual([OLD.pdf.key, OLD.docx.key, OLD.txt.key].sort());
    expect((await served(OLD.pdf.key)).disposition).toBeNull();
  });

  it('rewrites every old document as an attachment over several pages, keeping type, bytes and metadata', async () => {
    const report = await storage.fixDispositions({ pageSize: 2 });
    expect(report).toEqual({ scanned: 7, inline: 3, alreadyAttachment: 1, fixed: 3 });
    for (const o of [OLD.pdf, OLD.docx, OLD.txt]) {
      const got = await served(o.key);
      expect(got).toMatchObject({ status: 200, disposition: `attachment; filename="${name(o.key)}"` });
      expect(got.type).toMatch(new RegExp(`^${o.type}`));
      expect(got.body.equals(o.body)).toBe(true);
      const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: o.key }));
      expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
      expect(head.Metadata).toMatchObject({ origin: 'old-upload' });
    }
    // the new document keeps its own header; images and videos stay inline
    expect((await served(OLD.newPdf.key)).disposition).toBe(OLD.newPdf.disposition);
    for (const o of [OLD.png, OLD.gif, OLD.mp4]) {
      const got = await served(o.key);
      expect(got.disposition).toBeNull();
      expect(got.body.equals(o.body)).toBe(true);
    }
    // outside tenants/: not touched
    expect((await served(OTHER.key)).disposition).toBeNull();
  });

  it('is idempotent: a second run fixes nothing', async () => {
    expect(await storage.fixDispositions()).toEqual({
      scanned: 7,
      inline: 3,
      alreadyAttachment: 4,
      fixed: 0,
    });
  });
});
