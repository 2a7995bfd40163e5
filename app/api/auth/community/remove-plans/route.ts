import { removePlans } from '@/lib/communities/admin/legacy';
import { ZCommunityPlansBody } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/community/remove-plans — unlink products from a community at once (old edit form)
export const POST = route({
  auth: 'editor',
  action: 'community.manage',
  body: ZCommunityPlansBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await removePlans(ctx, body.community_id, body.permissions_array),
    message: ctx.t('communities.plansRemoved'),
  }),
});
