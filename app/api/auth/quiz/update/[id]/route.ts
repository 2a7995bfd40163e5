import { z } from 'zod';
import { updateQuiz } from '@/lib/quizzes/admin';
import { ZQuizBody } from '@/lib/quizzes/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/quiz/update/{id} — edit a quiz's name, type, goal, published, repeat, stopwatch and time limit
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: z.object({ id: z.string().min(1).max(64) }),
  body: ZQuizBody,
  envelope: 'raw',
  handler: async ({ ctx, params, body }) => ({
    data: await updateQuiz(ctx, params.id, body),
    message: ctx.t('quizzes.updated'),
  }),
});
