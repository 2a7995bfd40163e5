import 'server-only';
import type { AuthedContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { authorView } from '@/lib/users/author';
import { ANSWERS_PER_COMMENT, COMMENTS_PAGE_SIZE, type TCommentsPage, type TCommentView } from './schemas';

// A page of a lesson's comments in one statement on the tenant pool (`$read`, decision 292): the lesson's
// access (the rules of lessonAccess: editors always, students only for a published course through an
// active product they are enrolled in) and, only when it is open, the number of questions and the page's
// questions, newest first, each with its first answers, oldest first, and the authors. Row-level security
// holds it to the tenant; the comments are also filtered by the tenant id, so the
// (tenant_id, lesson_id, parent_id, created_at desc) and (parent_id, created_at) indexes serve it.

// Timestamps leave PostgreSQL as the ISO text `toISOString()` gives (the columns are UTC without a time
// zone, which `pg` would read as local time).
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const COMMENT_JSON = (c: string, u: string) =>
  `'id', ${c}.id, 'body', ${c}.body, 'parent_id', ${c}.parent_id, 'from_editor', ${c}.from_editor,
   'created_at', to_char(${c}.created_at, ${ISO}), 'user_id', ${u}.id, 'name', ${u}.name, 'photo', ${u}.photo_url`;

const COMMENTS_SQL = `
SELECT c.published, o.enrolled, q.total, q.comments
  FROM lessons l
  JOIN modules m ON m.id = l.module_id
  JOIN courses c ON c.id = m.course_id
 CROSS JOIN LATERAL (
       SELECT EXISTS (
                SELECT 1 FROM product_courses pc
                  JOIN products pr ON pr.id = pc.product_id AND pr.status = 'active'
                  JOIN enrollments e ON e.product_id = pc.product_id AND e.user_id = $3::uuid
                   AND (e.expires_at IS NULL OR e.expires_at > (now() AT TIME ZONE 'UTC'))
                 WHERE pc.course_id = c.id) AS enrolled) o
  LEFT JOIN LATERAL (
       SELECT (SELECT count(*)::int FROM lesson_comments t
                WHERE t.tenant_id = $1::uuid AND t.lesson_id = l.id AND t.parent_id IS NULL) AS total,
              (SELECT json_agg(json_build_object(${COMMENT_JSON('p', 'pu')}, 'answers', (
                        SELECT json_agg(json_build_object(${COMMENT_JSON('a', 'au')}) ORDER BY a.created_at, a.id)
                          FROM (SELECT * FROM lesson_comments a0 WHERE a0.parent_id = p.id
                                 ORDER BY a0.created_at, a0.id LIMIT ${ANSWERS_PER_COMMENT}) a
                          JOIN users au ON au.id = a.user_id)) ORDER BY p.created_at DESC, p.id DESC)
                 FROM (SELECT * FROM lesson_comments p0
                        WHERE p0.tenant_id = $1::uuid AND p0.lesson_id = l.id AND p0.parent_id IS NULL
                        ORDER BY p0.created_at DESC, p0.id DESC
                        OFFSET $4 LIMIT ${COMMENTS_PAGE_SIZE}) p
                 JOIN users pu ON pu.id = p.user_id) AS comments
        WHERE $5::boolean OR (c.published AND o.enrolled)) q ON true
 WHERE l.tenant_id = $1::uuid AND l.id = $2::uuid`;

type CommentJson = {
  id: string;
  body: string;
  parent_id: string | null;
  from_editor: boolean;
  created_at: string;
  user_id: string;
  name: string;
  photo: string | null;
  answers?: CommentJson[] | null;
};

type Row = { published: boolean; enrolled: boolean; total: number | null; comments: CommentJson[] | null };

/** The one mapping of a lesson comment's answer: the page's questions and answers, a created comment. */
function view(c: CommentJson): TCommentView {
  return {
    id: c.id,
    body: c.body,
    parent_id: c.parent_id,
    from_editor: c.from_editor,
    created_at: c.created_at,
    author: authorView({ id: c.user_id, name: c.name, photoUrl: c.photo }),
    answers: (c.answers ?? []).map(view),
  };
}

/** The page of `listComments` (comments.ts): the same answers and errors as requireLesson and its reads. */
export async function readCommentsPage(
  ctx: AuthedContext,
  lessonId: string,
  page: number,
): Promise<TCommentsPage> {
  const [row] = await ctx.db.$read<Row>(COMMENTS_SQL, [
    ctx.tenant.id,
    lessonId,
    ctx.user.id,
    (page - 1) * COMMENTS_PAGE_SIZE,
    ctx.canEdit,
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  if (!ctx.canEdit) {
    if (!row.published) throw new AppError('NOT_FOUND');
    if (!row.enrolled) throw new AppError('FORBIDDEN', { messageKey: 'course.lockedMessage' });
  }
  const total = row.total ?? 0;
  return {
    comments: (row.comments ?? []).map(view),
    page,
    per_page: COMMENTS_PAGE_SIZE,
    total,
    has_more: page * COMMENTS_PAGE_SIZE < total,
  };
}

const COMMENT_SQL = `
SELECT json_build_object(${COMMENT_JSON('c', 'u')}) AS comment
  FROM lesson_comments c JOIN users u ON u.id = c.user_id
 WHERE c.tenant_id = $1::uuid AND c.id = $2::uuid`;

/** One comment as the page shows it (without its answers: a comment just written has none). */
export async function readComment(ctx: AuthedContext, id: string): Promise<TCommentView> {
  const [row] = await ctx.db.$read<{ comment: CommentJson }>(COMMENT_SQL, [ctx.tenant.id, id]);
  if (!row) throw new AppError('NOT_FOUND');
  return view(row.comment);
}
