import 'server-only';
import { assetIdOf } from '@/lib/video/limits';
import { resolveLessonVideo } from '@/lib/video/playback';
import { lessonPageSettings, type PageSettings } from '@/lib/lesson/settings';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { tenantCached } from '@/lib/server/tenant-cache';
import { renderViewerProducts } from '@/lib/products/viewer';
import { courseAccessWith, lessonAccessWith } from './access';
import { percentOf } from './urls';
import { previewRelease, viewerRelease, type ReleaseRule, type ReleaseState } from '@/lib/studio/release';

/**
 * What a viewer may list (issue 46): live rows always, drafts only for editors. The cached reads below
 * key their entries by it (`view`), so members never get an editor's list with drafts.
 */
const visible = (ctx: Pick<RequestContext, 'canEdit'>) =>
  ctx.canEdit ? { deletedAt: null } : { deletedAt: null, published: true };
const view = (ctx: Pick<RequestContext, 'canEdit'>) => (ctx.canEdit ? 'editor' : 'member');

/** An outline lesson's release as the page gets it: locked, and from when (ISO). */
export interface LessonRelease {
  locked: boolean;
  at: string | null;
}
const releaseOut = (r: ReleaseState): LessonRelease => ({
  locked: r.locked,
  at: r.at?.toISOString() ?? null,
});

// The data of the student's course, module and lesson pages. Each loader checks access first (a
// locked answer carries no content at all) and then reads a bounded, fixed number of queries: the
// course outline is at most a course's lessons, never per-row lookups.

export type Locked = { access: 'locked' };

/** The page switches, one cache entry per tenant (lib/lesson/settings.ts, decision 235). */
const settingsOf = (ctx: RequestContext): Promise<PageSettings> => lessonPageSettings(ctx);

/** The member's progress in one lesson of the course or module read. */
interface ProgressRow {
  lesson_id: string;
  percent: number;
  watched_seconds: number;
  done: boolean;
}

// $1 tenant, $2 member, $3 course or module. On the tenant pool (`$read`, decision 410): the Prisma reads
// they replace filtered through the lesson -> module relations, whose query pipeline cost the course,
// module and lesson pages more CPU than the statement. The member's rows come by the (tenant, user)
// index of lesson_progress.
const PROGRESS_SQL = {
  course: `
SELECT lp.lesson_id::text AS lesson_id, lp.percent, lp.watched_seconds, lp.completed_at IS NOT NULL AS done
  FROM lesson_progress lp
  JOIN lessons l ON l.id = lp.lesson_id AND l.tenant_id = $1::uuid
  JOIN modules m ON m.id = l.module_id AND m.tenant_id = $1::uuid
 WHERE lp.tenant_id = $1::uuid AND lp.user_id = $2::uuid AND m.course_id = $3::uuid`,
  module: `
SELECT lp.lesson_id::text AS lesson_id, lp.percent, lp.watched_seconds, lp.completed_at IS NOT NULL AS done
  FROM lesson_progress lp
  JOIN lessons l ON l.id = lp.lesson_id AND l.tenant_id = $1::uuid
 WHERE lp.tenant_id = $1::uuid AND lp.user_id = $2::uuid AND l.module_id = $3::uuid`,
};

/** The member's progress rows in a course's or a module's lessons; none signed out. */
async function memberProgress(
  ctx: RequestContext,
  scope: 'course' | 'module',
  id: string,
): Promise<ProgressRow[]> {
  if (!ctx.user) return [];
  return ctx.db.$read<ProgressRow>(PROGRESS_SQL[scope], [ctx.tenant.id, ctx.user.id, id]);
}

/** The ids of the lessons the member completed among the course's or module's. */
async function completedIds(
  ctx: RequestContext,
  scope: 'course' | 'module',
  id: string,
): Promise<Set<string>> {
  const rows = await memberProgress(ctx, scope, id);
  return new Set(rows.filter((r) => r.done).map((r) => r.lesson_id));
}

export interface CoursePage {
  access: 'open';
  settings: PageSettings;
  /** `published` is false only for editors, who see drafts (marked 'Rascunho' on the page) */
  course: { id: string; title: string; description: string; coverUrl: string | null; published: boolean };
  percent: number;
  lessonCount: number;
  firstLesson: { id: string; slug: string } | null;
  modules: {
    id: string;
    title: string;
    description: string;
    coverUrl: string | null;
    published: boolean;
    lessonCount: number;
    completedCount: number;
    percent: number;
  }[];
}

export async function loadCoursePage(ctx: RequestContext, courseId: string): Promise<CoursePage | Locked> {
  // the tenant's part of the access rule is cached, the member's products are read once (decision 407)
  const access = await courseAccessWith(ctx, courseId, await renderViewerProducts(ctx));
  if (access === 'locked') return { access: 'locked' };
  // The course, its modules and its outline are the tenant's content, the same for every member who may
  // open the course (access was decided above): cached per tenant while no editor saves (decision 407;
  // the outline is the lesson page's entry). The member's completed lessons are read per request.
  const tid = ctx.tenant.id;
  const [course, outline, done, settings] = await Promise.all([
    tenantCached(tid, `course-page ${view(ctx)} ${courseId}`, () =>
      ctx.db.course.findFirst({
        where: { id: courseId, deletedAt: null },
        select: {
          id: true,
          title: true,
          description: true,
          coverUrl: true,
          published: true,
          modules: {
            where: visible(ctx),
            orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
            select: { id: true, title: true, description: true, coverUrl: true, published: true },
          },
        },
      }),
    ),
    courseOutline(ctx, courseId),
    completedIds(ctx, 'course', courseId),
    settingsOf(ctx),
  ]);
  if (!course) throw new AppError('NOT_FOUND');
  const modules = course.modules.map((m) => {
    const lessons = outline.filter((l) => l.moduleId === m.id);
    const completedCount = lessons.filter((l) => done.has(l.id)).length;
    return {
      ...m,
      lessonCount: lessons.length,
      completedCount,
      percent: percentOf(completedCount, lessons.length),
    };
  });
  const firstOpen = outline.find((l) => !done.has(l.id)) ?? outline[0] ?? null;
  return {
    access: 'open',
    settings,
    course: {
      id: course.id,
      title: course.title,
      description: course.description,
      coverUrl: course.coverUrl,
      published: course.published,
    },
    percent: percentOf(done.size, outline.length),
    lessonCount: outline.length,
    firstLesson: firstOpen ? { id: firstOpen.id, slug: firstOpen.slug } : null,
    modules,
  };
}

export interface OutlineLesson {
  id: string;
  title: string;
  slug: string;
  moduleId: string;
  durationSeconds: number;
  completed: boolean;
  release: LessonRelease;
}

export interface ModulePage {
  access: 'open';
  settings: PageSettings;
  course: { id: string; title: string };
  module: { id: string; title: string; description: string; coverUrl: string | null };
  lessons: OutlineLesson[];
  percent: number;
}

const OUTLINE_SELECT = {
  id: true,
  title: true,
  slug: true,
  moduleId: true,
  durationSeconds: true,
  releaseMode: true,
  releaseDays: true,
  releaseAt: true,
} as const;

type OutlineRow = {
  id: string;
  title: string;
  slug: string;
  moduleId: string;
  durationSeconds: number;
} & ReleaseRule;

/** An outline row as pages get it: the release rule replaced by the viewer's release. */
const outlineOut = (
  r: OutlineRow,
  release: (rule: ReleaseRule) => ReleaseState,
  completed: boolean,
): OutlineLesson => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  moduleId: r.moduleId,
  durationSeconds: r.durationSeconds,
  completed,
  release: releaseOut(release(r)),
});

/** A course's lessons in reading order, the tenant's content: one cache entry the course and lesson pages share. */
function courseOutline(ctx: RequestContext, courseId: string) {
  return tenantCached(ctx.tenant.id, `course-outline ${view(ctx)} ${courseId}`, () =>
    ctx.db.lesson.findMany({
      where: { ...visible(ctx), module: { courseId, ...visible(ctx) } },
      orderBy: [{ module: { order: 'asc' } }, { order: 'asc' }, { createdAt: 'asc' }],
      select: OUTLINE_SELECT,
    }),
  );
}

export async function loadModulePage(ctx: RequestContext, moduleId: string): Promise<ModulePage | Locked> {
  // The module, its course's title and its lessons are the tenant's content, cached as the course page's
  // (decision 407); access and the completed lessons are the member's.
  const tid = ctx.tenant.id;
  const mod = await tenantCached(tid, `module-page ${view(ctx)} ${moduleId}`, async () => {
    const row = await ctx.db.module.findFirst({
      where: { id: moduleId, ...visible(ctx), course: { deletedAt: null } },
      select: {
        id: true,
        title: true,
        description: true,
        coverUrl: true,
        course: { select: { id: true, title: true } },
      },
    });
    // an unknown id throws inside the load, so it is not kept
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
  const access = await courseAccessWith(ctx, mod.course.id, await renderViewerProducts(ctx));
  if (access === 'locked') return { access: 'locked' };
  const [lessons, done, settings, release] = await Promise.all([
    tenantCached(tid, `module-outline ${view(ctx)} ${moduleId}`, () =>
      ctx.db.lesson.findMany({
        where: { moduleId, ...visible(ctx) },
        orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
        select: OUTLINE_SELECT,
      }),
    ),
    completedIds(ctx, 'module', moduleId),
    settingsOf(ctx),
    viewerRelease(ctx, mod.course.id),
  ]);
  const list = lessons.map((l) => outlineOut(l, release, done.has(l.id)));
  return {
    access: 'open',
    settings,
    course: mod.course,
    module: { id: mod.id, title: mod.title, description: mod.description, coverUrl: mod.coverUrl },
    lessons: list,
    percent: percentOf(list.filter((l) => l.completed).length, list.length),
  };
}

export interface LessonPage {
  access: 'open';
  settings: PageSettings;
  course: { id: string; title: string };
  module: { id: string; title: string };
  lesson: {
    id: string;
    title: string;
    slug: string;
    description: string;
    mediaType: 'video' | 'embed' | 'text' | 'audio';
    /** null while the lesson is not released to this member (absent from HTML and JSON, issue 46) */
    mediaUrl: string | null;
    /** an uploaded video's signed HLS master playlist, once its renditions exist */
    hlsUrl: string | null;
    thumbnailUrl: string | null;
    durationSeconds: number;
    /** sanitized rich text; '' while not released */
    body: string;
    /** 'Materiais'; empty while not released */
    attachments: { id: string; name: string; url: string; sizeBytes: number }[];
    release: LessonRelease;
  };
  progress: { percent: number; watchedSeconds: number; completed: boolean };
  /** editors only: the lesson's stored media value (`asset:<id>` or a link) for the video field */
  editorMediaUrl?: string | null;
  /** the module's lessons, in order (side list / drawer) */
  moduleLessons: OutlineLesson[];
  previous: OutlineLesson | null;
  next: OutlineLesson | null;
}

/** An editor's preview as a member of `products` enrolled at `enrolledAt` (docs/adr/0411). */
export interface PreviewAs {
  products: ReadonlySet<string>;
  enrolledAt: Date;
}

export async function loadLessonPage(
  ctx: RequestContext,
  lessonId: string,
  as?: PreviewAs,
): Promise<LessonPage | Locked> {
  // the tenant's part of the access rule is cached, the member's products are read once (decision 391)
  const mine = as ? as.products : await renderViewerProducts(ctx);
  const { lesson: ref, access } = await lessonAccessWith(ctx, lessonId, mine);
  if (access === 'locked') return { access: 'locked' };
  // The lesson and its course's outline are the tenant's content, the same for every member who may
  // open the lesson (access was decided above): cached per tenant while no editor saves (decision 383).
  const tid = ctx.tenant.id;
  const [lesson, outline, progress, settings, release] = await Promise.all([
    tenantCached(tid, `lesson-page ${view(ctx)} ${ref.id}`, () =>
      ctx.db.lesson.findFirst({
        where: { id: ref.id, ...visible(ctx), module: { ...visible(ctx), course: { deletedAt: null } } },
        select: {
          id: true,
          title: true,
          slug: true,
          description: true,
          mediaType: true,
          mediaUrl: true,
          thumbnailUrl: true,
          durationSeconds: true,
          body: true,
          releaseMode: true,
          releaseDays: true,
          releaseAt: true,
          attachments: {
            orderBy: [{ order: 'asc' }, { id: 'asc' }],
            select: { id: true, name: true, url: true, sizeBytes: true },
          },
          module: { select: { id: true, title: true, course: { select: { id: true, title: true } } } },
        },
      }),
    ),
    courseOutline(ctx, ref.courseId),
    memberProgress(ctx, 'course', ref.courseId),
    settingsOf(ctx),
    as ? previewRelease(as.enrolledAt) : viewerRelease(ctx, ref.courseId),
  ]);
  if (!lesson) throw new AppError('NOT_FOUND');
  const done = new Set(progress.filter((p) => p.done).map((p) => p.lesson_id));
  const all = outline.map((l) => outlineOut(l, release, done.has(l.id)));
  const i = all.findIndex((l) => l.id === lesson.id);
  const own = progress.find((p) => p.lesson_id === lesson.id);
  const { module: mod, releaseMode, releaseDays, releaseAt, attachments, body, mediaUrl, ...rest } = lesson;
  const state = releaseOut(release({ releaseMode, releaseDays, releaseAt }));
  // Before its release a lesson's content never leaves the server: no media, body or files (issue 46).
  const content = state.locked
    ? { mediaUrl: null, body: '', attachments: [] }
    : {
        mediaUrl,
        body,
        attachments: attachments.map((a) => ({
          id: a.id,
          name: a.name,
          url: a.url,
          sizeBytes: Number(a.sizeBytes),
        })),
      };
  // an uploaded video (`asset:<id>`) becomes signed, expiring URLs, made per request: never cached; none
  // before the release
  const video = state.locked ? null : await resolveLessonVideo(ctx, mediaUrl);
  const media = video
    ? { mediaUrl: video.src, hlsUrl: video.hls, thumbnailUrl: rest.thumbnailUrl ?? video.poster }
    : { mediaUrl: assetIdOf(content.mediaUrl) ? null : content.mediaUrl, hlsUrl: null };
  return {
    access: 'open',
    settings,
    course: mod.course,
    module: { id: mod.id, title: mod.title },
    lesson: { ...rest, ...content, ...media, release: state },
    ...(ctx.canEdit ? { editorMediaUrl: mediaUrl } : {}),
    progress: {
      percent: own?.percent ?? 0,
      watchedSeconds: own?.watched_seconds ?? 0,
      completed: !!own?.done,
    },
    moduleLessons: all.filter((l) => l.moduleId === mod.id),
    previous: i > 0 ? all[i - 1]! : null,
    next: i >= 0 && i < all.length - 1 ? all[i + 1]! : null,
  };
}
