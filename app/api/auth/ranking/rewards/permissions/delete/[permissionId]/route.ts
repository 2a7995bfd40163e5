import { deleteRewardPermission } from '@/lib/gamification/rewards';
import { ZPermissionParams } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// DELETE /api/auth/ranking/rewards/permissions/delete/{permissionId} — remove a product from a reward
export const DELETE = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZPermissionParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteRewardPermission(ctx, params.permissionId);
    return { message: ctx.t('gamification.productRemoved') };
  },
});
