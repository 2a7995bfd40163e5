import { z } from 'zod';
import { createQuestion } from '@/lib/quizzes/admin';
import { ZQuestionBody } from '@/lib/quizzes/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/quiz/{id}/questions — add a question (2–6 options) at the end of the quiz
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: z.object({ id: z.string().min(1).max(64) }),
  body: ZQuestionBody,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, params, body }) => createQuestion(ctx, params.id, body),
});
