import 'server-only';
import { LIVE_ENROLLMENT_SQL } from '@/lib/access/live';
import { courseUrl, lessonUrl, percentOf } from '@/lib/course/urls';
import type { AuthedContext } from '@/lib/server/route';
import { storedImageUrl } from '@/lib/server/storage/uploads';

// 'Meus cursos' on 'Meu perfil' (issue 54, ADR 0286): the courses the member may open, each with the
// share of its lessons they completed and 'Continuar' to the first lesson, in the course's order, they
// have not completed (the first lesson once all are done). Courses follow the access rule of
// lib/course/access.ts: editors every live course, a student the published ones of an active product they
// are enrolled in. One statement per page: the page's courses are picked on the enrollments' (user,
// product) index, and only those courses' lessons and progress rows are read (index scans per course).

export const MY_COURSES_PAGE_SIZE = 12;

export interface MyCourse {
  id: string;
  title: string;
  cover_url: string | null;
  percent: number;
  lesson_count: number;
  completed_count: number;
  url: string;
  continue_url: string | null;
}

export interface MyCoursesPage {
  items: MyCourse[];
  page: number;
  pages: number;
}

type Row = {
  id: string;
  title: string;
  cover_url: string | null;
  total: number;
  lessons: number;
  done: number;
  next_id: string | null;
  next_slug: string | null;
};

const MEMBER_COURSES = `
  SELECT DISTINCT c.id, c.title, c.cover_url, c."order", c.created_at
    FROM enrollments e
    JOIN products p ON p.id = e.product_id AND p.tenant_id = $1::uuid AND p.status = 'active'
    JOIN product_courses pc ON pc.product_id = p.id AND pc.tenant_id = $1::uuid
    JOIN courses c ON c.id = pc.course_id AND c.tenant_id = $1::uuid AND c.deleted_at IS NULL AND c.published
   WHERE e.tenant_id = $1::uuid AND e.user_id = $2::uuid AND ${LIVE_ENROLLMENT_SQL}`;

const EDITOR_COURSES = `
  SELECT c.id, c.title, c.cover_url, c."order", c.created_at
    FROM courses c WHERE c.tenant_id = $1::uuid AND c.deleted_at IS NULL`;

/** The lessons a viewer sees in course `page.id`: live, and published (module too) unless an editor. */
const lessonsOf = (editor: boolean) => `
    FROM modules m
    JOIN lessons l ON l.module_id = m.id AND l.tenant_id = $1::uuid AND l.deleted_at IS NULL
                  ${editor ? '' : 'AND l.published'}
    LEFT JOIN lesson_progress lp ON lp.user_id = $2::uuid AND lp.lesson_id = l.id
   WHERE m.tenant_id = $1::uuid AND m.course_id = page.id AND m.deleted_at IS NULL
         ${editor ? '' : 'AND m.published'}`;

const sql = (editor: boolean) => `
WITH mine AS (${editor ? EDITOR_COURSES : MEMBER_COURSES}),
page AS (SELECT * FROM mine ORDER BY "order", created_at, id LIMIT $3 OFFSET $4)
SELECT page.id::text AS id, page.title, page.cover_url, (SELECT count(*) FROM mine)::int AS total,
       stats.lessons, stats.done, nxt.id::text AS next_id, nxt.slug AS next_slug
  FROM page
 CROSS JOIN LATERAL (SELECT count(*)::int AS lessons, count(lp.completed_at)::int AS done
  ${lessonsOf(editor)}) stats
  LEFT JOIN LATERAL (SELECT l.id, l.slug
  ${lessonsOf(editor)}
   ORDER BY (lp.completed_at IS NULL) DESC, m."order", m.created_at, l."order", l.created_at
   LIMIT 1) nxt ON true
 ORDER BY page."order", page.created_at, page.id`;

/** One page (from 1) of the member's courses; a page past the end answers the first. */
export async function listMyCourses(ctx: AuthedContext, page: number): Promise<MyCoursesPage> {
  const tid = ctx.tenant.id;
  const rows = await ctx.db.$read<Row>(sql(ctx.canEdit), [
    tid,
    ctx.user.id,
    MY_COURSES_PAGE_SIZE,
    (page - 1) * MY_COURSES_PAGE_SIZE,
  ]);
  if (!rows.length && page > 1) return listMyCourses(ctx, 1);
  const total = rows[0]?.total ?? 0;
  return {
    page,
    pages: Math.max(1, Math.ceil(total / MY_COURSES_PAGE_SIZE)),
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      cover_url: storedImageUrl(r.cover_url),
      percent: percentOf(r.done, r.lessons),
      lesson_count: r.lessons,
      completed_count: r.done,
      url: courseUrl(tid, r.id),
      continue_url: r.next_id ? lessonUrl(tid, { id: r.next_id, slug: r.next_slug ?? '' }) : null,
    })),
  };
}
