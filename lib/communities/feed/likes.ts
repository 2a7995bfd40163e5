import 'server-only';
import { publish } from '@/lib/events';
import type { AuthedContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import type { TenantTx } from '@/lib/server/tenancy/scoped-db';
import { requireComment } from './comments';
import type { TLikeState } from './schemas';
import { requirePost } from './posts';

// Likes on posts and comments. Idempotent both ways: liking inserts with ON CONFLICT DO NOTHING on the
// (user, target) unique pair and bumps the counter only when a row was really inserted; unliking bumps
// it down only when a row was really deleted. Both happen in one transaction, so concurrent calls
// cannot drift the denormalised counters (docs/decisions.md 43). A new like publishes
// community.like.created in the same transaction.

const likesOff = () => new AppError('UNPROCESSABLE', { messageKey: 'community.likesOff' });

/** What is liked: a post, or a comment/reply (commentId) under a post. */
interface Target {
  communityId: string;
  postId: string;
  commentId?: string;
}

const SELECT = { likeCount: true } as const;

// The liked row's counter: read it, or move it by `by` (negative to go down).
function counter(tx: TenantTx, t: Target) {
  if (t.commentId) {
    const where = { id: t.commentId };
    return {
      read: () => tx.communityComment.findFirstOrThrow({ where, select: SELECT }),
      bump: (by: number) =>
        tx.communityComment.update({ where, data: { likeCount: { increment: by } }, select: SELECT }),
    };
  }
  const where = { id: t.postId };
  return {
    read: () => tx.communityPost.findFirstOrThrow({ where, select: SELECT }),
    bump: (by: number) =>
      tx.communityPost.update({ where, data: { likeCount: { increment: by } }, select: SELECT }),
  };
}

const likeKey = (t: Target) => (t.commentId ? { commentId: t.commentId } : { postId: t.postId });

async function like(ctx: AuthedContext, t: Target): Promise<TLikeState> {
  return ctx.db.$transaction(async (tx) => {
    const made = await tx.communityLike.createManyAndReturn({
      data: [{ tenantId: ctx.tenant.id, userId: ctx.user.id, ...likeKey(t) }],
      skipDuplicates: true,
      select: { id: true },
    });
    const c = counter(tx, t);
    if (made.length === 0) return { liked: true, like_count: (await c.read()).likeCount };
    const row = await c.bump(1);
    await publish(tx, {
      type: 'community.like.created',
      tenantId: ctx.tenant.id,
      userId: ctx.user.id,
      communityId: t.communityId,
      postId: t.postId,
      ...(t.commentId ? { commentId: t.commentId } : {}),
      likeId: made[0]!.id,
    });
    return { liked: true, like_count: row.likeCount };
  });
}

async function unlike(ctx: AuthedContext, t: Target): Promise<TLikeState> {
  return ctx.db.$transaction(async (tx) => {
    const where = { userId: ctx.user.id, ...likeKey(t) };
    const existing = await tx.communityLike.findFirst({ where, select: { id: true, createdAt: true } });
    const gone = existing ? await tx.communityLike.deleteMany({ where }) : { count: 0 };
    const c = counter(tx, t);
    const row = gone.count ? await c.bump(-gone.count) : await c.read();
    if (existing && gone.count)
      // a like undone within a minute takes its notification with it (issue 9)
      await publish(tx, {
        type: 'community.like.removed',
        tenantId: ctx.tenant.id,
        userId: ctx.user.id,
        communityId: t.communityId,
        postId: t.postId,
        ...(t.commentId ? { commentId: t.commentId } : {}),
        likeId: existing.id,
        likedAt: existing.createdAt.toISOString(),
      });
    return { liked: false, like_count: row.likeCount };
  });
}

export async function likePost(ctx: AuthedContext, postId: string): Promise<TLikeState> {
  const { post, community } = await requirePost(ctx, postId);
  if (!community.allows.likes) throw likesOff();
  return like(ctx, { communityId: community.id, postId: post.id });
}

export async function unlikePost(ctx: AuthedContext, postId: string): Promise<TLikeState> {
  const { post, community } = await requirePost(ctx, postId);
  return unlike(ctx, { communityId: community.id, postId: post.id });
}

export async function likeComment(ctx: AuthedContext, commentId: string): Promise<TLikeState> {
  const { comment, community } = await requireComment(ctx, commentId);
  if (!community.allows.likes) throw likesOff();
  return like(ctx, { communityId: community.id, postId: comment.postId, commentId: comment.id });
}

export async function unlikeComment(ctx: AuthedContext, commentId: string): Promise<TLikeState> {
  const { comment, community } = await requireComment(ctx, commentId);
  return unlike(ctx, { communityId: community.id, postId: comment.postId, commentId: comment.id });
}
