import { createLesson } from '@/lib/studio/lessons';
import { ZIdParam, ZLessonCreate } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/studio/modules/{id}/lessons — add a lesson at the end of the module
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZLessonCreate,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, params, body }) => createLesson(ctx, params.id, body),
});
