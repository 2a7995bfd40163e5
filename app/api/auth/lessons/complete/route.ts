import { setCompleted } from '@/lib/course/progress';
import { ZLessonIdBody } from '@/lib/course/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/lessons/complete — mark a lesson completed ('Concluir aula') {lesson_id}
export const POST = route({
  auth: 'user',
  action: 'member.self',
  body: ZLessonIdBody,
  envelope: 'data',
  handler: ({ ctx, body }) => setCompleted(ctx, body.lesson_id, true),
});
