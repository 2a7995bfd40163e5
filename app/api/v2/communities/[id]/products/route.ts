import { listCommunityProducts, setCommunityProducts } from '@/lib/communities/admin/service';
import { ZCommunityIdParams, ZCommunityProductsBody } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// GET /api/v2/communities/{id}/products — the products giving access to the community
export const GET = route({
  auth: 'editor',
  action: 'community.manage',
  params: ZCommunityIdParams,
  handler: ({ ctx, params }) => listCommunityProducts(ctx, params.id),
});

// PUT /api/v2/communities/{id}/products — replace the set (active products of the tenant only)
export const PUT = route({
  auth: 'editor',
  action: 'community.manage',
  params: ZCommunityIdParams,
  body: ZCommunityProductsBody,
  handler: ({ ctx, params, body }) => setCommunityProducts(ctx, params.id, body.ids),
});
