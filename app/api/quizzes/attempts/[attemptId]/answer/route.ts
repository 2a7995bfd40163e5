import { z } from 'zod';
import { ZAnswerBody } from '@/lib/quizzes/schemas';
import { saveAnswer } from '@/lib/quizzes/student';
import { route } from '@/lib/server/route';

// POST /api/quizzes/attempts/{attemptId}/answer — save one answer {question_id, option_ids} (refused after the deadline)
export const POST = route({
  auth: 'user',
  action: 'member.self',
  params: z.object({ attemptId: z.string().min(1).max(64) }),
  body: ZAnswerBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => saveAnswer(ctx, params.attemptId, body),
});
