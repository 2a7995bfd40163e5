import { setCompleted } from '@/lib/course/progress';
import { ZLessonIdBody } from '@/lib/course/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/lessons/uncomplete — undo 'Concluir aula' {lesson_id}; the watched progress stays
export const POST = route({
  auth: 'user',
  action: 'member.self',
  body: ZLessonIdBody,
  envelope: 'data',
  handler: ({ ctx, body }) => setCompleted(ctx, body.lesson_id, false),
});
