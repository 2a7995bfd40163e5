import { updateProduct } from '@/lib/access/products-admin';
import { ZIdParams, ZProductPatch } from '@/lib/access/schemas';
import { route } from '@/lib/server/route';

// PATCH /api/auth/admin/catalog/products/{id} — edit or archive a product
export const PATCH = route({
  auth: 'editor',
  action: 'products.manage',
  params: ZIdParams,
  body: ZProductPatch,
  envelope: 'data',
  handler: ({ ctx, params, body }) => updateProduct(ctx, params.id, body),
});
