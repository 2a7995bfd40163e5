import 'server-only';
import { parseVideoUrl } from '@/lib/course/embed';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { assetIdOf } from './limits';

// What the video field saves on a lesson (the contract with the lesson editor): `asset:<uuid>` of a
// finished upload, or a YouTube / Vimeo / Panda Video address stored as its embeddable player.

export interface LessonMediaView {
  id: string;
  media_type: 'video' | 'embed' | 'text' | 'audio';
  media_url: string | null;
  duration_seconds: number;
}

/** The value to store for what the editor typed or uploaded; 422 with a translated message otherwise. */
export async function normalizeLessonMedia(
  ctx: RequestContext,
  value: string | null,
): Promise<{ mediaType: 'video' | 'embed'; mediaUrl: string | null; durationSeconds?: number }> {
  if (value === null || value === '') return { mediaType: 'video', mediaUrl: null };
  const assetId = assetIdOf(value);
  if (assetId) {
    const asset = await ctx.db.videoAsset.findUnique({
      where: { id: assetId },
      select: { status: true, durationSeconds: true },
    });
    if (!asset) throw new AppError('UNPROCESSABLE', { messageKey: 'video.notFound' });
    if (asset.status === 'uploading')
      throw new AppError('UNPROCESSABLE', { messageKey: 'video.notFinished' });
    return {
      mediaType: 'video',
      mediaUrl: `asset:${assetId}`,
      ...(asset.durationSeconds ? { durationSeconds: asset.durationSeconds } : {}),
    };
  }
  const parsed = parseVideoUrl(value);
  if (!parsed)
    throw new AppError('UNPROCESSABLE', {
      messageKey: 'video.badUrl',
      fields: { media_url: 'video.badUrl' },
    });
  return { mediaType: 'embed', mediaUrl: parsed.embedUrl };
}

/** PATCH /api/studio/lessons/{id}/media: the lesson's video, nothing else of it. */
export async function setLessonMedia(
  ctx: RequestContext,
  lessonId: string,
  value: string | null,
): Promise<LessonMediaView> {
  const data = await normalizeLessonMedia(ctx, value);
  const lesson = await ctx.db.lesson.update({
    where: { id: lessonId },
    data,
    select: { id: true, mediaType: true, mediaUrl: true, durationSeconds: true },
  });
  return {
    id: lesson.id,
    media_type: lesson.mediaType,
    media_url: lesson.mediaUrl,
    duration_seconds: lesson.durationSeconds,
  };
}
