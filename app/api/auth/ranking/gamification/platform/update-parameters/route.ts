import { updatePointsParameters } from '@/lib/gamification/points';
import { ZPointsBody } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// PUT /api/auth/ranking/gamification/platform/update-parameters — change the points name and rules
export const PUT = route({
  auth: 'editor',
  action: 'gamification.manage',
  body: ZPointsBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await updatePointsParameters(ctx, body),
    message: ctx.t('gamification.pointsUpdated'),
  }),
});
