import { ownPendingCelebrations } from '@/lib/gamification/celebrations';
import { route } from '@/lib/server/route';

// GET /api/gamification/celebrations — the caller's pending celebrations {kind, id, name, animation, sound}[]
export const GET = route({
  auth: 'user',
  action: 'member.self',
  envelope: 'data',
  handler: ({ ctx }) => ownPendingCelebrations(ctx),
});
