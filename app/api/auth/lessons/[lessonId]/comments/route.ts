import { createComment, listComments } from '@/lib/course/comments';
import { ZCommentBody, ZCommentsQuery, ZLessonParams } from '@/lib/course/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/lessons/{lessonId}/comments?page= — the lesson's questions, newest first, with their answers
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: ZLessonParams,
  query: ZCommentsQuery,
  envelope: 'data',
  handler: ({ ctx, params, query }) => listComments(ctx, params.lessonId, query.page),
});

// POST /api/auth/lessons/{lessonId}/comments — a student's question, or an editor's answer (parent_id)
export const POST = route({
  auth: 'user',
  action: 'member.self',
  params: ZLessonParams,
  body: ZCommentBody,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, params, body }) => createComment(ctx, params.lessonId, body),
});
