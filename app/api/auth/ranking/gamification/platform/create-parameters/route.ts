import { createPointsParameters } from '@/lib/gamification/points';
import { ZPointsBody } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/ranking/gamification/platform/create-parameters — first save of the points settings
export const POST = route({
  auth: 'editor',
  action: 'gamification.manage',
  body: ZPointsBody,
  envelope: 'raw',
  status: 201,
  handler: async ({ ctx, body }) => ({
    data: await createPointsParameters(ctx, body),
    message: ctx.t('gamification.pointsCreated'),
  }),
});
