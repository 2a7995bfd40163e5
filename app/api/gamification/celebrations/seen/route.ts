import { markSeen } from '@/lib/gamification/profile';
import { ZSeenBody } from '@/lib/gamification/student-schemas';
import { route } from '@/lib/server/route';

// POST /api/gamification/celebrations/seen — the member saw one level/reward celebration {kind, id}
export const POST = route({
  auth: 'user',
  action: 'member.self',
  body: ZSeenBody,
  envelope: 'data',
  handler: ({ ctx, body }) => markSeen(ctx, body),
});
