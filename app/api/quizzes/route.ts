import { listForMember } from '@/lib/quizzes/member-quizzes';
import { route } from '@/lib/server/route';

// GET /api/quizzes — the quizzes the member may take, with status and attempts (/avaliacoes)
export const GET = route({
  auth: 'user',
  action: 'member.self',
  envelope: 'data',
  handler: ({ ctx }) => listForMember(ctx),
});
