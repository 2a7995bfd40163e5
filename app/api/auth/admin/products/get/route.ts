import { listSelectableProducts } from '@/lib/communities/legacy';
import { route } from '@/lib/server/route';

// GET /api/auth/admin/products/get — the tenant's active products, for every product selection
export const GET = route({
  auth: 'editor',
  envelope: 'raw',
  handler: ({ ctx }) => listSelectableProducts(ctx),
});
