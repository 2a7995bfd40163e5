import { deleteCommunity } from '@/lib/communities/admin/service';
import { ZTenantCommunityParams } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// DELETE /api/auth/community/delete/{tenant}/{communityId} — soft delete (the row keeps deleted_at)
export const DELETE = route({
  auth: 'editor',
  action: 'community.manage',
  params: ZTenantCommunityParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteCommunity(ctx, params.communityId);
    return { message: ctx.t('communities.deleted') };
  },
});
