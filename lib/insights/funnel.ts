import 'server-only';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import type { TInsightsFunnel } from './schemas';

// One course's funnel (docs/adr/0530): how many members reached each module (opened one of its lessons)
// and each lesson (opened it), and completed it, from the rollups. The lesson where most stop is the one
// with the most members who reached it and went no further: to the next lesson, or (the last one) to
// completing it.

type Num = number | bigint | null;
const n = (v: Num) => Number(v ?? 0);

const LESSONS_SQL = `
SELECT m.id AS module_id, m.title AS module_title, l.id AS lesson_id, l.title,
       coalesce(il.reached, 0) AS reached, coalesce(il.completed, 0) AS completed
  FROM modules m JOIN lessons l ON l.module_id = m.id AND l.tenant_id = m.tenant_id AND l.deleted_at IS NULL
  LEFT JOIN insights_lessons il ON il.tenant_id = l.tenant_id AND il.lesson_id = l.id
 WHERE m.tenant_id = $1::uuid AND m.course_id = $2::uuid AND m.deleted_at IS NULL
 ORDER BY m."order", m.id, l."order", l.id`;

const MODULES_SQL = `
SELECT module_id, count(*) AS reached FROM insights_module_members
 WHERE tenant_id = $1::uuid AND course_id = $2::uuid GROUP BY module_id`;

export async function courseFunnel(ctx: RequestContext, courseId: string): Promise<TInsightsFunnel> {
  const course = await ctx.db.course.findFirst({
    where: { id: courseId, deletedAt: null },
    select: { id: true, title: true },
  });
  if (!course) throw new AppError('NOT_FOUND');
  const t = ctx.tenant.id;
  const lessons = await ctx.db.$queryRawUnsafe<
    {
      module_id: string;
      module_title: string;
      lesson_id: string;
      title: string;
      reached: Num;
      completed: Num;
    }[]
  >(LESSONS_SQL, t, courseId);
  const modules = await ctx.db.$queryRawUnsafe<{ module_id: string; reached: Num }[]>(
    MODULES_SQL,
    t,
    courseId,
  );
  const [started] = await ctx.db.$queryRawUnsafe<{ n: Num }[]>(
    `SELECT count(DISTINCT user_id) AS n FROM insights_module_members WHERE tenant_id = $1::uuid AND course_id = $2::uuid`,
    t,
    courseId,
  );
  const reachedOf = new Map(modules.map((m) => [m.module_id, n(m.reached)]));
  // members who reached a lesson and went no further
  const stops = lessons.map(
    (l, i) => n(l.reached) - (i + 1 < lessons.length ? n(lessons[i + 1]!.reached) : n(l.completed)),
  );
  const most = stops.reduce((best, s, i) => (s > 0 && (best < 0 || s > stops[best]!) ? i : best), -1);
  const out: TInsightsFunnel = {
    course_id: course.id,
    title: course.title,
    started: n(started?.n ?? 0),
    modules: [],
  };
  lessons.forEach((l, i) => {
    let mod = out.modules[out.modules.length - 1];
    if (!mod || mod.module_id !== l.module_id) {
      mod = {
        module_id: l.module_id,
        title: l.module_title,
        reached: reachedOf.get(l.module_id) ?? 0,
        lessons: [],
      };
      out.modules.push(mod);
    }
    mod.lessons.push({
      lesson_id: l.lesson_id,
      title: l.title,
      reached: n(l.reached),
      completed: n(l.completed),
      most_stop: i === most,
    });
  });
  return out;
}
