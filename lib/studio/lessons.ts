import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { assetIdOf } from '@/lib/video/limits';
import { AppError } from '@/lib/server/errors';
import { lockList, nextOrder, renumberList } from '@/lib/server/ordering';
import { freeSlug, slugFromTitle } from './slug';
import type { TDeleteBody, TLessonCreate, TLessonMove, TLessonUpdate, TReorder } from './schemas';
import { normalizeLessonMedia } from '@/lib/video/lesson-media';
import { cleanBody, kindOf, lessonUpdateData, mediaTypeOf, releaseColumns } from './lesson-fields';
import {
  hasMemberTraces,
  lessonList,
  liveCount,
  lockLists,
  parkOrder,
  reorderExactly,
  requireConfirm,
  type Db,
  type DeleteResult,
} from './tree';

// Lessons of the studio (issue 46): create, edit, reorder within a module, move between modules of the
// same course, delete. Orders stay 1..n among a module's live lessons under concurrent edits: every
// change of a list holds its advisory lock, a move holds both lists' in a fixed order (docs/adr/0402).

export interface StudioLesson {
  id: string;
  module_id: string;
  title: string;
  slug: string;
  description: string;
  body: string;
  kind: 'video' | 'audio' | 'text';
  media_type: string;
  media_url: string | null;
  thumbnail_url: string | null;
  duration_seconds: number;
  /** the duration was read from the uploaded video (ffprobe): the editor shows it read-only */
  duration_from_file: boolean;
  published: boolean;
  order: number;
  release: { mode: string; days: number | null; at: string | null };
  attachments: { id: string; name: string; url: string; size_bytes: number }[];
}

export const LESSON_SELECT = {
  id: true,
  moduleId: true,
  title: true,
  slug: true,
  description: true,
  body: true,
  mediaType: true,
  mediaUrl: true,
  thumbnailUrl: true,
  durationSeconds: true,
  published: true,
  order: true,
  releaseMode: true,
  releaseDays: true,
  releaseAt: true,
} as const;

const LIVE = { deletedAt: null, module: { deletedAt: null, course: { deletedAt: null } } } as const;

export async function getLesson(ctx: RequestContext, id: string): Promise<StudioLesson> {
  const row = await ctx.db.lesson.findFirst({
    where: { id, ...LIVE },
    select: {
      ...LESSON_SELECT,
      attachments: {
        orderBy: [{ order: 'asc' }, { id: 'asc' }],
        select: { id: true, name: true, url: true, sizeBytes: true },
      },
    },
  });
  if (!row) throw new AppError('NOT_FOUND');
  const assetId = assetIdOf(row.mediaUrl);
  const asset = assetId
    ? await ctx.db.videoAsset.findUnique({ where: { id: assetId }, select: { durationSeconds: true } })
    : null;
  return {
    id: row.id,
    module_id: row.moduleId,
    title: row.title,
    slug: row.slug,
    description: row.description,
    body: row.body,
    kind: kindOf(row.mediaType),
    media_type: row.mediaType,
    media_url: row.mediaUrl,
    thumbnail_url: row.thumbnailUrl,
    duration_seconds: row.durationSeconds,
    duration_from_file: asset?.durationSeconds != null,
    published: row.published,
    order: row.order,
    release: { mode: row.releaseMode, days: row.releaseDays, at: row.releaseAt?.toISOString() ?? null },
    attachments: row.attachments.map((a) => ({
      id: a.id,
      name: a.name,
      url: a.url,
      size_bytes: Number(a.sizeBytes),
    })),
  };
}

/** Lesson slugs are unique in the tenant: the asked one (409 when taken) or one from the title. */
async function lessonSlug(
  tx: Db,
  tenantId: string,
  title: string,
  asked: string | undefined,
  selfId?: string,
) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`lesson-slug:${tenantId}`}, 0))`;
  if (asked) {
    const clash = await tx.lesson.findFirst({
      where: { slug: asked, ...(selfId ? { NOT: { id: selfId } } : {}) },
      select: { id: true },
    });
    if (clash)
      throw new AppError('CONFLICT', {
        messageKey: 'studio.slugTaken',
        fields: { slug: 'studio.slugTaken' },
      });
    return asked;
  }
  const base = slugFromTitle(title) || 'aula';
  const taken = await tx.lesson.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
  return freeSlug(base, new Set(taken.map((t) => t.slug)));
}

async function liveModule(db: Db, id: string) {
  const mod = await db.module.findFirst({
    where: { id, deletedAt: null, course: { deletedAt: null } },
    select: { id: true, courseId: true },
  });
  if (!mod) throw new AppError('NOT_FOUND');
  return mod;
}

/**
 * A video lesson's media passes the video field's own checks (ADR 0423): an upload of this school that has
 * finished, or a YouTube / Vimeo / Panda Video address, stored as its player; anything else is a 422 and
 * nothing is written. Audio and text lessons keep the address they were given.
 */
async function checkedMedia(
  ctx: RequestContext,
  kind: 'video' | 'audio' | 'text',
  value: string | null | undefined,
): Promise<string | null | undefined> {
  if (value === undefined || value === null || kind !== 'video') return value;
  return (await normalizeLessonMedia(ctx, value)).mediaUrl;
}

export async function createLesson(ctx: RequestContext, moduleId: string, body: TLessonCreate) {
  body = { ...body, media_url: await checkedMedia(ctx, body.kind, body.media_url) };
  const tenantId = ctx.tenant.id;
  const list = lessonList(tenantId, moduleId);
  const release = body.release ? releaseColumns(body.release) : {};
  const id = await ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    await liveModule(tx, moduleId);
    const row = await tx.lesson.create({
      data: {
        tenantId,
        moduleId,
        title: body.title,
        slug: await lessonSlug(tx, tenantId, body.title, body.slug),
        description: body.description,
        body: cleanBody(body.body) ?? '',
        mediaType: mediaTypeOf(body.kind, body.media_url),
        mediaUrl: body.media_url ?? null,
        thumbnailUrl: body.thumbnail_url ?? null,
        durationSeconds: body.duration_seconds,
        published: body.published,
        order: await nextOrder(tx, list),
        ...release,
      },
      select: { id: true },
    });
    return row.id;
  });
  return getLesson(ctx, id);
}

export async function updateLesson(ctx: RequestContext, id: string, body: TLessonUpdate) {
  const tenantId = ctx.tenant.id;
  await ctx.db.$transaction(async (tx) => {
    const current = await tx.lesson.findFirst({
      where: { id, ...LIVE },
      select: { title: true, mediaType: true, mediaUrl: true },
    });
    if (!current) throw new AppError('NOT_FOUND');
    const media = await checkedMedia(ctx, body.kind ?? kindOf(current.mediaType), body.media_url);
    const slug =
      body.slug !== undefined ? await lessonSlug(tx, tenantId, current.title, body.slug, id) : undefined;
    await tx.lesson.updateMany({
      where: { id },
      data: { ...lessonUpdateData({ ...body, media_url: media }, current), slug },
    });
  });
  return getLesson(ctx, id);
}

export async function reorderLessons(ctx: RequestContext, moduleId: string, body: TReorder) {
  await liveModule(ctx.db, moduleId);
  await reorderExactly(ctx, lessonList(ctx.tenant.id, moduleId), body.ids);
  return { ids: body.ids };
}

/**
 * Moves a lesson to a module of the same course, at `position` (1-based; the end when absent). Both
 * modules' lists are locked, the lesson takes the target's next order, then both lists renumber.
 */
export async function moveLesson(ctx: RequestContext, id: string, body: TLessonMove) {
  const tenantId = ctx.tenant.id;
  const lesson = await ctx.db.lesson.findFirst({
    where: { id, ...LIVE },
    select: { moduleId: true, module: { select: { courseId: true } } },
  });
  if (!lesson) throw new AppError('NOT_FOUND');
  const from = lessonList(tenantId, lesson.moduleId);
  const to = lessonList(tenantId, body.module_id);
  await ctx.db.$transaction(async (tx) => {
    await lockLists(tx, [from, to]);
    const target = await liveModule(tx, body.module_id);
    if (target.courseId !== lesson.module.courseId)
      throw new AppError('VALIDATION', {
        messageKey: 'studio.moveOtherCourse',
        fields: { module_id: 'studio.moveOtherCourse' },
      });
    // read again under the locks: a concurrent move may have taken the lesson elsewhere
    const now = await tx.lesson.findFirst({ where: { id, deletedAt: null }, select: { moduleId: true } });
    if (!now || now.moduleId !== lesson.moduleId)
      throw new AppError('CONFLICT', { messageKey: 'studio.listChanged' });
    if (body.module_id !== lesson.moduleId) {
      await tx.lesson.updateMany({
        where: { id },
        data: { moduleId: body.module_id, order: await nextOrder(tx, to) },
      });
      await renumberList(tx, from);
    }
    const count = await liveCount(tx, to);
    const position = Math.min(body.position ?? count, count);
    const ordered = await tx.lesson.findMany({
      where: { moduleId: body.module_id, deletedAt: null, NOT: { id } },
      orderBy: [{ order: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    const ids = ordered.map((o) => o.id);
    ids.splice(position - 1, 0, id);
    await renumberList(tx, to, ids);
  });
  return getLesson(ctx, id);
}

/** Plain delete when no member has a trace in the lesson, else a soft delete confirmed with EXCLUIR. */
export async function deleteLesson(
  ctx: RequestContext,
  id: string,
  body: TDeleteBody,
): Promise<DeleteResult> {
  const lesson = await ctx.db.lesson.findFirst({ where: { id, ...LIVE }, select: { moduleId: true } });
  if (!lesson) throw new AppError('NOT_FOUND');
  const list = lessonList(ctx.tenant.id, lesson.moduleId);
  return ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    const row = await tx.lesson.findFirst({
      where: { id, deletedAt: null, moduleId: lesson.moduleId },
      select: { id: true },
    });
    if (!row) throw new AppError('CONFLICT', { messageKey: 'studio.listChanged' });
    let deleted: DeleteResult['deleted'] = 'hard';
    if (await hasMemberTraces(tx, { lessonIds: [id] })) {
      requireConfirm(body.confirm);
      await parkOrder(tx, 'lessons', { column: 'module_id', id: lesson.moduleId }, id);
      deleted = 'soft';
    } else {
      await tx.lesson.deleteMany({ where: { id } });
    }
    await renumberList(tx, list);
    return { deleted };
  });
}
