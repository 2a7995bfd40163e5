import { deleteLevel } from '@/lib/gamification/levels';
import { ZLevelDeleteParams } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// DELETE /api/auth/ranking/levels/delete/{id}/{tenant} — delete a level and its products
export const DELETE = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZLevelDeleteParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteLevel(ctx, params.id);
    return { message: ctx.t('gamification.levelDeleted') };
  },
});
