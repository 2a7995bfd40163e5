import { updateReward } from '@/lib/gamification/rewards';
import { ZRewardUpdateBody } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/ranking/rewards/update — change a reward (multipart or JSON, with id)
export const POST = route({
  accepts: ['json', 'multipart', 'urlencoded'],
  auth: 'editor',
  action: 'gamification.manage',
  body: ZRewardUpdateBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await updateReward(ctx, body),
    message: ctx.t('gamification.rewardUpdated'),
  }),
});
