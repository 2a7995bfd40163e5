import { z } from 'zod';
import { quizForMember } from '@/lib/quizzes/member-quizzes';
import { route } from '@/lib/server/route';

// GET /api/quizzes/{id} — one quiz the member may take, with status and attempts: the start screen of
// /avaliacoes/{id}. A read: the attempt starts only with POST .../start (decision 226).
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: z.object({ id: z.string().min(1).max(64) }),
  envelope: 'data',
  handler: ({ ctx, params }) => quizForMember(ctx, params.id),
});
