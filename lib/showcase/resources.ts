import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { TLessonPage, TOption } from './schemas';

// The resource lists the carousel modal picks from (SPEC.md section 7 "Resource lists").

export const LESSON_PAGE_SIZE = 20;

export async function listCourses(ctx: RequestContext): Promise<TOption[]> {
  // soft-deleted courses, modules and lessons are nobody's to pick (issue 46)
  return ctx.db.course.findMany({
    where: { deletedAt: null },
    select: { id: true, title: true },
    orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
    take: 500,
  });
}

export async function listModules(ctx: RequestContext): Promise<TOption[]> {
  const rows = await ctx.db.module.findMany({
    where: { deletedAt: null, course: { deletedAt: null } },
    select: { id: true, title: true, courseId: true },
    orderBy: [{ course: { order: 'asc' } }, { order: 'asc' }],
    take: 1000,
  });
  return rows.map((m) => ({ id: m.id, title: m.title, course_id: m.courseId }));
}

/** A module with its lessons (answered as `data[0].lessons`). */
export async function moduleWithLessons(ctx: RequestContext, moduleId: string) {
  if (!isUuid(moduleId)) throw new AppError('NOT_FOUND');
  const mod = await ctx.db.module.findFirst({
    where: { id: moduleId, deletedAt: null, course: { deletedAt: null } },
    select: {
      id: true,
      title: true,
      courseId: true,
      lessons: {
        where: { deletedAt: null },
        select: { id: true, title: true, moduleId: true },
        orderBy: { order: 'asc' },
        take: 500,
      },
    },
  });
  if (!mod) throw new AppError('NOT_FOUND');
  return {
    id: mod.id,
    title: mod.title,
    course_id: mod.courseId,
    lessons: mod.lessons.map((l) => ({ id: l.id, title: l.title, module_id: l.moduleId })),
  };
}

async function lessonPage(
  ctx: RequestContext,
  page: number,
  base: string,
  term?: string,
): Promise<TLessonPage> {
  const live = { deletedAt: null, module: { deletedAt: null, course: { deletedAt: null } } };
  const where = term ? { ...live, title: { contains: term, mode: 'insensitive' as const } } : live;
  const rows = await ctx.db.lesson.findMany({
    where,
    select: { id: true, title: true, moduleId: true },
    orderBy: [{ title: 'asc' }, { id: 'asc' }],
    skip: (page - 1) * LESSON_PAGE_SIZE,
    take: LESSON_PAGE_SIZE + 1,
  });
  const more = rows.length > LESSON_PAGE_SIZE;
  return {
    current_page: page,
    next_page_url: more ? `${base}?page=${page + 1}` : null,
    data: rows.slice(0, LESSON_PAGE_SIZE).map((l) => ({ id: l.id, title: l.title, module_id: l.moduleId })),
  };
}

export function allLessons(ctx: RequestContext, page: number) {
  return lessonPage(ctx, page, `/api/auth/aulas/allClasses/${ctx.tenant.id}`);
}

export function searchLessons(ctx: RequestContext, term: string, page: number) {
  return lessonPage(ctx, page, `/api/auth/aulas/search/${encodeURIComponent(term)}/${ctx.tenant.id}`, term);
}
