import { z } from 'zod';
import { startAttempt } from '@/lib/quizzes/student';
import { route } from '@/lib/server/route';

// POST /api/quizzes/{id}/start — start an attempt (or resume the open one; its deadline is kept)
export const POST = route({
  auth: 'user',
  action: 'member.self',
  params: z.object({ id: z.string().min(1).max(64) }),
  envelope: 'data',
  handler: ({ ctx, params }) => startAttempt(ctx, params.id),
});
