import { createGamificationPlans } from '@/lib/gamification/plans';
import { ZGamificationPlansBody } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/ranking/gamification-plans/create — add products whose students earn points
export const POST = route({
  auth: 'editor',
  action: 'gamification.manage',
  body: ZGamificationPlansBody,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, body }) => createGamificationPlans(ctx, body),
});
