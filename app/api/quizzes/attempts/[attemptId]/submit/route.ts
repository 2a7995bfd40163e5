import { z } from 'zod';
import { submitAttempt } from '@/lib/quizzes/student';
import { route } from '@/lib/server/route';

// POST /api/quizzes/attempts/{attemptId}/submit — finish the attempt: scored on the server, once
export const POST = route({
  auth: 'user',
  action: 'member.self',
  params: z.object({ attemptId: z.string().min(1).max(64) }),
  envelope: 'data',
  handler: ({ ctx, params }) => submitAttempt(ctx, params.attemptId),
});
