import { z } from 'zod';
import { showQuiz } from '@/lib/quizzes/admin';
import { route } from '@/lib/server/route';

// GET /api/auth/quiz/show/{id} — a quiz with its questions (correct answers), profiles, lesson and products (editors)
export const GET = route({
  auth: 'editor',
  action: 'content.edit',
  params: z.object({ id: z.string().min(1).max(64) }),
  envelope: 'data',
  handler: ({ ctx, params }) => showQuiz(ctx, params.id),
});
