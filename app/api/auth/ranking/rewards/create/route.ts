import { createReward } from '@/lib/gamification/rewards';
import { ZRewardCreateBody } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/ranking/rewards/create — create a reward with its products (multipart or JSON)
export const POST = route({
  accepts: ['json', 'multipart', 'urlencoded'],
  auth: 'editor',
  action: 'gamification.manage',
  body: ZRewardCreateBody,
  envelope: 'raw',
  status: 201,
  handler: async ({ ctx, body }) => ({
    data: await createReward(ctx, body),
    message: ctx.t('gamification.rewardCreated'),
  }),
});
