import { listExplorer } from '@/lib/communities/feed/access';
import { route } from '@/lib/server/route';

// GET /api/v2/communities/explorer — the active communities in order; private ones without a product come blocked with the upsell
export const GET = route({
  auth: 'user',
  action: 'member.self',
  envelope: 'data',
  handler: async ({ ctx }) => ({ communities: await listExplorer(ctx) }),
});
