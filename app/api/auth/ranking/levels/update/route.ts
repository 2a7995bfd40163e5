import { updateLevel } from '@/lib/gamification/levels';
import { ZLevelUpdateBody } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/ranking/levels/update — change a level (JSON of its fields, with id)
export const POST = route({
  accepts: ['json', 'multipart', 'urlencoded'],
  auth: 'editor',
  action: 'gamification.manage',
  body: ZLevelUpdateBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await updateLevel(ctx, body),
    message: ctx.t('gamification.levelUpdated'),
  }),
});
