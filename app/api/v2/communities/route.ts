import { createCommunity, listCommunities } from '@/lib/communities/admin/service';
import { ZCommunityCreateBody } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// GET /api/v2/communities — every community by order (panel list and selectors)
export const GET = route({
  auth: 'editor',
  action: 'community.manage',
  handler: ({ ctx }) => listCommunities(ctx),
});

// POST /api/v2/communities — create from the new-version form; the message is the new community
export const POST = route({
  auth: 'editor',
  action: 'community.manage',
  body: ZCommunityCreateBody,
  status: 201,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({ message: await createCommunity(ctx, body) }),
});
