import { getSettings } from '@/lib/communities/admin/service';
import { route } from '@/lib/server/route';

// GET /api/v2/communities/settings — {active, show_communities_page} as 0/1
export const GET = route({
  auth: 'editor',
  action: 'community.manage',
  handler: ({ ctx }) => getSettings(ctx),
});
