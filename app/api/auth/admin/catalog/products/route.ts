import { createProduct, listAdminProducts } from '@/lib/access/products-admin';
import { ZProductWrite } from '@/lib/access/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/admin/catalog/products — the school's products with courses, sales page, access length
export const GET = route({
  auth: 'editor',
  action: 'products.manage',
  envelope: 'data',
  handler: ({ ctx }) => listAdminProducts(ctx),
});

// POST /api/auth/admin/catalog/products — create a product
export const POST = route({
  auth: 'editor',
  action: 'products.manage',
  body: ZProductWrite,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, body }) => createProduct(ctx, body),
});
