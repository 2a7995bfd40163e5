import { reorderCommunities } from '@/lib/communities/admin/service';
import { ZCommunityOrderBody } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// PUT /api/v2/communities/order — [{id, order, tenant_id}]: orders rewritten 1..n in one transaction
export const PUT = route({
  auth: 'editor',
  action: 'community.manage',
  body: ZCommunityOrderBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await reorderCommunities(ctx, body),
    message: ctx.t('communities.orderSaved'),
  }),
});
