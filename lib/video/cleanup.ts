import 'server-only';
import { prisma } from '@/lib/server/db';
import { log } from '@/lib/server/log';
import { getLocalStorage, getStorage } from '@/lib/server/storage';

// Abandoned multipart uploads (docs/adr/0421): a video still 'uploading' a day after it was created is
// aborted at the store and forgotten; on the local driver, part folders no row knows about go too.
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

export async function cleanupAbandonedVideos(
  now = Date.now(),
): Promise<{ aborted: number; orphans: number }> {
  const before = new Date(now - ABANDONED_AFTER_MS);
  // across tenants: the process-wide client, as the other cleanup jobs do
  const rows = await prisma.videoAsset.findMany({
    where: { status: 'uploading', createdAt: { lt: before } },
    select: { id: true, key: true, multipartUploadId: true },
    orderBy: { createdAt: 'asc' },
    take: 500,
  });
  const storage = getStorage();
  let aborted = 0;
  for (const row of rows) {
    if (row.multipartUploadId) await storage.multipart.abort(row.key, row.multipartUploadId);
    const gone = await prisma.videoAsset.deleteMany({ where: { id: row.id, status: 'uploading' } });
    aborted += gone.count;
  }
  let orphans = 0;
  const local = getLocalStorage();
  if (local) {
    for (const uploadId of await local.multipart.listStale(before.getTime())) {
      const known = await prisma.videoAsset.count({ where: { multipartUploadId: uploadId } });
      if (known) continue;
      await local.multipart.abort('', uploadId);
      orphans++;
    }
  }
  if (aborted || orphans) log('info', 'abandoned video uploads aborted', { aborted, orphans });
  return { aborted, orphans };
}
