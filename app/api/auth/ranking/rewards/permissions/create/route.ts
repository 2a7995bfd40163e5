import { createRewardPermissions } from '@/lib/gamification/rewards';
import { ZRewardPermissionsBody } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/ranking/rewards/permissions/create — add products whose students earn a reward
export const POST = route({
  auth: 'editor',
  action: 'gamification.manage',
  body: ZRewardPermissionsBody,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, body }) => createRewardPermissions(ctx, body),
});
