import { deleteCommunity, getCommunity, updateCommunity } from '@/lib/communities/admin/service';
import { ZCommunityIdParams, ZCommunityUpdateBody } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// GET /api/v2/communities/{id} — the new-version config shape with cover_presigned_url
export const GET = route({
  auth: 'editor',
  action: 'community.manage',
  params: ZCommunityIdParams,
  handler: ({ ctx, params }) => getCommunity(ctx, params.id),
});

// PUT /api/v2/communities/{id} — update from the new-version form (no product_ids; cover optional)
export const PUT = route({
  auth: 'editor',
  action: 'community.manage',
  params: ZCommunityIdParams,
  body: ZCommunityUpdateBody,
  handler: ({ ctx, params, body }) => updateCommunity(ctx, params.id, body),
});

// DELETE /api/v2/communities/{id} — soft delete
export const DELETE = route({
  auth: 'editor',
  action: 'community.manage',
  params: ZCommunityIdParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteCommunity(ctx, params.id);
    return { message: ctx.t('communities.deleted') };
  },
});
