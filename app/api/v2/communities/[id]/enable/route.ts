import { setCommunityEnabled } from '@/lib/communities/admin/service';
import { ZCommunityIdParams } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// PUT /api/v2/communities/{id}/enable — enable one community
export const PUT = route({
  auth: 'editor',
  action: 'community.manage',
  params: ZCommunityIdParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => ({
    data: await setCommunityEnabled(ctx, params.id, true),
    message: ctx.t('communities.activated'),
  }),
});
