import { listMarqueeProducts } from '@/lib/lesson/marquee';
import { ZTenantParams } from '@/lib/lesson/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/marquee/products/{tenant} — the active products a marquee may target (editors)
export const GET = route({
  auth: 'editor',
  action: 'catalog.read',
  params: ZTenantParams,
  envelope: 'data',
  handler: ({ ctx }) => listMarqueeProducts(ctx),
});
