import 'server-only';
import { LIVE_ENROLLMENT_SQL } from '@/lib/access/live';
import type { RequestContext } from '@/lib/server/route';
import type { Period } from './days';
import {
  INSIGHTS_MEMBERS_LIMIT,
  type TInsightsCourse,
  type TInsightsMember,
  type TInsightsQuiz,
} from './schemas';

// The Painel's tables (docs/adr/0530): courses, the most and least active members, quizzes. Progress
// figures come from the rollups; 'enrolled' is the access state (enrollments), not activity.

type Num = number | bigint | null;
const n = (v: Num) => Number(v ?? 0);

// 'enrolled': a course sold by one product counts that product's live enrollments (one per member and
// product), so the 2M-row join of a school with big products is only paid by courses in several (ADR 0534).
const COURSES_SQL = `
WITH pc AS (SELECT course_id, product_id, count(*) OVER (PARTITION BY course_id) AS k
              FROM product_courses WHERE tenant_id = $1::uuid),
     pe AS (SELECT e.product_id, count(*) AS n FROM enrollments e
             WHERE e.tenant_id = $1::uuid AND ${LIVE_ENROLLMENT_SQL}
               AND e.product_id IN (SELECT product_id FROM pc WHERE k = 1) GROUP BY e.product_id),
     e AS (SELECT pc.course_id, pe.n FROM pc JOIN pe ON pe.product_id = pc.product_id WHERE pc.k = 1
           UNION ALL
           SELECT pc.course_id, count(DISTINCT e.user_id) FROM pc
             JOIN enrollments e ON e.tenant_id = $1::uuid AND e.product_id = pc.product_id AND ${LIVE_ENROLLMENT_SQL}
            WHERE pc.k > 1 GROUP BY pc.course_id),
     s AS (SELECT course_id, count(DISTINCT user_id) AS n FROM insights_module_members
            WHERE tenant_id = $1::uuid GROUP BY course_id),
     d AS (SELECT course_id, count(*) AS n FROM course_completions WHERE tenant_id = $1::uuid GROUP BY course_id),
     l AS (SELECT m.course_id, count(*) AS lessons, coalesce(sum(il.completed), 0) AS completions
             FROM lessons l JOIN modules m ON m.id = l.module_id AND m.tenant_id = l.tenant_id
             LEFT JOIN insights_lessons il ON il.tenant_id = l.tenant_id AND il.lesson_id = l.id
            WHERE l.tenant_id = $1::uuid AND l.deleted_at IS NULL AND m.deleted_at IS NULL
            GROUP BY m.course_id)
SELECT c.id AS course_id, c.title, e.n AS enrolled, s.n AS started, d.n AS completed, l.lessons, l.completions
  FROM courses c LEFT JOIN e ON e.course_id = c.id LEFT JOIN s ON s.course_id = c.id
  LEFT JOIN d ON d.course_id = c.id LEFT JOIN l ON l.course_id = c.id
 WHERE c.tenant_id = $1::uuid AND c.deleted_at IS NULL
 ORDER BY c."order", c.id`;

export async function coursesTable(ctx: RequestContext): Promise<TInsightsCourse[]> {
  const rows = await ctx.db.$queryRawUnsafe<
    {
      course_id: string;
      title: string;
      enrolled: Num;
      started: Num;
      completed: Num;
      lessons: Num;
      completions: Num;
    }[]
  >(COURSES_SQL, ctx.tenant.id);
  return rows.map((r) => {
    const slots = n(r.started) * n(r.lessons);
    return {
      course_id: r.course_id,
      title: r.title,
      enrolled: n(r.enrolled),
      started: n(r.started),
      completed: n(r.completed),
      average_progress: slots ? Math.min(100, Math.round((100 * n(r.completions)) / slots)) : 0,
    };
  });
}

// $1 tenant, $2 from, $3 to, $4 limit. Students still active in the school; the least active include
// those who did nothing at all, the ones signed in longest ago first.
const activity = `u AS (SELECT user_id, sum(actions) AS actions, count(*) AS active_days
                          FROM insights_member_days
                         WHERE tenant_id = $1::uuid AND day BETWEEN $2::date AND $3::date GROUP BY user_id)`;
const memberCols = `m.user_id, coalesce(u.actions, 0) AS actions, coalesce(u.active_days, 0) AS active_days,
       m.last_access_at`;
/** Names and e-mails of the few members chosen only (not of the school's 50,000 before the limit). */
const named = (chosen: string, order: string) =>
  `SELECT t.user_id, us.name, us.email, t.actions, t.active_days, t.last_access_at
     FROM (${chosen}) t JOIN users us ON us.id = t.user_id ORDER BY ${order}`;
const most = named(
  `SELECT ${memberCols} FROM u JOIN memberships m ON m.tenant_id = $1::uuid AND m.user_id = u.user_id
    WHERE m.role = 'student' AND m.deactivated_at IS NULL
    ORDER BY u.actions DESC, u.active_days DESC, m.user_id LIMIT $4`,
  't.actions DESC, t.active_days DESC, t.user_id',
);
const least = named(
  `SELECT ${memberCols} FROM memberships m LEFT JOIN u ON u.user_id = m.user_id
    WHERE m.tenant_id = $1::uuid AND m.role = 'student' AND m.deactivated_at IS NULL
    ORDER BY coalesce(u.actions, 0), m.last_access_at ASC NULLS FIRST, m.user_id LIMIT $4`,
  't.actions, t.last_access_at ASC NULLS FIRST, t.user_id',
);
const MOST_SQL = `WITH ${activity} ${most}`;
const LEAST_SQL = `WITH ${activity} ${least}`;
// The Painel's screen needs both tables and the period's active members (every member with a row, staff
// included, as the headline counts them): one pass over the period's member days (ADR 0534).
const BOTH_SQL = `WITH ${activity}
(SELECT 'most' AS which, x.* FROM (${most}) x)
UNION ALL (SELECT 'least', y.* FROM (${least}) y)
UNION ALL SELECT 'active', NULL, NULL, NULL, count(*), NULL, NULL FROM u`;

interface MemberRow {
  user_id: string;
  name: string;
  email: string;
  actions: Num;
  active_days: Num;
  last_access_at: Date | null;
}

const member = (r: MemberRow): TInsightsMember => ({
  user_id: r.user_id,
  name: r.name,
  email: r.email,
  actions: n(r.actions),
  active_days: n(r.active_days),
  last_access_at: r.last_access_at?.toISOString() ?? null,
});

/** The most and least active members of the period and its count of active members, in one statement. */
export async function membersTables(
  ctx: RequestContext,
  p: Pick<Period, 'from' | 'to'>,
): Promise<{ most: TInsightsMember[]; least: TInsightsMember[]; active: number }> {
  const rows = await ctx.db.$queryRawUnsafe<(MemberRow & { which: 'most' | 'least' | 'active' })[]>(
    BOTH_SQL,
    ctx.tenant.id,
    p.from,
    p.to,
    INSIGHTS_MEMBERS_LIMIT,
  );
  return {
    most: rows.filter((r) => r.which === 'most').map(member),
    least: rows.filter((r) => r.which === 'least').map(member),
    active: n(rows.find((r) => r.which === 'active')?.actions ?? 0),
  };
}

export async function membersTable(
  ctx: RequestContext,
  p: Period,
  which: 'most' | 'least',
  limit = INSIGHTS_MEMBERS_LIMIT,
): Promise<TInsightsMember[]> {
  const rows = await ctx.db.$queryRawUnsafe<MemberRow[]>(
    which === 'most' ? MOST_SQL : LEAST_SQL,
    ctx.tenant.id,
    p.from,
    p.to,
    limit,
  );
  return rows.map(member);
}

const QUIZZES_SQL = `
SELECT q.id AS quiz_id, q.name, iq.attempts, iq.passed,
       coalesce((SELECT json_agg(json_build_object('question_id', x.question_id, 'text', x.text,
                                                   'attempts', x.attempts, 'missed', x.missed))
                   FROM (SELECT qq.question_id, qt.text, qq.attempts, qq.missed
                           FROM insights_quiz_questions qq
                           JOIN quiz_questions qt ON qt.id = qq.question_id AND qt.tenant_id = qq.tenant_id
                          WHERE qq.tenant_id = $1::uuid AND qq.quiz_id = q.id AND qq.missed > 0
                          ORDER BY qq.missed DESC, qt."order" LIMIT 3) x), '[]') AS missed
  FROM insights_quizzes iq JOIN quizzes q ON q.id = iq.quiz_id AND q.tenant_id = iq.tenant_id
 WHERE iq.tenant_id = $1::uuid AND q.deleted_at IS NULL AND iq.attempts > 0
 ORDER BY iq.attempts DESC, q.id LIMIT 50`;

export async function quizzesTable(ctx: RequestContext): Promise<TInsightsQuiz[]> {
  const rows = await ctx.db.$queryRawUnsafe<
    { quiz_id: string; name: string; attempts: Num; passed: Num; missed: TInsightsQuiz['missed'] }[]
  >(QUIZZES_SQL, ctx.tenant.id);
  return rows.map((r) => ({
    quiz_id: r.quiz_id,
    name: r.name,
    attempts: n(r.attempts),
    passed: n(r.passed),
    pass_rate: n(r.attempts) ? Math.round((100 * n(r.passed)) / n(r.attempts)) : 0,
    missed: r.missed,
  }));
}
