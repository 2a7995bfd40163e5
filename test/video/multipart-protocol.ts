import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteRoute, GET as getRoute } from '@/app/api/videos/[id]/route';
import { prisma } from '@/lib/server/db';
import { setStorageForTests } from '@/lib/server/storage';
import type { StorageDriver } from '@/lib/server/storage/types';
import { setFfmpegForTests } from '@/lib/video/ffmpeg';
import { MiB } from '@/lib/video/limits';
import { resolveLessonVideo } from '@/lib/video/playback';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { createWorld } from '../support/factories';
import { call } from '../support/http';
import { PNG } from '../storage/helpers';
import {
  complete,
  createVideo,
  getSigned,
  listParts,
  mp4Bytes,
  presignParts,
  putPart,
  sendParts,
  uploadVideo,
} from './helpers';

type World = Awaited<ReturnType<typeof createWorld>>;

/**
 * The multipart protocol end to end through the route handlers, on one storage driver: the local
 * driver (through the app's own part and file routes) or an S3-protocol server (straight to it).
 */
export function multipartSuite(
  name: string,
  setup: () => Promise<{ driver: StorageDriver; stop(): Promise<void> }>,
) {
  describe(`video multipart upload: ${name}`, () => {
    let w: World;
    let driver: StorageDriver;
    let stop: () => Promise<void>;
    const admin = () => ({ host: w.a.host, cookie: w.adminA.cookie });

    beforeAll(async () => {
      ({ driver, stop } = await setup());
      setStorageForTests(driver);
      setFfmpegForTests(false);
      w = await createWorld();
    });

    afterAll(async () => {
      setStorageForTests(null);
      setFfmpegForTests(null);
      await stop();
    });

    it('uploads a video in 8 MB parts, completes from the store, stores exactly the bytes', async () => {
      const bytes = mp4Bytes(17 * MiB + 123);
      const { created, done } = await uploadVideo(admin(), bytes);
      expect(created).toMatchObject({
        status: 'uploading',
        part_size: 8 * MiB,
        part_count: 3,
        size: bytes.length,
        content_type: 'video/mp4',
        media_url: `asset:${created.id}`,
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      // no ffmpeg on this run: the file plays as it is
      expect(done.body.data).toMatchObject({ status: 'uploaded', size: bytes.length });
      const row = await prisma.videoAsset.findUniqueOrThrow({ where: { id: created.id } });
      expect(row.multipartUploadId).toBeNull();
      expect(row.key).toBe(`tenants/${w.a.id}/videos/${created.id}/source.mp4`);
      expect((await driver.head(row.key))?.size).toBe(bytes.length);
      // the stored object is the parts in order
      const signed = await driver.objects.presignGet(row.key, 60);
      const res = await getSigned(w.a.host, signed);
      expect(res.status).toBe(200);
      expect(res.body.equals(bytes)).toBe(true);
      // completing again answers the same asset
      expect((await complete(admin(), created.id)).body.data.status).toBe('uploaded');
    });

    it('resumes: the store lists the parts already sent, complete refuses while one is missing', async () => {
      const bytes = mp4Bytes(16 * MiB + 10);
      const c = await createVideo(admin(), {
        filename: 'retomada.mp4',
        content_type: 'video/mp4',
        size: bytes.length,
      });
      const v = c.body.data;
      expect(v.part_count).toBe(3);
      await sendParts(admin(), v.id, bytes, v.part_size, [1, 3]);
      const listed = await listParts(admin(), v.id);
      expect(listed.status).toBe(200);
      expect(listed.body.data.parts).toEqual([
        { part_number: 1, size: 8 * MiB },
        { part_number: 3, size: 10 },
      ]);
      const early = await complete(admin(), v.id);
      expect(early.status).toBe(422);
      expect(early.body.message).toBe('Ainda faltam partes do vídeo. Continue o envio.');
      // the resumed upload sends only what the store lacks
      const missing = [1, 2, 3].filter(
        (n) => !listed.body.data.parts.some((p: { part_number: number }) => p.part_number === n),
      );
      expect(missing).toEqual([2]);
      await sendParts(admin(), v.id, bytes, v.part_size, missing);
      const done = await complete(admin(), v.id);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data.status).toBe('uploaded');
    });

    it('never completes with a part of another size than signed', async () => {
      const bytes = mp4Bytes(9 * MiB);
      const c = await createVideo(admin(), {
        filename: 'a.mp4',
        content_type: 'video/mp4',
        size: bytes.length,
      });
      const id = c.body.data.id;
      await sendParts(admin(), id, bytes, c.body.data.part_size, [1]);
      const p = await presignParts(admin(), id, [2]);
      const status = await putPart(w.a.host, p.body.data.parts[0].url, bytes.subarray(0, 2 * MiB));
      // the local route (and S3 itself, by the signed length) refuses it; s3rver takes it, and then the
      // store's own list shows the wrong size, so complete still refuses
      if (driver.name === 'local') expect(status).toBe(400);
      const done = await complete(admin(), id);
      expect(done.status).toBe(422);
      expect(done.body.message).toBe('Ainda faltam partes do vídeo. Continue o envio.');
    });

    it('checks the signature: a file that is not a video is deleted and refused', async () => {
      const fake = Buffer.concat([PNG, Buffer.alloc(9 * MiB)]);
      const c = await createVideo(admin(), {
        filename: 'falso.mp4',
        content_type: 'video/mp4',
        size: fake.length,
      });
      const v = c.body.data;
      await sendParts(admin(), v.id, fake, v.part_size, [1, 2]);
      const key = (await prisma.videoAsset.findUniqueOrThrow({ where: { id: v.id } })).key;
      const done = await complete(admin(), v.id);
      expect(done.status).toBe(422);
      expect(done.body.message).toBe('O arquivo enviado não é um vídeo MP4, MOV ou WebM.');
      expect(await driver.head(key)).toBeNull();
      expect(await prisma.videoAsset.findUnique({ where: { id: v.id } })).toBeNull();
    });

    it('refuses other types and files past 5 GB with translated messages', async () => {
      const pdf = await createVideo(admin(), {
        filename: 'a.pdf',
        content_type: 'application/pdf',
        size: 100,
      });
      expect(pdf.status).toBe(415);
      expect(pdf.body.message).toContain('MP4, MOV ou WebM');
      const big = await createVideo(admin(), {
        filename: 'a.mp4',
        content_type: 'video/mp4',
        size: 5 * 1024 * MiB + 1,
      });
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('O vídeo pode ter até 5 GB.');
      // by extension when the browser gives no type
      const mov = await createVideo(admin(), { filename: 'aula.MOV', content_type: '', size: 100 });
      expect(mov.status).toBe(201);
      expect(mov.body.data.content_type).toBe('video/quicktime');
    });

    it('cancel aborts the upload at the store and forgets the asset', async () => {
      const bytes = mp4Bytes(9 * MiB);
      const c = await createVideo(admin(), {
        filename: 'c.mp4',
        content_type: 'video/mp4',
        size: bytes.length,
      });
      const v = c.body.data;
      await sendParts(admin(), v.id, bytes, v.part_size, [1]);
      const row = await prisma.videoAsset.findUniqueOrThrow({ where: { id: v.id } });
      expect(await driver.multipart.listParts(row.key, row.multipartUploadId!)).toHaveLength(1);
      const del = await call(deleteRoute, 'DELETE', `/api/videos/${v.id}`, admin());
      expect(del.status).toBe(204);
      expect(await driver.multipart.listParts(row.key, row.multipartUploadId!)).toEqual([]);
      expect((await call(getRoute, 'GET', `/api/videos/${v.id}`, admin())).status).toBe(404);
    });

    it('plays through signed URLs: ranges answer 206, an expired or altered URL 403', async () => {
      const bytes = mp4Bytes(9 * MiB);
      const { created } = await uploadVideo(admin(), bytes);
      const video = await resolveLessonVideo(
        { db: forTenant(w.a.id), tenant: { id: w.a.id } } as never,
        `asset:${created.id}`,
      );
      expect(video).not.toBeNull();
      expect(video!.src).not.toContain('asset:');
      expect(video!.hls).toBeNull();
      const ranged = await getSigned(w.a.host, video!.src, { range: 'bytes=1000-1999' });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
      expect(ranged.body.equals(bytes.subarray(1000, 2000))).toBe(true);

      const key = (await prisma.videoAsset.findUniqueOrThrow({ where: { id: created.id } })).key;
      const expired = await driver.objects.presignGet(key, -5);
      expect((await getSigned(w.a.host, expired)).status).toBe(403);
      // s3rver checks a V4 URL's expiry but not its signature (S3 does); the app's own URLs are checked here
      if (driver.name === 'local') {
        const altered = video!.src.replace(/([?&]sig=)[^&]{4}/, '$10000');
        expect(altered).not.toBe(video!.src);
        expect((await getSigned(w.a.host, altered)).status).toBe(403);
        // another tenant's host never reads this tenant's file, signed or not
        expect((await getSigned(w.b.host, video!.src)).status).toBe(404);
      }
    });

    it('is for editors of the tenant only', async () => {
      const body = { filename: 'a.mp4', content_type: 'video/mp4', size: 100 };
      expect((await createVideo({ host: w.a.host }, body)).status).toBe(401);
      expect((await createVideo({ host: w.a.host, cookie: w.studentA.cookie }, body)).status).toBe(403);
      const c = await createVideo(admin(), body);
      const other = { host: w.b.host, cookie: w.adminB.cookie };
      expect((await listParts(other, c.body.data.id)).status).toBe(404);
      expect((await presignParts(other, c.body.data.id, [1])).status).toBe(404);
      expect((await complete(other, c.body.data.id)).status).toBe(404);
    });
  });
}
