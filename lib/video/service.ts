import 'server-only';
import { enqueue } from '@/lib/server/jobs';
import { AppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import type { RequestContext } from '@/lib/server/route';
import { getStorage } from '@/lib/server/storage';
import { uuidv7, videoKey } from '@/lib/server/storage/keys';
import { assertVideoQuota } from '@/lib/server/storage/quota';
import { sniff, SNIFF_BYTES } from '@/lib/server/storage/sniff';
import { ffmpegAvailable } from './ffmpeg';
import {
  partBytes,
  partCountOf,
  partSizeFor,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  videoTypeOf,
  type VideoStatus,
} from './limits';
import type {
  CreateVideoBody,
  PresignedPartView,
  PresignPartsBody,
  StoredPartView,
  VideoView,
} from './schemas';

// Lesson video uploads (docs/adr/0420, 0421): create -> the browser PUTs parts to presigned URLs ->
// complete, from the parts the STORE lists -> the first bytes decide whether it is a video -> HLS job.

/** Part URLs are used at once; a resumed upload asks for new ones. */
export const PART_URL_TTL_SECONDS = 60 * 60;

export type VideoRow = {
  id: string;
  key: string;
  filename: string;
  size: bigint;
  contentType: string;
  partSize: number;
  status: string;
  percent: number;
  durationSeconds: number | null;
  multipartUploadId: string | null;
  error: string | null;
};

type Editor = RequestContext & { user: NonNullable<RequestContext['user']> };

function editor(ctx: RequestContext): Editor {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED');
  if (!ctx.canEdit) throw new AppError('FORBIDDEN');
  return ctx as Editor;
}

export function videoView(row: VideoRow): VideoView {
  const size = Number(row.size);
  return {
    id: row.id,
    media_url: `asset:${row.id}`,
    filename: row.filename,
    status: row.status as VideoStatus,
    percent: row.percent,
    size,
    content_type: row.contentType,
    part_size: row.partSize,
    part_count: partCountOf(size, row.partSize),
    duration_seconds: row.durationSeconds,
    error: row.error,
  };
}

async function load(ctx: RequestContext, id: string): Promise<VideoRow> {
  const row = await ctx.db.videoAsset.findUnique({ where: { id } });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const uploading = (row: VideoRow) => {
  if (row.status !== 'uploading' || !row.multipartUploadId)
    throw new AppError('CONFLICT', { messageKey: 'video.notUploading' });
  return row.multipartUploadId;
};

/** Checks type and size, counts the quota, records the asset and opens the multipart upload. */
export async function createVideo(ctx: RequestContext, input: CreateVideoBody): Promise<VideoView> {
  const ed = editor(ctx);
  const type = videoTypeOf(input.content_type, input.filename);
  if (!type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      messageKey: 'video.wrongType',
      values: { types: VIDEO_TYPES.flatMap((t) => t.exts).join(', ') },
    });
  if (input.size > VIDEO_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', {
      messageKey: 'video.tooLarge',
      meta: { max_bytes: VIDEO_MAX_BYTES },
    });
  const id = uuidv7();
  const key = videoKey(ctx.tenant.id, id, `source.${type.exts[0]}`);
  await ctx.db.$transaction(async (tx) => {
    await assertVideoQuota(ed, tx, input.size);
    await tx.videoAsset.create({
      data: {
        id,
        tenantId: ctx.tenant.id,
        key,
        filename: input.filename,
        size: BigInt(input.size),
        contentType: type.mime,
        partSize: partSizeFor(input.size),
        createdById: ed.user.id,
      },
    });
  });
  let uploadId: string;
  try {
    uploadId = await getStorage().multipart.create(key, type.mime, partSizeFor(input.size));
  } catch (err) {
    await ctx.db.videoAsset.delete({ where: { id } }).catch(() => {});
    throw err;
  }
  const done = await ctx.db.videoAsset.update({ where: { id }, data: { multipartUploadId: uploadId } });
  return videoView(done);
}

/** Presigned PUTs for the asked parts, each signed with its exact length. */
export async function presignParts(
  ctx: RequestContext,
  id: string,
  input: PresignPartsBody,
): Promise<{ parts: PresignedPartView[]; expires_at: string }> {
  editor(ctx);
  const row = await load(ctx, id);
  const uploadId = uploading(row);
  const size = Number(row.size);
  const count = partCountOf(size, row.partSize);
  const numbers = [...new Set(input.part_numbers)];
  if (numbers.some((n) => n > count))
    throw new AppError('VALIDATION', { messageKey: 'video.badPart', values: { n: count } });
  const multipart = getStorage().multipart;
  const parts = await Promise.all(
    numbers.map(async (n) => {
      const bytes = partBytes(n, size, row.partSize);
      const signed = await multipart.presignPart(row.key, uploadId, n, bytes, PART_URL_TTL_SECONDS);
      return { part_number: n, size: bytes, ...signed };
    }),
  );
  return { parts, expires_at: new Date(Date.now() + PART_URL_TTL_SECONDS * 1000).toISOString() };
}

/** The parts the store holds: what a resumed upload skips. */
export async function listStoredParts(ctx: RequestContext, id: string): Promise<{ parts: StoredPartView[] }> {
  editor(ctx);
  const row = await load(ctx, id);
  const uploadId = uploading(row);
  const parts = await getStorage().multipart.listParts(row.key, uploadId);
  return { parts: parts.map((p) => ({ part_number: p.partNumber, size: p.size })) };
}

/**
 * Completes from the store's own list of parts (every part present, each of its exact size), then
 * reads the first bytes: anything but MP4/MOV/WebM is deleted and refused. Idempotent once completed.
 */
export async function completeVideo(ctx: RequestContext, id: string): Promise<VideoView> {
  editor(ctx);
  const row = await load(ctx, id);
  if (row.status !== 'uploading') return videoView(row);
  const uploadId = uploading(row);
  const storage = getStorage();
  const size = Number(row.size);
  const count = partCountOf(size, row.partSize);
  const stored = await storage.multipart.listParts(row.key, uploadId);
  const byNumber = new Map(stored.map((p) => [p.partNumber, p]));
  const missing: number[] = [];
  for (let n = 1; n <= count; n++)
    if (byNumber.get(n)?.size !== partBytes(n, size, row.partSize)) missing.push(n);
  if (missing.length)
    throw new AppError('UNPROCESSABLE', {
      messageKey: 'video.partsMissing',
      meta: { missing_parts: missing.slice(0, 100) },
    });
  await storage.multipart.complete(
    row.key,
    uploadId,
    Array.from({ length: count }, (_, i) => byNumber.get(i + 1)!),
  );

  const object = await storage.head(row.key);
  const type = VIDEO_TYPES.find((t) => t.mime === row.contentType);
  const real = sniff(await storage.readRange(row.key, SNIFF_BYTES));
  if (!object || object.size !== size || !type || !real || !type.sniff.includes(real)) {
    await storage.delete(row.key);
    await ctx.db.videoAsset.delete({ where: { id } });
    throw new AppError('UNPROCESSABLE', { messageKey: 'video.notAVideo' });
  }
  return startProcessing(ctx, id, 'uploading');
}

/** ffmpeg present: processing, with the HLS job queued; else the file plays as it is ('uploaded'). */
async function startProcessing(ctx: RequestContext, id: string, from: string): Promise<VideoView> {
  const hls = ffmpegAvailable();
  const claimed = await ctx.db.videoAsset.updateMany({
    where: { id, status: from },
    data: {
      status: hls ? 'processing' : 'uploaded',
      percent: 0,
      error: null,
      ...(from === 'uploading' ? { multipartUploadId: null } : {}),
    },
  });
  if (claimed.count === 1 && hls) {
    try {
      // a long film takes hours to encode: past pg-boss's default 15 minutes the job would be retried
      await enqueue(
        'video-process',
        { tenantId: ctx.tenant.id, assetId: id },
        { expireInSeconds: 12 * 3600 },
      );
    } catch (err) {
      log('error', 'video job not queued', { assetId: id, error: String(err) });
      await ctx.db.videoAsset.update({
        where: { id },
        data: { status: 'failed', error: 'video.processingFailed' },
      });
    }
  }
  return videoView(await load(ctx, id));
}

/** 'Tentar novamente' after a failed HLS job. */
export async function retryVideo(ctx: RequestContext, id: string): Promise<VideoView> {
  editor(ctx);
  const row = await load(ctx, id);
  if (row.status !== 'failed') throw new AppError('CONFLICT', { messageKey: 'video.notFailed' });
  return startProcessing(ctx, id, 'failed');
}

export async function getVideo(ctx: RequestContext, id: string): Promise<VideoView> {
  editor(ctx);
  return videoView(await load(ctx, id));
}

/** Cancel: the store drops the parts, the asset is gone. Only while uploading. */
export async function abortVideo(ctx: RequestContext, id: string): Promise<void> {
  editor(ctx);
  const row = await load(ctx, id);
  const uploadId = uploading(row);
  await getStorage().multipart.abort(row.key, uploadId);
  await ctx.db.videoAsset.delete({ where: { id } });
}
