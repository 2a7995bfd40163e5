import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as finalizeRoute } from '@/app/api/uploads/[id]/finalize/route';
import { POST as presignRoute } from '@/app/api/uploads/presign/route';
import { deleteBanner } from '@/lib/banners/service';
import { prisma } from '@/lib/server/db';
import { cleanupStorage, storageCleanupStats } from '@/lib/server/storage/housekeeping';
import type { StorageDriver } from '@/lib/server/storage/types';
import { createWorld } from '../support/factories';
import { call } from '../support/http';
import { contextFor, PNG, startS3Storage } from './helpers';

// Storage housekeeping (issue 56, ADR 0308) on a real S3-protocol server: the objects of a deleted banner
// and of a replaced course cover go once the grace period is over, an object pointed at again stays, and a
// presigned upload never finalised goes after a day; the totals reach the metrics' source.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let s3: Awaited<ReturnType<typeof startS3Storage>>;
let storage: StorageDriver;
const DAY = 86_400_000;

beforeAll(async () => {
  s3 = await startS3Storage();
  storage = s3.storage;
  w = await createWorld();
});

afterAll(() => s3?.stop());

/** Presigns and PUTs a PNG of `kind`; finalised unless told not to. Returns the key and upload id. */
async function stored(kind: string, finalize = true) {
  const as = { host: w.a.host, cookie: w.adminA.cookie };
  const p = await call(presignRoute, 'POST', '/api/uploads/presign', {
    ...as,
    body: { kind, filename: 'imagem.png', content_type: 'image/png', size: PNG.length },
  });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  const put = await fetch(p.body.data.url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(PNG),
  });
  expect(put.status).toBe(200);
  const id = p.body.data.upload_id as string;
  if (finalize) {
    const f = await call(finalizeRoute, 'POST', `/api/uploads/${id}/finalize`, { ...as, params: { id } });
    expect(f.status, JSON.stringify(f.body)).toBe(200);
  }
  return { key: p.body.data.key as string, id };
}

const exists = async (key: string) => (await storage.head(key)) !== null;

describe('storage cleanup job on S3', () => {
  it('removes dropped and abandoned objects after their grace, keeps what is used again', async () => {
    const before = await storageCleanupStats();
    const bannerImage = await stored('banner-image');
    const oldCover = await stored('community-cover');
    const newCover = await stored('community-cover');
    const reused = await stored('banner-image');
    const abandoned = await stored('banner-image', false);

    // a banner deleted through the service (the tenant role: the trigger writes under RLS)
    const banner = await prisma.banner.create({
      data: { tenantId: w.a.id, title: 'Promo', urlImage: bannerImage.key },
    });
    await deleteBanner(await contextFor(w.a.host, w.adminA.cookie), banner.id);
    // a course whose cover was replaced
    const course = await prisma.course.create({
      data: { tenantId: w.a.id, title: 'Curso', slug: `curso-${Date.now()}`, coverUrl: oldCover.key },
    });
    await prisma.course.update({ where: { id: course.id }, data: { coverUrl: newCover.key } });
    // an image dropped by one banner and then used by another
    const first = await prisma.banner.create({ data: { tenantId: w.a.id, urlImage: reused.key } });
    await prisma.banner.delete({ where: { id: first.id } });
    await prisma.banner.create({ data: { tenantId: w.a.id, urlImage: reused.key } });

    const noted = await prisma.storageDeletion.findMany({
      where: { key: { in: [bannerImage.key, oldCover.key, reused.key, newCover.key] } },
    });
    expect(noted.map((n) => n.key).sort()).toEqual([bannerImage.key, oldCover.key, reused.key].sort());
    expect(noted.every((n) => n.tenantId === w.a.id)).toBe(true);

    // within the grace period nothing goes, and an upload presigned an hour ago may still be finalised
    const soon = await cleanupStorage(Date.now() + 60 * 60_000);
    expect(soon.deleted).toBe(0);
    for (const f of [bannerImage, oldCover, reused, newCover, abandoned])
      expect(await exists(f.key)).toBe(true);

    await prisma.upload.update({
      where: { id: abandoned.id },
      data: { createdAt: new Date(Date.now() - 2 * DAY) },
    });
    const later = await cleanupStorage(Date.now() + 8 * DAY);
    expect(later.deleted).toBeGreaterThanOrEqual(2);
    expect(later.abandoned).toBeGreaterThanOrEqual(1);
    expect(await exists(bannerImage.key)).toBe(false);
    expect(await exists(oldCover.key)).toBe(false);
    expect(await exists(abandoned.key)).toBe(false);
    expect(await exists(reused.key)).toBe(true);
    expect(await exists(newCover.key)).toBe(true);
    const uploads = await prisma.upload.findMany({
      where: { id: { in: [bannerImage.id, oldCover.id, abandoned.id, reused.id, newCover.id] } },
      select: { id: true },
    });
    expect(uploads.map((u) => u.id).sort()).toEqual([reused.id, newCover.id].sort());
    expect(await prisma.storageDeletion.count({ where: { key: reused.key } })).toBe(0);

    const after = await storageCleanupStats();
    expect(after.deleted - before.deleted).toBe(later.deleted);
    expect(after.abandoned - before.abandoned).toBe(later.abandoned);
  });
});
