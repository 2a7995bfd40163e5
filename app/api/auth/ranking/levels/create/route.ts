import { createLevel } from '@/lib/gamification/levels';
import { ZLevelCreateBody } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/ranking/levels/create — create a level (form or JSON)
export const POST = route({
  accepts: ['json', 'multipart', 'urlencoded'],
  auth: 'editor',
  action: 'gamification.manage',
  body: ZLevelCreateBody,
  envelope: 'raw',
  status: 201,
  handler: async ({ ctx, body }) => ({
    data: await createLevel(ctx, body),
    message: ctx.t('gamification.levelCreated'),
  }),
});
