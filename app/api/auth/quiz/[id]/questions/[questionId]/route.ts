import { z } from 'zod';
import { deleteQuestion, updateQuestion } from '@/lib/quizzes/admin';
import { ZQuestionBody } from '@/lib/quizzes/schemas';
import { route } from '@/lib/server/route';

const ZParams = z.object({ id: z.string().min(1).max(64), questionId: z.string().min(1).max(64) });

// POST /api/auth/quiz/{id}/questions/{questionId} — replace a question's text, explanation and options
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZParams,
  body: ZQuestionBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => updateQuestion(ctx, params.id, params.questionId, body),
});

// DELETE /api/auth/quiz/{id}/questions/{questionId} — remove a question
export const DELETE = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteQuestion(ctx, params.id, params.questionId);
    return { message: ctx.t('quizzes.questionDeleted') };
  },
});
