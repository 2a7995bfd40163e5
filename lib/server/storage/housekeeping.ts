import 'server-only';
import { prisma } from '../db';
import { getEnv } from '../env';
import { log } from '../log';
import { getStorage } from './index';

// Storage housekeeping (issue 56, ADR 0308), the 'storage-cleanup' job (hourly):
// - objects of deleted or replaced banners, covers, lessons and attachments: triggers note the old value
//   in storage_deletions; once STORAGE_DELETE_GRACE_DAYS have passed, a value that is one of the
//   tenant's uploads and that no banner, course, lesson or attachment points at again loses its object
//   and its Upload row ('deleted');
// - presigned uploads never finalised: an Upload still 'pending' a day after it was presigned loses its
//   object, if the browser sent one, and its row ('abandoned').
// Both add to storage_cleanup_counts, which /api/metrics reads.

export const ABANDONED_UPLOAD_MS = 24 * 60 * 60_000;
const BATCH = 500;

export interface StorageCleanup {
  deleted: number;
  kept: number;
  abandoned: number;
}

/** The keys among `keys` that a banner, course, lesson or attachment of the tenant points at. */
async function stillReferenced(tenantId: string, keys: string[]): Promise<Set<string>> {
  const rows = await prisma.$queryRaw<{ key: string }[]>`
    SELECT v AS key FROM (
      SELECT unnest(ARRAY[url_image, url_image_vertical, url_video, url_video_vertical, headline_image]) AS v
        FROM banners WHERE tenant_id = ${tenantId}::uuid
      UNION ALL SELECT cover_url FROM courses WHERE tenant_id = ${tenantId}::uuid
      UNION ALL SELECT unnest(ARRAY[media_url, thumbnail_url]) FROM lessons WHERE tenant_id = ${tenantId}::uuid
      UNION ALL SELECT url FROM lesson_attachments WHERE tenant_id = ${tenantId}::uuid
    ) refs WHERE v = ANY(${keys}::text[])`;
  return new Set(rows.map((r) => r.key));
}

async function count(reason: 'deleted' | 'abandoned', n: number): Promise<void> {
  if (!n) return;
  await prisma.$executeRaw`
    INSERT INTO storage_cleanup_counts (reason, objects) VALUES (${reason}, ${n})
    ON CONFLICT (reason) DO UPDATE SET objects = storage_cleanup_counts.objects + EXCLUDED.objects`;
}

/** Removes objects whose grace period is over. Across tenants: the process-wide client. */
async function dueDeletions(now: number): Promise<{ deleted: number; kept: number }> {
  const before = new Date(now - getEnv().STORAGE_DELETE_GRACE_DAYS * 86_400_000);
  const due = await prisma.storageDeletion.findMany({
    where: { deletedAt: { lt: before } },
    orderBy: { deletedAt: 'asc' },
    take: BATCH,
  });
  const storage = getStorage();
  let deleted = 0;
  let kept = 0;
  const byTenant = new Map<string, typeof due>();
  for (const d of due) byTenant.set(d.tenantId, [...(byTenant.get(d.tenantId) ?? []), d]);
  for (const [tenantId, rows] of byTenant) {
    const keys = rows.map((r) => r.key);
    const referenced = await stillReferenced(tenantId, keys);
    const uploads = await prisma.upload.findMany({
      where: { tenantId, key: { in: keys } },
      select: { id: true, key: true },
    });
    for (const upload of uploads) {
      if (referenced.has(upload.key)) continue;
      await storage.delete(upload.key); // no error when already gone
      await prisma.upload.deleteMany({ where: { id: upload.id } });
      deleted++;
    }
    kept += referenced.size;
    // whatever was not an upload of ours (a URL, a seeded file) or is in use again is simply forgotten,
    // only if it was not noted again while this ran
    await prisma.storageDeletion.deleteMany({
      where: { key: { in: keys }, deletedAt: { lt: before } },
    });
  }
  return { deleted, kept };
}

/** Removes presigned uploads never finalised within a day, with any object the browser sent. */
async function abandonedUploads(now: number): Promise<number> {
  const rows = await prisma.upload.findMany({
    where: { status: 'pending', createdAt: { lt: new Date(now - ABANDONED_UPLOAD_MS) } },
    select: { id: true, key: true },
    orderBy: { createdAt: 'asc' },
    take: BATCH,
  });
  const storage = getStorage();
  let abandoned = 0;
  for (const row of rows) {
    await storage.delete(row.key);
    // only if still pending: a finalize that won the race keeps its row (its object is gone: it failed)
    abandoned += (await prisma.upload.deleteMany({ where: { id: row.id, status: 'pending' } })).count;
  }
  return abandoned;
}

export async function cleanupStorage(now = Date.now()): Promise<StorageCleanup> {
  const { deleted, kept } = await dueDeletions(now);
  const abandoned = await abandonedUploads(now);
  await count('deleted', deleted);
  await count('abandoned', abandoned);
  if (deleted || abandoned || kept) log('info', 'storage cleanup', { deleted, kept, abandoned });
  return { deleted, kept, abandoned };
}

/** For /api/metrics: the running totals, the deletions waiting and the stale unfinalised uploads. */
export async function storageCleanupStats(now = Date.now()) {
  const [row] = await prisma.$queryRaw<
    { deleted: bigint; abandoned: bigint; waiting: number; stale: number }[]
  >`SELECT COALESCE((SELECT objects FROM storage_cleanup_counts WHERE reason = 'deleted'), 0) AS deleted,
           COALESCE((SELECT objects FROM storage_cleanup_counts WHERE reason = 'abandoned'), 0) AS abandoned,
           (SELECT count(*)::int FROM storage_deletions) AS waiting,
           (SELECT count(*)::int FROM uploads WHERE status = 'pending'
             AND created_at < ${new Date(now - ABANDONED_UPLOAD_MS)}) AS stale`;
  return {
    deleted: Number(row?.deleted ?? 0),
    abandoned: Number(row?.abandoned ?? 0),
    waiting: row?.waiting ?? 0,
    stale: row?.stale ?? 0,
  };
}
