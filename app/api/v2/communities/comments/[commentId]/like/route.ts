import { likeComment, unlikeComment } from '@/lib/communities/feed/likes';
import { ZCommentParams } from '@/lib/communities/feed/schemas';
import { route } from '@/lib/server/route';

// POST /api/v2/communities/comments/{commentId}/like — like a comment or reply (idempotent)
export const POST = route({
  auth: 'user',
  action: 'member.self',
  params: ZCommentParams,
  envelope: 'data',
  handler: ({ ctx, params }) => likeComment(ctx, params.commentId),
});

// DELETE /api/v2/communities/comments/{commentId}/like — take the like back (idempotent)
export const DELETE = route({
  auth: 'user',
  action: 'member.self',
  params: ZCommentParams,
  envelope: 'data',
  handler: ({ ctx, params }) => unlikeComment(ctx, params.commentId),
});
