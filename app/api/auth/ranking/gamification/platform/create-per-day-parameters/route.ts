import { savePerDayParameters } from '@/lib/gamification/points';
import { ZPerDayBody } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/ranking/gamification/platform/create-per-day-parameters — save the per-day rules (upsert)
export const POST = route({
  auth: 'editor',
  action: 'gamification.manage',
  body: ZPerDayBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await savePerDayParameters(ctx, body),
    message: ctx.t('gamification.pointsUpdated'),
  }),
});
