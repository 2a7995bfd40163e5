import 'server-only';
import type { CustomHtmlPage } from '@/lib/generated/prisma/enums';
import { communityAccess } from '@/lib/communities/feed/access';
import { courseAccess, lessonAccess } from '@/lib/course/access';
import { AppError } from '@/lib/server/errors';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { tenantCached } from '@/lib/server/tenant-cache';
import {
  CUSTOM_HTML_PAGE_SIZE,
  CUSTOM_HTML_VERSIONS_MAX,
  type TCustomHtml,
  type TCustomHtmlBody,
  type TCustomHtmlFrame,
  type TCustomHtmlList,
  type TCustomHtmlPage,
  type TCustomHtmlTarget,
  type TCustomHtmlVersion,
} from './schemas';

// Custom HTML blocks (SPEC.md 2.10, 3, 7). Soft delete (deletedAt); every save writes a version row with
// who saved it and when, so the modal can restore any earlier state (docs/decisions.md 103).

const LIVE = { deletedAt: null } as const;

const SELECT = {
  id: true,
  title: true,
  page: true,
  courseId: true,
  moduleId: true,
  lessonId: true,
  communityId: true,
  allowedHosts: true,
  createdAt: true,
  updatedAt: true,
} as const;

type Row = {
  id: string;
  title: string;
  page: CustomHtmlPage;
  courseId: string | null;
  moduleId: string | null;
  lessonId: string | null;
  communityId: string | null;
  allowedHosts: string[];
  createdAt: Date;
  updatedAt: Date;
  html?: string;
};

function toItem(r: Row): TCustomHtml {
  return {
    id: r.id,
    title: r.title,
    page: r.page,
    course_id: r.courseId,
    module_id: r.moduleId,
    lesson_id: r.lessonId,
    community_id: r.communityId,
    allowed_hosts: r.allowedHosts,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    ...(r.html !== undefined ? { html: r.html } : {}),
  };
}

/** The panel's list, oldest first (the order students see them in), 50 a page. One query. */
export async function listCustomHtml(ctx: RequestContext, page = 1): Promise<TCustomHtmlList> {
  const rows = await ctx.db.customHtml.findMany({
    where: LIVE,
    select: SELECT,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    skip: (page - 1) * CUSTOM_HTML_PAGE_SIZE,
    take: CUSTOM_HTML_PAGE_SIZE + 1,
  });
  const more = rows.length > CUSTOM_HTML_PAGE_SIZE;
  return {
    data: rows.slice(0, CUSTOM_HTML_PAGE_SIZE).map(toItem),
    current_page: page,
    next_page: more ? page + 1 : null,
  };
}

/** The blocks that exist for one page kind (SPEC.md 7 `filters/{page}`), with their HTML. */
export async function customHtmlForPageKind(ctx: RequestContext, page: TCustomHtmlPage) {
  const rows = await ctx.db.customHtml.findMany({
    where: { ...LIVE, page },
    select: { ...SELECT, html: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: 200,
  });
  return rows.map(toItem);
}

async function findLive(ctx: RequestContext, id: string) {
  const row = await ctx.db.customHtml.findFirst({
    where: { id, ...LIVE },
    select: { ...SELECT, html: true },
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getCustomHtml(ctx: RequestContext, id: string): Promise<TCustomHtml> {
  return toItem(await findLive(ctx, id));
}

const unknownResource = (field: string) =>
  new AppError('UNPROCESSABLE', {
    messageKey: 'customHtml.resourceNotFound',
    fields: { [field]: 'customHtml.resourceNotFound' },
  });

/**
 * The chosen resources exist in this tenant and nest: the module is the course's, the lesson the
 * module's. Another tenant's id is answered like a missing one. At most four queries, in parallel.
 */
async function checkResources(ctx: RequestContext, b: TCustomHtmlBody) {
  const [course, mod, lesson, community] = await Promise.all([
    b.course_id ? ctx.db.course.findFirst({ where: { id: b.course_id }, select: { id: true } }) : null,
    b.module_id
      ? ctx.db.module.findFirst({ where: { id: b.module_id }, select: { id: true, courseId: true } })
      : null,
    b.lesson_id
      ? ctx.db.lesson.findFirst({ where: { id: b.lesson_id }, select: { id: true, moduleId: true } })
      : null,
    b.community_id
      ? ctx.db.community.findFirst({ where: { id: b.community_id, deletedAt: null }, select: { id: true } })
      : null,
  ]);
  if (b.course_id && !course) throw unknownResource('course_id');
  if (b.module_id && (!mod || mod.courseId !== b.course_id)) throw unknownResource('module_id');
  if (b.lesson_id && (!lesson || lesson.moduleId !== b.module_id)) throw unknownResource('lesson_id');
  if (b.community_id && !community) throw unknownResource('community_id');
}

const columns = (b: TCustomHtmlBody) => ({
  title: b.title,
  html: b.html,
  page: b.page,
  courseId: b.course_id,
  moduleId: b.module_id,
  lessonId: b.lesson_id,
  communityId: b.community_id,
  allowedHosts: b.allowed_hosts,
});

const author = (ctx: AuthedContext) => ({ authorId: ctx.user.id, authorName: ctx.user.name });

export async function createCustomHtml(ctx: AuthedContext, body: TCustomHtmlBody): Promise<TCustomHtml> {
  await checkResources(ctx, body);
  const row = await ctx.db.$transaction(async (tx) => {
    const created = await tx.customHtml.create({
      data: { tenantId: ctx.tenant.id, ...columns(body) },
      select: { ...SELECT, html: true },
    });
    await tx.customHtmlVersion.create({
      data: { tenantId: ctx.tenant.id, customHtmlId: created.id, ...columns(body), ...author(ctx) },
    });
    return created;
  });
  return toItem(row);
}

export async function updateCustomHtml(
  ctx: AuthedContext,
  id: string,
  body: TCustomHtmlBody,
): Promise<TCustomHtml> {
  await findLive(ctx, id);
  await checkResources(ctx, body);
  const row = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.customHtml.updateMany({ where: { id, ...LIVE }, data: columns(body) });
    if (count !== 1) throw new AppError('NOT_FOUND');
    await tx.customHtmlVersion.create({
      data: { tenantId: ctx.tenant.id, customHtmlId: id, ...columns(body), ...author(ctx) },
    });
    return tx.customHtml.findFirstOrThrow({ where: { id }, select: { ...SELECT, html: true } });
  });
  return toItem(row);
}

/** Soft delete: the row and its versions stay, students stop seeing it. */
export async function deleteCustomHtml(ctx: RequestContext, id: string): Promise<void> {
  const { count } = await ctx.db.customHtml.updateMany({
    where: { id, ...LIVE },
    data: { deletedAt: new Date() },
  });
  if (count !== 1) throw new AppError('NOT_FOUND');
}

/** The saved states of a block, newest first (the newest is the current one). */
export async function listVersions(ctx: RequestContext, id: string): Promise<TCustomHtmlVersion[]> {
  const [, rows] = await Promise.all([
    findLive(ctx, id),
    ctx.db.customHtmlVersion.findMany({
      where: { customHtmlId: id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: CUSTOM_HTML_VERSIONS_MAX,
      select: { id: true, title: true, page: true, html: true, authorName: true, createdAt: true },
    }),
  ]);
  return rows.map((v) => ({
    id: v.id,
    title: v.title,
    page: v.page,
    html: v.html,
    author_name: v.authorName,
    created_at: v.createdAt.toISOString(),
  }));
}

/** Restoring is a save of the old state (so it is itself a new version, and can be undone). */
export async function restoreVersion(
  ctx: AuthedContext,
  id: string,
  versionId: string,
): Promise<TCustomHtml> {
  const v = await ctx.db.customHtmlVersion.findFirst({ where: { id: versionId, customHtmlId: id } });
  if (!v) throw new AppError('NOT_FOUND');
  return updateCustomHtml(ctx, id, {
    title: v.title,
    html: v.html,
    page: v.page,
    course_id: v.courseId,
    module_id: v.moduleId,
    lesson_id: v.lessonId,
    community_id: v.communityId,
    allowed_hosts: v.allowedHosts,
  });
}

/**
 * The blocks a student page shows, in order of creation (docs/decisions.md 101): same page kind, and at
 * each level either "all" (null) or the viewed resource. One indexed query; no HTML is read here, each
 * block's document is served by its own embed route.
 */
export function framesFor(ctx: RequestContext, target: TCustomHtmlTarget): Promise<TCustomHtmlFrame[]> {
  // the same blocks for every member: cached per tenant and target until an editor saves
  return tenantCached(ctx.tenant.id, `custom-html ${JSON.stringify(target)}`, () => loadFrames(ctx, target));
}

function loadFrames(ctx: RequestContext, target: TCustomHtmlTarget): Promise<TCustomHtmlFrame[]> {
  const level = (field: 'courseId' | 'moduleId' | 'lessonId' | 'communityId', value: string) => ({
    OR: [{ [field]: null }, { [field]: value }],
  });
  const and: object[] = [];
  if ('courseId' in target) and.push(level('courseId', target.courseId));
  if ('moduleId' in target) and.push(level('moduleId', target.moduleId));
  if ('lessonId' in target) and.push(level('lessonId', target.lessonId));
  if ('communityId' in target) and.push(level('communityId', target.communityId));
  return ctx.db.customHtml.findMany({
    where: { ...LIVE, page: target.page, AND: and },
    select: { id: true, title: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: 50,
  });
}

/**
 * One live block's HTML, for its embed document, when the member may see the page it targets: the
 * lesson, else the course (a module block carries its course too), and the community it names. A block
 * aimed at "all" pages of a kind needs no resource. Anything else answers as a missing block (404), so
 * the embed URL does not reveal locked content. The hosts go into the document's policy (ADR 0242).
 */
export async function htmlOf(
  ctx: RequestContext,
  id: string,
): Promise<{ html: string; allowedHosts: string[] }> {
  const block = await findLive(ctx, id);
  const doc = { html: block.html, allowedHosts: block.allowedHosts };
  if (ctx.canEdit) return doc;
  let open = true;
  if (block.lessonId) open = (await lessonAccess(ctx, block.lessonId)).access === 'open';
  else if (block.courseId) open = (await courseAccess(ctx, block.courseId)) === 'open';
  if (open && block.communityId) open = (await communityAccess(ctx, block.communityId)).state === 'open';
  if (!open) throw new AppError('NOT_FOUND');
  return doc;
}
