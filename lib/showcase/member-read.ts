import 'server-only';
import type { RequestContext } from '@/lib/server/route';

// What the showcase reads of the member on every /homepage (and the community page's "Continuar
// assistindo", /favoritos' courses): the courses their active products open, their lessons in progress
// and their "Minha lista", in one statement on the tenant pool (`$read`, decision 404). It replaces three Prisma reads
// with relation filters and nested selects (the product -> enrollment filter, progress -> lesson -> module
// -> course, list item -> course or lesson -> module -> course), whose query pipeline cost the page more
// CPU than the rest of its data. Row-level security holds it to the tenant; every table is also filtered
// by the tenant id, so the indexes of those reads serve it: enrollments by (user, product), progress by
// (tenant, user, updated_at desc), list items by (tenant, user, created_at desc).

/** A lesson the member has progress in, newest first, with what its lesson, module and course cards show. */
export interface ProgressRow {
  percent: number;
  done: boolean;
  id: string;
  title: string;
  slug: string;
  thumbnail_url: string | null;
  module_id: string;
  module_title: string;
  module_cover: string | null;
  course_id: string;
  course_title: string;
  course_cover: string | null;
}

/** A "Minha lista" item, newest first: a course or a lesson, with its course's publication. */
export type MyListRow =
  | { kind: 'course'; id: string; title: string; cover_url: string | null; published: boolean }
  | {
      kind: 'lesson';
      id: string;
      title: string;
      slug: string;
      thumbnail_url: string | null;
      course_id: string;
      module_cover: string | null;
      published: boolean;
    };

export interface MemberShowcase {
  /** course ids the member may open; null = all (editors) */
  courses: Set<string> | null;
  progress: ProgressRow[];
  myList: MyListRow[];
}

/** the most recent progress rows read (the system rows keep 12 lessons, modules and courses of them) */
export const PROGRESS_ROWS = 60;
/** the most recent "Minha lista" items read */
export const MY_LIST_ROWS = 50;

// A "Minha lista" item with what its card shows; $1 is the tenant, $2 the member (MY_LIST_WHERE).
const MY_LIST_SELECT = `SELECT CASE WHEN c.id IS NOT NULL THEN 'course' ELSE 'lesson' END AS kind,
           coalesce(c.id, l.id) AS id, coalesce(c.title, l.title) AS title, c.cover_url,
           l.slug, l.thumbnail_url, m.course_id, m.cover_url AS module_cover,
           coalesce(c.published, lc.published) AS published,
           mi.created_at AS at, mi.id AS iid
      FROM my_list_items mi
      LEFT JOIN courses c ON c.id = mi.course_id AND c.tenant_id = $1::uuid
      LEFT JOIN lessons l ON l.id = mi.lesson_id AND l.tenant_id = $1::uuid
      LEFT JOIN modules m ON m.id = l.module_id AND m.tenant_id = $1::uuid
      LEFT JOIN courses lc ON lc.id = m.course_id AND lc.tenant_id = $1::uuid`;
const MY_LIST_WHERE = `mi.tenant_id = $1::uuid AND mi.user_id = $2::uuid AND (c.id IS NOT NULL OR lc.id IS NOT NULL)`;

// $1 tenant, $2 member, $3 editor (all courses, unpublished ones too), $4 progress wanted, $5 list wanted.
// The ORDER BY inside each json_agg keeps the order of its LIMITed subquery.
const MEMBER_SQL = `
SELECT
  CASE WHEN $3::boolean THEN NULL ELSE ARRAY(
    SELECT DISTINCT pc.course_id::text
      FROM enrollments e
      JOIN products pr ON pr.id = e.product_id AND pr.tenant_id = $1::uuid AND pr.status = 'active'
      JOIN product_courses pc ON pc.product_id = e.product_id AND pc.tenant_id = $1::uuid
     WHERE e.user_id = $2::uuid AND e.tenant_id = $1::uuid
       AND (e.expires_at IS NULL OR e.expires_at > (now() AT TIME ZONE 'UTC'))) END AS courses,
  (SELECT coalesce(json_agg(p ORDER BY p.at DESC, p.pid DESC), '[]'::json) FROM (
    SELECT lp.percent, lp.completed_at IS NOT NULL AS done, l.id, l.title, l.slug, l.thumbnail_url,
           l.module_id, m.title AS module_title, m.cover_url AS module_cover,
           m.course_id, c.title AS course_title, c.cover_url AS course_cover,
           lp.updated_at AS at, lp.id AS pid
      FROM lesson_progress lp
      JOIN lessons l ON l.id = lp.lesson_id AND l.tenant_id = $1::uuid
      JOIN modules m ON m.id = l.module_id AND m.tenant_id = $1::uuid
      JOIN courses c ON c.id = m.course_id AND c.tenant_id = $1::uuid
     WHERE $4::boolean AND lp.tenant_id = $1::uuid AND lp.user_id = $2::uuid AND ($3::boolean OR c.published)
     ORDER BY lp.updated_at DESC, lp.id DESC
     LIMIT ${PROGRESS_ROWS}) p) AS progress,
  (SELECT coalesce(json_agg(i ORDER BY i.at DESC, i.iid DESC), '[]'::json) FROM (
    ${MY_LIST_SELECT}
     WHERE $5::boolean AND ${MY_LIST_WHERE}
     ORDER BY mi.created_at DESC, mi.id DESC
     LIMIT ${MY_LIST_ROWS}) i) AS my_list`;

type Row = { courses: string[] | null; progress: ProgressRow[]; my_list: MyListRow[] };

/**
 * The member's side of the showcase: always the courses they may open; their progress and list only when
 * asked (the switches of the system rows). Signed out: nothing opens, no statement.
 */
export async function readMemberShowcase(
  ctx: Pick<RequestContext, 'db' | 'tenant' | 'user' | 'canEdit'>,
  want: { progress?: boolean; myList?: boolean } = {},
): Promise<MemberShowcase> {
  if (!ctx.user) return { courses: ctx.canEdit ? null : new Set(), progress: [], myList: [] };
  const [row] = await ctx.db.$read<Row>(MEMBER_SQL, [
    ctx.tenant.id,
    ctx.user.id,
    ctx.canEdit,
    !!want.progress,
    !!want.myList,
  ]);
  return {
    courses: row!.courses === null ? null : new Set(row!.courses),
    progress: row!.progress,
    myList: row!.my_list,
  };
}

/** Cards per page of /favoritos: whole rows in its grid of 2, 3 and 4 columns (wide screens' 5 end with 4). */
export const FAVORITES_PAGE_SIZE = 24;

// /favoritos, one page: the items the member's cards will show, so every page is full. For students, an
// unpublished course's items are left out, and so are those of a course they cannot open unless the
// blocked content is shown ($3 editor, $4 the courses they may open, $5 show blocked). One row more than
// the page says whether another page follows.
const MY_LIST_PAGE_SQL = `
${MY_LIST_SELECT}
 WHERE ${MY_LIST_WHERE}
   AND ($3::boolean OR coalesce(c.published, lc.published))
   AND ($3::boolean OR $5::boolean OR coalesce(c.id, lc.id) = ANY($4::uuid[]))
 ORDER BY mi.created_at DESC, mi.id DESC
 LIMIT ${FAVORITES_PAGE_SIZE + 1} OFFSET $6::int`;

/**
 * Page `page` (from 1) of the member's "Minha lista", newest first, with `hasNext`. `courses` are those the
 * member may open (null: all, editors), from `readMemberShowcase`.
 */
export async function readMyListPage(
  ctx: Pick<RequestContext, 'db' | 'tenant' | 'user' | 'canEdit'>,
  access: { courses: Set<string> | null; showBlocked: boolean },
  page: number,
): Promise<{ rows: MyListRow[]; hasNext: boolean }> {
  if (!ctx.user) return { rows: [], hasNext: false };
  const rows = await ctx.db.$read<MyListRow>(MY_LIST_PAGE_SQL, [
    ctx.tenant.id,
    ctx.user.id,
    ctx.canEdit || access.courses === null,
    [...(access.courses ?? [])],
    access.showBlocked,
    (page - 1) * FAVORITES_PAGE_SIZE,
  ]);
  return { rows: rows.slice(0, FAVORITES_PAGE_SIZE), hasNext: rows.length > FAVORITES_PAGE_SIZE };
}
