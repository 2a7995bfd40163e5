import { deleteLevelPermission } from '@/lib/gamification/levels';
import { ZPermissionParams } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// DELETE /api/auth/ranking/levels/permissions/delete/{permissionId} — remove a product from a level
export const DELETE = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZPermissionParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteLevelPermission(ctx, params.permissionId);
    return { message: ctx.t('gamification.productRemoved') };
  },
});
