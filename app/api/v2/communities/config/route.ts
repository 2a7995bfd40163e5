import { getConfig, updateConfig } from '@/lib/communities/admin/service';
import { ZCommunityUpdateBody } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// GET /api/v2/communities/config — the new-version config (principal version-2 community) or null
export const GET = route({
  auth: 'editor',
  action: 'community.manage',
  handler: ({ ctx }) => getConfig(ctx),
});

// PUT /api/v2/communities/config — edit that config (same body as PUT /{id}); 404 when none
export const PUT = route({
  auth: 'editor',
  action: 'community.manage',
  body: ZCommunityUpdateBody,
  handler: ({ ctx, body }) => updateConfig(ctx, body),
});
