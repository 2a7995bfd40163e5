import { createComment } from '@/lib/communities/feed/comments';
import { ZCommentBody, ZPostParams } from '@/lib/communities/feed/schemas';
import { route } from '@/lib/server/route';

// POST /api/v2/communities/posts/{postId}/comments — comment on a post, or reply to a comment (parent_id)
export const POST = route({
  auth: 'user',
  action: 'member.self',
  params: ZPostParams,
  body: ZCommentBody,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, params, body }) => createComment(ctx, params.postId, body),
});
