import { moveLesson } from '@/lib/studio/lessons';
import { ZIdParam, ZLessonMove } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/studio/lessons/{id}/move — move a lesson to a module of its course ({ module_id, position? })
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZLessonMove,
  envelope: 'data',
  handler: ({ ctx, params, body }) => moveLesson(ctx, params.id, body),
});
