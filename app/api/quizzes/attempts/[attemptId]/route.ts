import { z } from 'zod';
import { getAttempt } from '@/lib/quizzes/student';
import { route } from '@/lib/server/route';

// GET /api/quizzes/attempts/{attemptId} — the member's attempt (questions without answers; the result once submitted)
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: z.object({ attemptId: z.string().min(1).max(64) }),
  envelope: 'data',
  handler: ({ ctx, params }) => getAttempt(ctx, params.attemptId),
});
