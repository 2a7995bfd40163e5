import 'server-only';
import { publish } from '@/lib/events';
import type { AuthedContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { requireCommunity } from './access';
import type { TLikeState } from './post-schemas';
import { requirePost } from './posts';

// Likes on posts and comments. Idempotent both ways: liking inserts with ON CONFLICT DO NOTHING on the
// (user, target) unique pair and bumps the counter only when a row was really inserted; unliking bumps
// it down only when a row was really deleted. Both happen in one transaction, so concurrent calls
// cannot drift the denormalised counters (docs/decisions.md 43). A new like publishes
// community.like.created in the same transaction.

const likesOff = () => new AppError('UNPROCESSABLE', { messageKey: 'community.likesOff' });

export async function likePost(ctx: AuthedContext, postId: string): Promise<TLikeState> {
  const { post, community } = await requirePost(ctx, postId);
  if (!community.allows.likes) throw likesOff();
  return ctx.db.$transaction(async (tx) => {
    const made = await tx.communityLike.createManyAndReturn({
      data: [{ tenantId: ctx.tenant.id, userId: ctx.user.id, postId: post.id }],
      skipDuplicates: true,
      select: { id: true },
    });
    if (made.length === 0) {
      const row = await tx.communityPost.findFirstOrThrow({
        where: { id: post.id },
        select: { likeCount: true },
      });
      return { liked: true, like_count: row.likeCount };
    }
    const row = await tx.communityPost.update({
      where: { id: post.id },
      data: { likeCount: { increment: 1 } },
      select: { likeCount: true },
    });
    await publish(tx, {
      type: 'community.like.created',
      tenantId: ctx.tenant.id,
      userId: ctx.user.id,
      communityId: community.id,
      postId: post.id,
      likeId: made[0]!.id,
    });
    return { liked: true, like_count: row.likeCount };
  });
}

export async function unlikePost(ctx: AuthedContext, postId: string): Promise<TLikeState> {
  const { post } = await requirePost(ctx, postId);
  return ctx.db.$transaction(async (tx) => {
    const gone = await tx.communityLike.deleteMany({ where: { userId: ctx.user.id, postId: post.id } });
    const row = gone.count
      ? await tx.communityPost.update({
          where: { id: post.id },
          data: { likeCount: { decrement: gone.count } },
          select: { likeCount: true },
        })
      : await tx.communityPost.findFirstOrThrow({ where: { id: post.id }, select: { likeCount: true } });
    return { liked: false, like_count: row.likeCount };
  });
}

async function requireLikableComment(ctx: AuthedContext, commentId: string) {
  const row = await ctx.db.communityComment.findFirst({
    where: { id: commentId, deletedAt: null, post: { deletedAt: null } },
    select: { id: true, postId: true, post: { select: { communityId: true } } },
  });
  if (!row) throw new AppError('NOT_FOUND');
  return { comment: row, community: await requireCommunity(ctx, row.post.communityId) };
}

export async function likeComment(ctx: AuthedContext, commentId: string): Promise<TLikeState> {
  const { comment, community } = await requireLikableComment(ctx, commentId);
  if (!community.allows.likes) throw likesOff();
  return ctx.db.$transaction(async (tx) => {
    const made = await tx.communityLike.createManyAndReturn({
      data: [{ tenantId: ctx.tenant.id, userId: ctx.user.id, commentId: comment.id }],
      skipDuplicates: true,
      select: { id: true },
    });
    if (made.length === 0) {
      const row = await tx.communityComment.findFirstOrThrow({
        where: { id: comment.id },
        select: { likeCount: true },
      });
      return { liked: true, like_count: row.likeCount };
    }
    const row = await tx.communityComment.update({
      where: { id: comment.id },
      data: { likeCount: { increment: 1 } },
      select: { likeCount: true },
    });
    await publish(tx, {
      type: 'community.like.created',
      tenantId: ctx.tenant.id,
      userId: ctx.user.id,
      communityId: community.id,
      postId: comment.postId,
      commentId: comment.id,
      likeId: made[0]!.id,
    });
    return { liked: true, like_count: row.likeCount };
  });
}

export async function unlikeComment(ctx: AuthedContext, commentId: string): Promise<TLikeState> {
  const { comment } = await requireLikableComment(ctx, commentId);
  return ctx.db.$transaction(async (tx) => {
    const gone = await tx.communityLike.deleteMany({ where: { userId: ctx.user.id, commentId: comment.id } });
    const row = gone.count
      ? await tx.communityComment.update({
          where: { id: comment.id },
          data: { likeCount: { decrement: gone.count } },
          select: { likeCount: true },
        })
      : await tx.communityComment.findFirstOrThrow({
          where: { id: comment.id },
          select: { likeCount: true },
        });
    return { liked: false, like_count: row.likeCount };
  });
}
