import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { AuthedContext } from '@/lib/server/route';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { AUTHOR, authorView } from '@/lib/users/author';
import type { TAttachmentKind, TCommentView, TPostView } from './schemas';

// Row selections and their answer shapes, shared by the feed, the thread and the writes. Relations are
// loaded by Prisma in one batched query per relation, and "liked by me" in one query per page: a page
// costs the same number of queries whatever its size (no N+1).

export const POST_SELECT = {
  id: true,
  communityId: true,
  userId: true,
  title: true,
  body: true,
  linkUrl: true,
  likeCount: true,
  commentCount: true,
  createdAt: true,
  editedAt: true,
  user: AUTHOR,
  attachments: {
    orderBy: { order: 'asc' },
    select: { id: true, kind: true, path: true, name: true, size: true, contentType: true },
  },
} as const;

type PostRow = Prisma.CommunityPostGetPayload<{ select: typeof POST_SELECT }>;

export function postView(ctx: AuthedContext, row: PostRow, liked: Set<string>): TPostView {
  return {
    id: row.id,
    community_id: row.communityId,
    title: row.title,
    body: row.body,
    link_url: row.linkUrl,
    author: authorView(row.user),
    attachments: row.attachments.map((a) => ({
      id: a.id,
      kind: a.kind as TAttachmentKind,
      url: storedImageUrl(a.path) ?? '',
      name: a.name,
      size: a.size,
      content_type: a.contentType,
    })),
    like_count: row.likeCount,
    comment_count: row.commentCount,
    liked_by_me: liked.has(row.id),
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    can_edit: ctx.canEdit || row.userId === ctx.user.id,
  };
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
    can_edit: ctx.canEdit || row.userId === ctx.user.id,
    replies: (row.replies ?? []).map((r) => commentView(ctx, r, liked)),
  };
}

/** Which of these posts the member liked: one query. */
export async function likedPosts(ctx: AuthedContext, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await ctx.db.communityLike.findMany({
    where: { userId: ctx.user.id, postId: { in: postIds } },
    select: { postId: true },
  });
  return new Set(rows.map((r) => r.postId!));
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
