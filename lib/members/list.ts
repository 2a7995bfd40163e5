import 'server-only';
import { LIVE_ENROLLMENT_SQL } from '@/lib/access/live';
import type { RequestContext } from '@/lib/server/route';
import {
  MEMBERS_PAGE_SIZE,
  type TCourseProgress,
  type TMemberGrant,
  type TMemberRow,
  type TMembersPage,
  type TMembersQuery,
} from './schemas';
import { searchPattern } from './search';

// The 'Alunos' list (issue 47, ADR 0460): three statements per page whatever the tenant's size: the page
// of members (keyset on the membership id, newest first, no OFFSET), their grants, and their progress per
// course. Every filter is a bind parameter of one fixed statement: a filter left out is a NULL that the
// planner folds away, since each execution is planned with its values.

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

type PageRow = {
  membership_id: string;
  user_id: string;
  name: string;
  email: string;
  role: string;
  joined_at: string;
  last_access_at: string | null;
  deactivated: boolean;
  points: number;
};

// $1 tenant, $2 cursor (membership id), $3 folded LIKE pattern, $4 product, $5 status, $6 limit.
// "active": not deactivated and a live grant (of the product when one is picked); "expired": grants, none
// live; "never": never signed in here; "deactivated": the account is off in this school. $read prepares
// named statements, which the server may plan once for any values: the search is a statement of its
// own, so its plan is always the one with the trigram index (ADR 0460).
const membersSql = (search: boolean) => `
  SELECT m.id::text AS membership_id, u.id::text AS user_id, u.name, u.email, m.role::text AS role,
         to_char(m.created_at, ${ISO}) AS joined_at,
         to_char(m.last_access_at, ${ISO}) AS last_access_at,
         (m.deactivated_at IS NOT NULL) AS deactivated,
         coalesce(ms.score, 0)::int AS points
    FROM memberships m
    JOIN users u ON u.id = m.user_id
    LEFT JOIN member_scores ms ON ms.tenant_id = m.tenant_id AND ms.user_id = m.user_id
   WHERE m.tenant_id = $1::uuid
     AND ($2::uuid IS NULL OR m.id < $2::uuid)
     AND ${search ? 'm.search LIKE $3::text' : '$3::text IS NULL'}
     AND ($4::uuid IS NULL OR EXISTS (
           SELECT 1 FROM enrollments e
            WHERE e.tenant_id = m.tenant_id AND e.user_id = m.user_id AND e.product_id = $4::uuid))
     AND (CASE $5::text
            WHEN 'active' THEN m.deactivated_at IS NULL AND EXISTS (
              SELECT 1 FROM enrollments e
               WHERE e.tenant_id = m.tenant_id AND e.user_id = m.user_id
                 AND ($4::uuid IS NULL OR e.product_id = $4::uuid) AND ${LIVE_ENROLLMENT_SQL})
            WHEN 'expired' THEN EXISTS (
              SELECT 1 FROM enrollments e
               WHERE e.tenant_id = m.tenant_id AND e.user_id = m.user_id
                 AND ($4::uuid IS NULL OR e.product_id = $4::uuid))
              AND NOT EXISTS (
              SELECT 1 FROM enrollments e
               WHERE e.tenant_id = m.tenant_id AND e.user_id = m.user_id
                 AND ($4::uuid IS NULL OR e.product_id = $4::uuid) AND ${LIVE_ENROLLMENT_SQL})
            WHEN 'never' THEN m.last_access_at IS NULL
            WHEN 'deactivated' THEN m.deactivated_at IS NOT NULL
            ELSE true
          END)
   ORDER BY m.id DESC
   LIMIT $6::int`;
export const MEMBERS_PAGE_SQL = membersSql(false);
export const MEMBERS_SEARCH_SQL = membersSql(true);

type ProgressRow = { user_id: string; course_id: string; title: string; lessons: number; completed: number };

// The courses each member's products open, with lessons completed over lessons in the course: one
// statement for the whole page (the lessons are counted once per course, not per member).
export const MEMBERS_PROGRESS_SQL = `
  WITH granted AS (
    SELECT DISTINCT e.user_id, pc.course_id
      FROM enrollments e
      JOIN product_courses pc ON pc.product_id = e.product_id AND pc.tenant_id = e.tenant_id
     WHERE e.tenant_id = $1::uuid AND e.user_id = ANY($2::uuid[])
  ), totals AS (
    SELECT mo.course_id, count(l.id)::int AS lessons
      FROM modules mo JOIN lessons l ON l.module_id = mo.id
     WHERE mo.tenant_id = $1::uuid AND mo.course_id IN (SELECT course_id FROM granted)
     GROUP BY mo.course_id
  ), done AS (
    SELECT lp.user_id, mo.course_id, count(*)::int AS completed
      FROM lesson_progress lp
      JOIN lessons l ON l.id = lp.lesson_id
      JOIN modules mo ON mo.id = l.module_id
     WHERE lp.tenant_id = $1::uuid AND lp.user_id = ANY($2::uuid[]) AND lp.completed_at IS NOT NULL
     GROUP BY lp.user_id, mo.course_id
  )
  SELECT g.user_id::text AS user_id, g.course_id::text AS course_id, c.title,
         coalesce(t.lessons, 0) AS lessons, coalesce(d.completed, 0) AS completed
    FROM granted g
    JOIN courses c ON c.id = g.course_id
    LEFT JOIN totals t ON t.course_id = g.course_id
    LEFT JOIN done d ON d.user_id = g.user_id AND d.course_id = g.course_id
   ORDER BY c."order", c.title`;

export const percentOf = (completed: number, lessons: number) =>
  lessons > 0 ? Math.min(100, Math.round((completed * 100) / lessons)) : 0;

/** Grants and progress of a set of members: two statements, whatever their number. */
export async function memberDetails(
  ctx: Pick<RequestContext, 'db' | 'tenant'>,
  userIds: string[],
): Promise<{ grants: Map<string, TMemberGrant[]>; progress: Map<string, TCourseProgress[]> }> {
  const grants = new Map<string, TMemberGrant[]>();
  const progress = new Map<string, TCourseProgress[]>();
  if (!userIds.length) return { grants, progress };
  const now = new Date();
  const [enrollments, rows] = await Promise.all([
    ctx.db.enrollment.findMany({
      where: { userId: { in: userIds } },
      select: {
        userId: true,
        productId: true,
        createdAt: true,
        expiresAt: true,
        origin: true,
        originRef: true,
        product: { select: { title: true } },
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    ctx.db.$read<ProgressRow>(MEMBERS_PROGRESS_SQL, [ctx.tenant.id, userIds]),
  ]);
  for (const e of enrollments) {
    const list = grants.get(e.userId) ?? [];
    list.push({
      product_id: e.productId,
      product_title: e.product.title,
      granted_at: e.createdAt.toISOString(),
      expires_at: e.expiresAt?.toISOString() ?? null,
      active: e.expiresAt === null || e.expiresAt > now,
      origin: e.origin,
      origin_ref: e.originRef,
    });
    grants.set(e.userId, list);
  }
  for (const r of rows) {
    const list = progress.get(r.user_id) ?? [];
    list.push({
      course_id: r.course_id,
      title: r.title,
      lessons: r.lessons,
      completed: r.completed,
      percent: percentOf(r.completed, r.lessons),
    });
    progress.set(r.user_id, list);
  }
  return { grants, progress };
}

export function toMemberRow(
  r: Omit<PageRow, 'membership_id'>,
  details: Awaited<ReturnType<typeof memberDetails>>,
): TMemberRow {
  return {
    user_id: r.user_id,
    name: r.name,
    email: r.email,
    role: r.role,
    joined_at: r.joined_at,
    last_access_at: r.last_access_at,
    deactivated: r.deactivated,
    points: r.points,
    grants: details.grants.get(r.user_id) ?? [],
    progress: details.progress.get(r.user_id) ?? [],
  };
}

/** A page of the school's members, newest first. */
export async function listMembers(ctx: RequestContext, query: TMembersQuery): Promise<TMembersPage> {
  const rows = await ctx.db.$read<PageRow>(query.q ? MEMBERS_SEARCH_SQL : MEMBERS_PAGE_SQL, [
    ctx.tenant.id,
    query.cursor ?? null,
    query.q ? searchPattern(query.q) : null,
    query.product ?? null,
    query.status ?? null,
    MEMBERS_PAGE_SIZE + 1,
  ]);
  const page = rows.slice(0, MEMBERS_PAGE_SIZE);
  const details = await memberDetails(
    ctx,
    page.map((r) => r.user_id),
  );
  return {
    items: page.map((r) => toMemberRow(r, details)),
    next_cursor: rows.length > MEMBERS_PAGE_SIZE ? page[page.length - 1]!.membership_id : null,
  };
}
