import { z } from 'zod';
import { reorderQuestions } from '@/lib/quizzes/admin';
import { ZOrderBody } from '@/lib/quizzes/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/quiz/{id}/questions/order — new order of all the quiz's questions {ids}
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: z.object({ id: z.string().min(1).max(64) }),
  body: ZOrderBody,
  envelope: 'raw',
  handler: async ({ ctx, params, body }) => {
    await reorderQuestions(ctx, params.id, body.ids);
    return { message: ctx.t('quizzes.orderSaved') };
  },
});
