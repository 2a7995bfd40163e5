import { setAllActive } from '@/lib/communities/admin/service';
import { ZActiveBody } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// PUT /api/v2/communities/settings/active — enable/disable communities: the setting and every community
export const PUT = route({
  auth: 'editor',
  action: 'community.manage',
  body: ZActiveBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await setAllActive(ctx, body.active),
    message: ctx.t(body.active ? 'communities.allActivated' : 'communities.allDeactivated'),
  }),
});
