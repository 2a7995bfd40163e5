import 'server-only';
import { AppError } from '@/lib/server/errors';
import { sanitizeRichText } from '@/lib/frame/sanitize';
import { wallTimeToIso } from '@/lib/dates/zone';
import type { LessonMediaType, LessonRelease } from '@/lib/generated/prisma/enums';
import type { TLessonCreate, TLessonUpdate } from './schemas';

// How the editor's lesson fields become columns: the body through the terms' sanitizer (the same
// allow-list as the footer's rich text, lib/frame/sanitize.ts), the kind and media URL into
// LessonMediaType, the release into its three columns (docs/adr/0401).

/** An address of a third-party player page (YouTube, Vimeo, Panda…): the lesson plays it in an iframe. */
const isExternalPage = (url: string) => /^https?:\/\//i.test(url);

export function mediaTypeOf(
  kind: 'video' | 'audio' | 'text',
  mediaUrl: string | null | undefined,
): LessonMediaType {
  if (kind === 'audio') return 'audio';
  if (kind === 'text') return 'text';
  return mediaUrl && isExternalPage(mediaUrl) ? 'embed' : 'video';
}

export const kindOf = (t: LessonMediaType): 'video' | 'audio' | 'text' => (t === 'embed' ? 'video' : t);

export interface ReleaseColumns {
  releaseMode: LessonRelease;
  releaseDays: number | null;
  releaseAt: Date | null;
}

export function releaseColumns(r: NonNullable<TLessonCreate['release']>): ReleaseColumns {
  if (r.mode === 'immediate') return { releaseMode: 'immediate', releaseDays: null, releaseAt: null };
  if (r.mode === 'after_enrollment')
    return { releaseMode: 'after_enrollment', releaseDays: r.days!, releaseAt: null };
  const at = new Date(wallTimeToIso(r.at!));
  if (Number.isNaN(at.getTime()))
    throw new AppError('VALIDATION', {
      messageKey: 'studio.releaseDateInvalid',
      fields: { 'release.at': 'studio.releaseDateInvalid' },
    });
  return { releaseMode: 'at_date', releaseDays: null, releaseAt: at };
}

export const cleanBody = (html: string | undefined) =>
  html === undefined ? undefined : sanitizeRichText(html);

/** The lesson's columns an update writes (undefined leaves a column as it is). */
export function lessonUpdateData(
  body: TLessonUpdate,
  current: { mediaType: LessonMediaType; mediaUrl: string | null },
) {
  const mediaUrl = body.media_url === undefined ? current.mediaUrl : body.media_url;
  const kind = body.kind ?? kindOf(current.mediaType);
  return {
    title: body.title,
    description: body.description,
    body: cleanBody(body.body),
    mediaType: mediaTypeOf(kind, mediaUrl),
    mediaUrl: body.media_url === undefined ? undefined : body.media_url,
    thumbnailUrl: body.thumbnail_url === undefined ? undefined : body.thumbnail_url,
    durationSeconds: body.duration_seconds,
    published: body.published,
    ...(body.release ? releaseColumns(body.release) : {}),
  };
}
