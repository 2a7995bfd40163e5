import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { getEnv } from '@/lib/server/env';
import { tenantCached } from '@/lib/server/tenant-cache';
import { trendingLessonIds as rankTrending } from '@/lib/course/lesson-activity';
import {
  courseCard,
  coursePublished,
  rowVisible,
  courseHref,
  lessonCard,
  LESSON_SELECT,
  lessonHref,
  moduleHref,
  refsKey,
  SYSTEM_CARDS,
  type Access,
} from './cards-access';
import type { MyListRow, ProgressRow } from './member-read';
import type { TCard } from './schemas';

// The system rows of the showcase (SPEC 2.9): "Continuar assistindo" (lessons, modules, courses in
// progress), "Em alta" and "Minha lista". lib/showcase/home.ts puts them with the custom carousels.

/**
 * Progress-based system carousels: lessons, modules and courses the member is in the middle of, from the
 * progress rows of `readMemberShowcase` (newest first).
 */
export function continueCards(ctx: RequestContext, access: Access, rows: ProgressRow[]) {
  const tid = ctx.tenant.id;
  // Only what the member can open: a course they lost access to is not "in progress" anymore.
  const open = rows.filter((r) => access.courses === null || access.courses.has(r.course_id));
  const lessons: TCard[] = open
    .filter((r) => !r.done && r.percent < 100)
    .slice(0, SYSTEM_CARDS)
    .map((l) => ({
      id: l.id,
      kind: 'lesson',
      title: l.title,
      image: l.thumbnail_url ?? l.module_cover,
      href: lessonHref(tid, l.slug, l.id),
      locked: false,
      progress: l.percent,
    }));
  const modules = new Map<string, TCard>();
  const courses = new Map<string, TCard>();
  for (const l of open) {
    if (!modules.has(l.module_id) && modules.size < SYSTEM_CARDS)
      modules.set(l.module_id, {
        id: l.module_id,
        kind: 'module',
        title: l.module_title,
        image: l.module_cover,
        href: moduleHref(tid, l.course_id, l.module_id),
        locked: false,
      });
    if (!courses.has(l.course_id) && courses.size < SYSTEM_CARDS)
      courses.set(l.course_id, {
        id: l.course_id,
        kind: 'course',
        title: l.course_title,
        image: l.course_cover,
        href: courseHref(tid, l.course_id),
        locked: false,
      });
  }
  return { lessons, modules: [...modules.values()], courses: [...courses.values()] };
}

/** "Em alta": the tenant's lessons with the most members watching in the last 30 days. */
// The ranking sums the per-day counters of lesson_daily_activity (decision 220) instead of counting the
// tenant's recent progress rows (~100 ms at 50k students). It is the same for every member of the tenant,
// so each instance keeps it for TRENDING_CACHE_TTL_MS; access is still checked per member on every request.
const trendingCache = new Map<string, { at: number; ids: string[] }>();

async function trendingLessonIds(ctx: RequestContext, now: Date): Promise<string[]> {
  const ttl = getEnv().TRENDING_CACHE_TTL_MS;
  const hit = trendingCache.get(ctx.tenant.id);
  if (ttl > 0 && hit && now.getTime() - hit.at < ttl) return hit.ids;
  const ids = await rankTrending(ctx.db, ctx.tenant.id, now, SYSTEM_CARDS * 2);
  if (ttl > 0) {
    if (trendingCache.size > 10_000) trendingCache.clear(); // bounded: one entry per tenant
    trendingCache.set(ctx.tenant.id, { at: now.getTime(), ids });
  }
  return ids;
}

export async function trendingCards(ctx: RequestContext, access: Access, now: Date): Promise<TCard[]> {
  const top = await trendingLessonIds(ctx, now);
  if (!top.length) return [];
  const load = () =>
    ctx.db.lesson.findMany({
      where: {
        id: { in: top },
        ...rowVisible(ctx),
        module: { ...rowVisible(ctx), course: coursePublished(ctx) },
      },
      select: LESSON_SELECT,
    });
  // The rows of the ranked lessons are the tenant's content, the same for every student: cached per
  // tenant and list while no editor saves (decision 390); editors, who see unpublished courses, read afresh.
  const lessons = ctx.canEdit
    ? await load()
    : await tenantCached(ctx.tenant.id, `trending-rows ${refsKey([top])}`, load);
  const byId = new Map(lessons.map((l) => [l.id, l]));
  return top
    .map((id) => byId.get(id))
    .filter((l): l is (typeof lessons)[number] => !!l)
    .map((l) => lessonCard(access, ctx.tenant.id, l))
    .filter((c): c is TCard => !!c)
    .slice(0, SYSTEM_CARDS);
}

/**
 * "Minha lista": what the member saved, newest first (the list rows of `readMemberShowcase` for the
 * homepage's row, of `readMyListPage` for a page of /favoritos).
 */
export function myListCards(ctx: RequestContext, access: Access, rows: MyListRow[]): TCard[] {
  const tid = ctx.tenant.id;
  const cards: (TCard | null)[] = rows.map((r) => {
    if (!ctx.canEdit && !r.published) return null;
    if (r.kind === 'course')
      return courseCard(access, tid, { id: r.id, title: r.title, coverUrl: r.cover_url });
    return lessonCard(access, tid, {
      id: r.id,
      title: r.title,
      slug: r.slug,
      thumbnailUrl: r.thumbnail_url,
      module: { courseId: r.course_id, coverUrl: r.module_cover },
    });
  });
  return cards.filter((c): c is TCard => !!c);
}
