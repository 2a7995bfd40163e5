import { createQuiz } from '@/lib/quizzes/admin';
import { ZQuizBody } from '@/lib/quizzes/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/quiz/create — create a quiz {name, tenant_id, type, goal, published, repeat, time_limit, stopwatch}
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  body: ZQuizBody,
  envelope: 'raw',
  status: 201,
  handler: async ({ ctx, body }) => ({
    data: await createQuiz(ctx, body),
    message: ctx.t('quizzes.created'),
  }),
});
