import { toggleStatus } from '@/lib/communities/admin/legacy';
import { ZToggleStatusParams } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// PUT /api/auth/community/toggle-status/{tenant}/{communityId}/{0|1} — enable or disable one community
export const PUT = route({
  auth: 'editor',
  action: 'community.manage',
  params: ZToggleStatusParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    const data = await toggleStatus(ctx, params.communityId, params.status === '1');
    return { data, message: ctx.t(data.active ? 'communities.activated' : 'communities.deactivated') };
  },
});
