import { deleteComment, updateComment } from '@/lib/communities/feed/comments';
import { ZCommentEditBody, ZCommentParams } from '@/lib/communities/feed/schemas';
import { route } from '@/lib/server/route';

// PUT /api/v2/communities/comments/{commentId} — edit a comment or reply (its author or an editor)
export const PUT = route({
  auth: 'user',
  action: 'member.self',
  params: ZCommentParams,
  body: ZCommentEditBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => updateComment(ctx, params.commentId, body),
});

// DELETE /api/v2/communities/comments/{commentId} — soft-delete a comment and its replies (author or editor)
export const DELETE = route({
  auth: 'user',
  action: 'member.self',
  params: ZCommentParams,
  envelope: 'data',
  handler: ({ ctx, params }) => deleteComment(ctx, params.commentId),
});
