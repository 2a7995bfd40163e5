import 'server-only';
import { can } from '@/lib/auth/permissions';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { AuthedContext } from '@/lib/server/route';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { AUTHOR, authorView } from '@/lib/users/author';
import type { TAttachmentKind, TAttachmentView, TCommentView, TPostView } from './schemas';

// Row selections and their answer shapes, shared by the feed, the thread and the writes. A post is read
// with SQL on the tenant pool (`$read`) by every path that answers one, and mapped by `postView` only.
// Comments' relations are loaded by Prisma in one batched query per relation, and "liked by me" in one
// query per page: a page costs the same number of queries whatever its size (no N+1).

// Timestamps leave PostgreSQL as the ISO text `toISOString()` gives (the columns are UTC without a time
// zone, which `pg` would read as local time) and cursors go in as that text.
export const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * A post's columns as `postView` reads them, for a `$read` of `community_posts p JOIN users u` with the
 * member's id as `$<member>` (the feed's page and one post, decision 340).
 */
export const postColumns = (member: string) => `
       p.id, p.community_id, p.user_id, p.title AS post_title, p.body, p.link_url, p.like_count,
       p.comment_count, to_char(p.created_at, ${ISO}) AS created_at, to_char(p.edited_at, ${ISO}) AS edited_at,
       u.name AS author_name, u.photo_url AS author_photo,
       EXISTS (SELECT 1 FROM community_likes l WHERE l.user_id = ${member}::uuid AND l.post_id = p.id) AS liked,
       (SELECT json_agg(json_build_object('id', t.id, 'kind', t.kind, 'path', t.path, 'name', t.name,
                                          'size', t.size, 'content_type', t.content_type)
                        ORDER BY t."order", t.id)
          FROM community_post_attachments t WHERE t.post_id = p.id) AS attachments`;

type AttachmentRow = {
  id: string;
  kind: string;
  path: string;
  name: string;
  size: number;
  content_type: string;
};

export type PostRow = {
  id: string;
  community_id: string;
  user_id: string;
  post_title: string | null;
  body: string;
  link_url: string | null;
  like_count: number;
  comment_count: number;
  created_at: string;
  edited_at: string | null;
  author_name: string;
  author_photo: string | null;
  liked: boolean;
  attachments: AttachmentRow[] | null;
};

const attachmentView = (a: AttachmentRow): TAttachmentView => ({
  id: a.id,
  kind: a.kind as TAttachmentKind,
  url: storedImageUrl(a.path) ?? '',
  name: a.name,
  size: a.size,
  content_type: a.content_type,
});

/** The one mapping of a post's answer: the feed's page, the thread's post, a created or edited post. */
export function postView(ctx: AuthedContext, r: PostRow): TPostView {
  return {
    id: r.id,
    community_id: r.community_id,
    title: r.post_title,
    body: r.body,
    link_url: r.link_url,
    author: authorView({ id: r.user_id, name: r.author_name, photoUrl: r.author_photo }),
    attachments: (r.attachments ?? []).map(attachmentView),
    like_count: r.like_count,
    comment_count: r.comment_count,
    liked_by_me: r.liked,
    created_at: r.created_at,
    edited_at: r.edited_at,
    can_edit: can(ctx, 'community.moderate') || r.user_id === ctx.user.id,
  };
}

const POST_SQL = `
SELECT ${postColumns('$3')}
  FROM community_posts p JOIN users u ON u.id = p.user_id
 WHERE p.tenant_id = $1::uuid AND p.id = $2::uuid AND p.deleted_at IS NULL`;

/** One live post as the feed shows it, in one statement; null when there is none. */
export async function readPost(ctx: AuthedContext, postId: string): Promise<TPostView | null> {
  const [row] = await ctx.db.$read<PostRow>(POST_SQL, [ctx.tenant.id, postId, ctx.user.id]);
  return row ? postView(ctx, row) : null;
}

export const COMMENT_SELECT = {
  id: true,
  postId: true,
  userId: true,
  parentId: true,
  body: true,
  likeCount: true,
  createdAt: true,
  editedAt: true,
  user: AUTHOR,
} as const;

export type CommentRow = Prisma.CommunityCommentGetPayload<{ select: typeof COMMENT_SELECT }> & {
  replies?: CommentRow[];
};

export function commentView(ctx: AuthedContext, row: CommentRow, liked: Set<string>): TCommentView {
  return {
    id: row.id,
    post_id: row.postId,
    parent_id: row.parentId,
    body: row.body,
    author: authorView(row.user),
    like_count: row.likeCount,
    liked_by_me: liked.has(row.id),
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    can_edit: can(ctx, 'community.moderate') || row.userId === ctx.user.id,
    replies: (row.replies ?? []).map((r) => commentView(ctx, r, liked)),
  };
}

/** Which of these comments the member liked: one query. */
export async function likedComments(ctx: AuthedContext, commentIds: string[]): Promise<Set<string>> {
  if (commentIds.length === 0) return new Set();
  const rows = await ctx.db.communityLike.findMany({
    where: { userId: ctx.user.id, commentId: { in: commentIds } },
    select: { commentId: true },
  });
  return new Set(rows.map((r) => r.commentId!));
}
