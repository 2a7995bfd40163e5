import { deleteComment, setCommentHidden } from '@/lib/course/comments';
import { ZCommentModeration, ZCommentParams } from '@/lib/course/schemas';
import { route } from '@/lib/server/route';

// PATCH /api/auth/lessons/{lessonId}/comments/{commentId} — an editor hides or shows a comment ({hidden})
export const PATCH = route({
  auth: 'editor',
  action: 'community.moderate',
  params: ZCommentParams,
  body: ZCommentModeration,
  envelope: 'data',
  handler: ({ ctx, params, body }) => setCommentHidden(ctx, params.lessonId, params.commentId, body.hidden),
});

// DELETE /api/auth/lessons/{lessonId}/comments/{commentId} — an editor deletes a comment and its answers
export const DELETE = route({
  auth: 'editor',
  action: 'community.moderate',
  params: ZCommentParams,
  envelope: 'data',
  handler: ({ ctx, params }) => deleteComment(ctx, params.lessonId, params.commentId),
});
