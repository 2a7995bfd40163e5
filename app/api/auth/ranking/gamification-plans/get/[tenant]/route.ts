import { listGamificationPlans } from '@/lib/gamification/plans';
import { ZTenantParams } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/ranking/gamification-plans/get/{tenant} — the products whose students earn points
export const GET = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZTenantParams,
  envelope: 'data',
  handler: ({ ctx }) => listGamificationPlans(ctx),
});
