import 'server-only';
import { publish } from '@/lib/events';
import type { AuthedContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { requireCommunity } from './access';
import { afterCursor, decodeCursor, encodeCursor } from './cursor';
import {
  REPLIES_PER_COMMENT,
  type TCommentBody,
  type TCommentEditBody,
  type TCommentView,
  type TThread,
  type TThreadQuery,
} from './schemas';
import { assertMayChange, loadPost, requirePost } from './posts';
import { COMMENT_SELECT, commentView, likedComments, type CommentRow } from './views';

// Comments and replies of community posts (one level: a reply answers a top-level comment). The post's
// commentCount counts live comments and replies and moves in the write's transaction. Creating one
// publishes community.comment.created or community.reply.created in that same transaction.

/**
 * The post page: the post and a page of its top-level comments, oldest first (keyset on createdAt, id),
 * each with up to REPLIES_PER_COMMENT replies. Constant queries per page.
 */
export async function thread(ctx: AuthedContext, postId: string, q: TThreadQuery): Promise<TThread> {
  await requirePost(ctx, postId);
  const cursor = decodeCursor(q.cursor);
  const [post, rows] = await Promise.all([
    loadPost(ctx, postId),
    ctx.db.communityComment.findMany({
      where: { postId, parentId: null, deletedAt: null, ...afterCursor(cursor, 'asc') },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: q.limit + 1,
      select: {
        ...COMMENT_SELECT,
        replies: {
          where: { deletedAt: null },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          take: REPLIES_PER_COMMENT,
          select: COMMENT_SELECT,
        },
      },
    }),
  ]);
  const page: CommentRow[] = rows.slice(0, q.limit);
  const liked = await likedComments(
    ctx,
    page.flatMap((c) => [c.id, ...(c.replies ?? []).map((r) => r.id)]),
  );
  return {
    post,
    comments: page.map((c) => commentView(ctx, c, liked)),
    next_cursor: rows.length > q.limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

async function loadComment(ctx: AuthedContext, id: string): Promise<TCommentView> {
  const row = await ctx.db.communityComment.findFirst({
    where: { id, deletedAt: null },
    select: COMMENT_SELECT,
  });
  if (!row) throw new AppError('NOT_FOUND');
  return commentView(ctx, row, await likedComments(ctx, [row.id]));
}

export async function createComment(
  ctx: AuthedContext,
  postId: string,
  body: TCommentBody,
): Promise<TCommentView> {
  const { post, community } = await requirePost(ctx, postId);
  if (!community.allows.comments)
    throw new AppError('UNPROCESSABLE', { messageKey: 'community.commentsOff' });
  const parentId = body.parent_id ?? null;
  // Checked again inside the write's transaction, under locks (decision 133): the parent is locked
  // FOR SHARE (a delete that committed first makes it a 404; a delete that comes later waits and then
  // takes this reply with it), and the count moves only on a live post. Comment before post, as the
  // delete locks them.
  const id = await ctx.db.$transaction(async (tx) => {
    if (parentId) {
      const parent = await tx.$queryRaw<{ parent_id: string | null }[]>`
        SELECT parent_id FROM community_comments
        WHERE id = ${parentId}::uuid AND post_id = ${post.id}::uuid AND tenant_id = ${ctx.tenant.id}::uuid
          AND deleted_at IS NULL
        FOR SHARE`;
      if (parent.length === 0) throw new AppError('NOT_FOUND');
      if (parent[0]!.parent_id) throw new AppError('UNPROCESSABLE', { messageKey: 'community.replyToReply' });
    }
    const counted = await tx.communityPost.updateMany({
      where: { id: post.id, deletedAt: null },
      data: { commentCount: { increment: 1 } },
    });
    if (counted.count === 0) throw new AppError('NOT_FOUND');
    const row = await tx.communityComment.create({
      data: { tenantId: ctx.tenant.id, postId: post.id, userId: ctx.user.id, parentId, body: body.body },
      select: { id: true },
    });
    const base = {
      tenantId: ctx.tenant.id,
      userId: ctx.user.id,
      communityId: community.id,
      postId: post.id,
      commentId: row.id,
    };
    await publish(
      tx,
      parentId
        ? { ...base, type: 'community.reply.created', parentId }
        : { ...base, type: 'community.comment.created' },
    );
    return row.id;
  });
  return loadComment(ctx, id);
}

/** A live comment, its post and community, when the user may open that community. */
export async function requireComment(ctx: AuthedContext, commentId: string) {
  const row = await ctx.db.communityComment.findFirst({
    where: { id: commentId, deletedAt: null, post: { deletedAt: null } },
    select: { id: true, userId: true, postId: true, parentId: true, post: { select: { communityId: true } } },
  });
  if (!row) throw new AppError('NOT_FOUND');
  const community = await requireCommunity(ctx, row.post.communityId);
  return { comment: row, community };
}

export async function updateComment(
  ctx: AuthedContext,
  commentId: string,
  body: TCommentEditBody,
): Promise<TCommentView> {
  const { comment } = await requireComment(ctx, commentId);
  assertMayChange(ctx, comment.userId);
  const done = await ctx.db.communityComment.updateMany({
    where: { id: comment.id, deletedAt: null },
    data: { body: body.body, editedAt: new Date() },
  });
  if (done.count === 0) throw new AppError('NOT_FOUND');
  return loadComment(ctx, comment.id);
}

/** Soft delete (the author or an editor); a comment's replies go with it and leave the post's count. */
export async function deleteComment(ctx: AuthedContext, commentId: string): Promise<{ id: string }> {
  const { comment, community } = await requireComment(ctx, commentId);
  assertMayChange(ctx, comment.userId);
  await ctx.db.$transaction(async (tx) => {
    // Lock the comment first, in its own statement: a reply being written holds it FOR SHARE, so this
    // waits for it, and the update below (a new snapshot) then sees the reply and removes it too.
    await tx.$queryRaw`
      SELECT id FROM community_comments
      WHERE id = ${comment.id}::uuid AND tenant_id = ${ctx.tenant.id}::uuid
      FOR UPDATE`;
    const done = await tx.communityComment.updateMany({
      where: { OR: [{ id: comment.id }, { parentId: comment.id }], deletedAt: null },
      data: { deletedAt: new Date() },
    });
    if (done.count === 0) throw new AppError('NOT_FOUND');
    await tx.communityPost.update({
      where: { id: comment.postId },
      data: { commentCount: { decrement: done.count } },
    });
    // notifications about it (and its replies) go too, after commit (issue 9)
    await publish(tx, {
      type: 'community.comment.deleted',
      tenantId: ctx.tenant.id,
      userId: ctx.user.id,
      communityId: community.id,
      postId: comment.postId,
      commentId: comment.id,
    });
  });
  return { id: comment.id };
}
