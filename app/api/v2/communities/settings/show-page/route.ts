import { setShowPage } from '@/lib/communities/admin/service';
import { ZShowPageBody } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// PUT /api/v2/communities/settings/show-page — show or hide the communities page
export const PUT = route({
  auth: 'editor',
  action: 'community.manage',
  body: ZShowPageBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await setShowPage(ctx, body.show_communities_page),
    message: ctx.t('communities.showPageUpdated'),
  }),
});
