import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { tenantCached } from '@/lib/server/tenant-cache';
import { viewerRelease } from '@/lib/studio/release';

// The course's outline beside the course and lesson pages (issue 50, ADR 0270): its modules and lessons,
// the member's completed ticks and each lesson's release. With the `sidebar` switch on, a side column at
// 1024 px and wider; off (and on phones), a drawer opened from a button.

export interface TOutlineLesson {
  id: string;
  title: string;
  slug: string;
  completed: boolean;
  /** not yet released to this member: locked, and from when (ISO) when known */
  locked: boolean;
  at: string | null;
}

export interface TCourseOutline {
  /** the platform's `sidebar` switch ('Vitrine aberta' section of Aparência) */
  sidebar: boolean;
  modules: { id: string; title: string; lessons: TOutlineLesson[] }[];
}

const live = (ctx: Pick<RequestContext, 'canEdit'>) =>
  ctx.canEdit ? { deletedAt: null } : { deletedAt: null, published: true };

// $1 tenant, $2 member, $3 course: the lessons of the course the member completed.
const DONE_SQL = `
SELECT lp.lesson_id::text AS id
  FROM lesson_progress lp
  JOIN lessons l ON l.id = lp.lesson_id AND l.tenant_id = $1::uuid
  JOIN modules m ON m.id = l.module_id AND m.tenant_id = $1::uuid
 WHERE lp.tenant_id = $1::uuid AND lp.user_id = $2::uuid AND m.course_id = $3::uuid
   AND lp.completed_at IS NOT NULL`;

/**
 * The outline of a course the viewer may open (the page checked access): the switch and the tenant's
 * modules and lessons cached per tenant, the member's ticks and release read per request.
 */
export async function courseOutlineOf(ctx: RequestContext, courseId: string): Promise<TCourseOutline> {
  const tid = ctx.tenant.id;
  const [sidebar, modules, done, release] = await Promise.all([
    tenantCached(tid, 'course-sidebar', async () => {
      const row = await ctx.db.platformSettings.findFirst({ select: { sidebar: true } });
      return !!row?.sidebar;
    }),
    tenantCached(tid, `course-outline-modules ${ctx.canEdit ? 'editor' : 'member'} ${courseId}`, () =>
      ctx.db.module.findMany({
        where: { courseId, ...live(ctx) },
        orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
        select: {
          id: true,
          title: true,
          lessons: {
            where: live(ctx),
            orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
            select: {
              id: true,
              title: true,
              slug: true,
              releaseMode: true,
              releaseDays: true,
              releaseAt: true,
            },
          },
        },
        take: 200,
      }),
    ),
    ctx.user
      ? ctx.db
          .$read<{ id: string }>(DONE_SQL, [tid, ctx.user.id, courseId])
          .then((r) => new Set(r.map((x) => x.id)))
      : new Set<string>(),
    viewerRelease(ctx, courseId),
  ]);
  return {
    sidebar,
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      lessons: m.lessons.map(({ releaseMode, releaseDays, releaseAt, ...l }) => {
        const r = release({ releaseMode, releaseDays, releaseAt });
        return { ...l, completed: done.has(l.id), locked: r.locked, at: r.at?.toISOString() ?? null };
      }),
    })),
  };
}
