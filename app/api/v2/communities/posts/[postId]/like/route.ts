import { ZPostParams } from '@/lib/communities/feed/schemas';
import { likePost, unlikePost } from '@/lib/communities/feed/likes';
import { route } from '@/lib/server/route';

// POST /api/v2/communities/posts/{postId}/like — like a post (idempotent)
export const POST = route({
  auth: 'user',
  action: 'member.self',
  params: ZPostParams,
  envelope: 'data',
  handler: ({ ctx, params }) => likePost(ctx, params.postId),
});

// DELETE /api/v2/communities/posts/{postId}/like — take the like back (idempotent)
export const DELETE = route({
  auth: 'user',
  action: 'member.self',
  params: ZPostParams,
  envelope: 'data',
  handler: ({ ctx, params }) => unlikePost(ctx, params.postId),
});
