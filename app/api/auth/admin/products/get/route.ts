import { listSelectableProducts } from '@/lib/products/service';
import { ZProductsQuery } from '@/lib/products/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/admin/products/get — the tenant's active products, for every product selection, a page at a time
export const GET = route({
  auth: 'editor',
  action: 'catalog.read',
  query: ZProductsQuery,
  envelope: 'raw',
  handler: ({ ctx, query }) =>
    listSelectableProducts(ctx, { skip: (query.page - 1) * query.per_page, take: query.per_page }),
});
