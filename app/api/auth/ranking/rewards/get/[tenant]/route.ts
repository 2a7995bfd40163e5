import { listRewards } from '@/lib/gamification/rewards';
import { ZTenantParams } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/ranking/rewards/get/{tenant} — the rewards not deleted, in creation order (editors)
export const GET = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZTenantParams,
  envelope: 'data',
  handler: ({ ctx }) => listRewards(ctx),
});
