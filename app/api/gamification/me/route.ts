import { loadMyGamification } from '@/lib/gamification/profile';
import { route } from '@/lib/server/route';

// GET /api/gamification/me — the member's points, level, rank, earned rewards and pending celebrations
export const GET = route({
  auth: 'user',
  action: 'member.self',
  envelope: 'data',
  handler: ({ ctx }) => loadMyGamification(ctx),
});
