import 'server-only';
import type { TenantTx } from '@/lib/server/tenancy/scoped-db';
import { INSIGHTS_TIME_ZONE } from './days';

// The rollups' set-based recomputations (docs/adr/0530). Each statement recomputes the rows of a key set
// (days of a school, members of a day, lessons, quizzes) from the raw rows, so running it twice, or after
// an event was replayed, gives the same rows: the consumer (./consumer.ts) calls them for the keys one
// event touches, the nightly job for the recent days, the rebuild (./rebuild.ts) for everything.

type Db = Pick<TenantTx, '$executeRawUnsafe'>;

/** The UTC bounds of local days $2..$3 (YYYY-MM-DD), for index range scans on UTC timestamps. */
const BOUNDS = `b AS (
  SELECT (($2::date)::timestamp AT TIME ZONE '${INSIGHTS_TIME_ZONE}') AT TIME ZONE 'UTC' AS s,
         ((($3::date) + 1)::timestamp AT TIME ZONE '${INSIGHTS_TIME_ZONE}') AT TIME ZONE 'UTC' AS e)`;

/** The local day of a UTC timestamp column. */
const day = (col: string) => `((${col} AT TIME ZONE 'UTC') AT TIME ZONE '${INSIGHTS_TIME_ZONE}')::date`;

/**
 * What makes a member active on a day: every row they left that day. `$4` narrows to one member (null =
 * all). Each branch is a range of a (tenant, time) or (tenant, member, ...) index.
 */
/** The tables whose rows are activity, each with its time column (module constants, not input). */
const ACTIVITY_SOURCES = [
  ['points_entries', 'created_at'],
  ['lesson_progress', 'completed_at'],
  ['community_posts', 'created_at'],
  ['community_comments', 'created_at'],
  ['lesson_comments', 'created_at'],
  ['quiz_attempts', 'submitted_at'],
] as const;

const ACTIVITY = ACTIVITY_SOURCES.map(
  ([table, at]) => `
  SELECT user_id, ${day(at)} AS day FROM ${table}, b
   WHERE tenant_id = $1::uuid AND ${at} >= b.s AND ${at} < b.e AND ($4::uuid IS NULL OR user_id = $4::uuid)`,
).join('\n  UNION ALL');

/** Members' activity rows for days from..to (inclusive), of one member or (userId null) all. */
export async function recomputeMemberDays(
  db: Db,
  tenantId: string,
  from: string,
  to: string,
  userId: string | null,
): Promise<void> {
  await db.$executeRawUnsafe(
    `DELETE FROM insights_member_days WHERE tenant_id = $1::uuid AND day BETWEEN $2::date AND $3::date
        AND ($4::uuid IS NULL OR user_id = $4::uuid)`,
    tenantId,
    from,
    to,
    userId,
  );
  await db.$executeRawUnsafe(
    `WITH ${BOUNDS}, a AS (${ACTIVITY})
     INSERT INTO insights_member_days (id, tenant_id, day, user_id, actions)
     SELECT gen_random_uuid(), $1::uuid, a.day, a.user_id, count(*)::int FROM a GROUP BY a.day, a.user_id`,
    tenantId,
    from,
    to,
    userId,
  );
}

/** Count of rows of `table` whose `col` falls in the day `d` (the outer query's day and bounds). */
const inDay = (table: string, col: string, extra = '') =>
  `(SELECT count(*) FROM ${table} x WHERE x.tenant_id = $1::uuid AND x.${col} >= d.s AND x.${col} < d.e${extra})`;

/**
 * The school's daily figures for days from..to (inclusive); member days must be recomputed first. A day
 * with nothing has no row (the readers take it as zeros).
 */
export async function recomputeDaily(db: Db, tenantId: string, from: string, to: string): Promise<void> {
  await db.$executeRawUnsafe(
    `DELETE FROM insights_daily WHERE tenant_id = $1::uuid AND day BETWEEN $2::date AND $3::date`,
    tenantId,
    from,
    to,
  );
  await db.$executeRawUnsafe(
    `WITH d AS (
       SELECT g::date AS day,
              (g::timestamp AT TIME ZONE '${INSIGHTS_TIME_ZONE}') AT TIME ZONE 'UTC' AS s,
              ((g::date + 1)::timestamp AT TIME ZONE '${INSIGHTS_TIME_ZONE}') AT TIME ZONE 'UTC' AS e
         FROM generate_series($2::date, $3::date, interval '1 day') g)
     INSERT INTO insights_daily (id, tenant_id, day, active_members, new_members, lessons_completed, watch_seconds,
                                 posts, comments, quiz_attempts, quiz_passed, points)
     SELECT gen_random_uuid(), f.* FROM (SELECT $1::uuid, d.day,
       (SELECT count(*) FROM insights_member_days m WHERE m.tenant_id = $1::uuid AND m.day = d.day),
       ${inDay('memberships', 'created_at', " AND x.role = 'student'")},
       ${inDay('lesson_progress', 'completed_at')},
       (SELECT coalesce(sum(l.duration_seconds), 0) FROM lesson_progress x
          JOIN lessons l ON l.id = x.lesson_id AND l.tenant_id = x.tenant_id
         WHERE x.tenant_id = $1::uuid AND x.completed_at >= d.s AND x.completed_at < d.e),
       ${inDay('community_posts', 'created_at')},
       ${inDay('community_comments', 'created_at')},
       ${inDay('quiz_attempts', 'submitted_at')},
       ${inDay('quiz_attempts', 'submitted_at', ' AND x.passed')},
       (SELECT coalesce(sum(x.points), 0) FROM points_entries x
         WHERE x.tenant_id = $1::uuid AND x.created_at >= d.s AND x.created_at < d.e)
     FROM d) AS f (tenant_id, day, a, n, l, w, p, c, qa, qp, pts)
     WHERE a + n + l + p + c + qa > 0 OR pts <> 0
     ON CONFLICT (tenant_id, day) DO UPDATE SET
       active_members = EXCLUDED.active_members, new_members = EXCLUDED.new_members,
       lessons_completed = EXCLUDED.lessons_completed, watch_seconds = EXCLUDED.watch_seconds,
       posts = EXCLUDED.posts, comments = EXCLUDED.comments, quiz_attempts = EXCLUDED.quiz_attempts,
       quiz_passed = EXCLUDED.quiz_passed, points = EXCLUDED.points`,
    tenantId,
    from,
    to,
  );
}

/**
 * Members who opened and completed each lesson opened at least once; `lessonIds` null = every lesson of
 * the school (a lesson nobody opened has no row: the readers take it as zeros).
 */
export async function recomputeLessons(db: Db, tenantId: string, lessonIds: string[] | null): Promise<void> {
  await db.$executeRawUnsafe(
    `INSERT INTO insights_lessons (id, tenant_id, lesson_id, reached, completed)
     SELECT gen_random_uuid(), $1::uuid, l.id, count(p.id)::int, count(p.completed_at)::int
       FROM lessons l LEFT JOIN lesson_progress p ON p.tenant_id = l.tenant_id AND p.lesson_id = l.id
      WHERE l.tenant_id = $1::uuid AND ($2::uuid[] IS NULL OR l.id = ANY ($2::uuid[]))
      GROUP BY l.id HAVING count(p.id) > 0
     ON CONFLICT (tenant_id, lesson_id) DO UPDATE SET reached = EXCLUDED.reached, completed = EXCLUDED.completed`,
    tenantId,
    lessonIds,
  );
}

/**
 * The modules members reached (opened one of their lessons), from their progress rows: of one member and
 * lesson, or (nulls) of the whole school. Markers only grow (a progress row is never taken back).
 */
export async function markModuleMembers(
  db: Db,
  tenantId: string,
  userId: string | null,
  lessonId: string | null,
): Promise<void> {
  await db.$executeRawUnsafe(
    `INSERT INTO insights_module_members (id, tenant_id, module_id, course_id, user_id)
     SELECT gen_random_uuid(), x.* FROM (SELECT DISTINCT $1::uuid, m.id, m.course_id, p.user_id
       FROM lesson_progress p
       JOIN lessons l ON l.id = p.lesson_id AND l.tenant_id = p.tenant_id
       JOIN modules m ON m.id = l.module_id AND m.tenant_id = l.tenant_id
      WHERE p.tenant_id = $1::uuid AND ($2::uuid IS NULL OR p.user_id = $2::uuid)
        AND ($3::uuid IS NULL OR p.lesson_id = $3::uuid)) AS x
     ON CONFLICT DO NOTHING`,
    tenantId,
    userId,
    lessonId,
  );
}

/**
 * Each quiz's submitted and passed attempts, and per question of a 'comun' quiz the attempts that
 * answered it wrong (the options chosen are not exactly the right ones, as lib/quizzes/scoring.ts scores).
 * `quizId` null = every quiz of the school.
 */
export async function recomputeQuizzes(db: Db, tenantId: string, quizId: string | null): Promise<void> {
  await db.$executeRawUnsafe(
    `INSERT INTO insights_quizzes (id, tenant_id, quiz_id, attempts, passed)
     SELECT gen_random_uuid(), $1::uuid, q.id, count(a.id)::int, count(a.id) FILTER (WHERE a.passed)::int
       FROM quizzes q LEFT JOIN quiz_attempts a
         ON a.tenant_id = q.tenant_id AND a.quiz_id = q.id AND a.submitted_at IS NOT NULL
      WHERE q.tenant_id = $1::uuid AND ($2::uuid IS NULL OR q.id = $2::uuid)
      GROUP BY q.id HAVING count(a.id) > 0
     ON CONFLICT (tenant_id, quiz_id) DO UPDATE SET attempts = EXCLUDED.attempts, passed = EXCLUDED.passed`,
    tenantId,
    quizId,
  );
  await db.$executeRawUnsafe(
    `WITH r AS (
       SELECT qq.id, qq.quiz_id,
              coalesce(array_agg(o.id::text ORDER BY o.id::text) FILTER (WHERE o.correct), '{}') AS right_ids
         FROM quiz_questions qq JOIN quizzes q ON q.id = qq.quiz_id AND q.tenant_id = qq.tenant_id
         LEFT JOIN quiz_options o ON o.question_id = qq.id AND o.tenant_id = qq.tenant_id
        WHERE qq.tenant_id = $1::uuid AND q.type = 'comun' AND ($2::uuid IS NULL OR qq.quiz_id = $2::uuid)
        GROUP BY qq.id, qq.quiz_id)
     INSERT INTO insights_quiz_questions (id, tenant_id, quiz_id, question_id, attempts, missed)
     SELECT gen_random_uuid(), $1::uuid, r.quiz_id, r.id, count(a.id)::int,
            count(a.id) FILTER (WHERE cardinality(r.right_ids) = 0 OR r.right_ids IS DISTINCT FROM ARRAY(
              SELECT x FROM jsonb_array_elements_text(
                CASE WHEN jsonb_typeof(a.answers -> r.id::text) = 'array' THEN a.answers -> r.id::text
                     ELSE '[]'::jsonb END) x ORDER BY x))::int
       FROM r LEFT JOIN quiz_attempts a
         ON a.tenant_id = $1::uuid AND a.quiz_id = r.quiz_id AND a.submitted_at IS NOT NULL
      GROUP BY r.quiz_id, r.id HAVING count(a.id) > 0
     ON CONFLICT (tenant_id, quiz_id, question_id) DO UPDATE SET attempts = EXCLUDED.attempts, missed = EXCLUDED.missed`,
    tenantId,
    quizId,
  );
}
