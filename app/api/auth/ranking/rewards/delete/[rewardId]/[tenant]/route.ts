import { deleteReward } from '@/lib/gamification/rewards';
import { ZRewardDeleteParams } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// DELETE /api/auth/ranking/rewards/delete/{rewardId}/{tenant} — hide a reward (soft delete)
export const DELETE = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZRewardDeleteParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteReward(ctx, params.rewardId);
    return { message: ctx.t('gamification.rewardDeleted') };
  },
});
