import { orderBanners } from '@/lib/banners/service';
import { ZBannerOrderBody } from '@/lib/banners/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/bannersCustom/order — save the new order (1..n) of the banner ids
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZBannerOrderBody,
  handler: ({ ctx, body }) => orderBanners(ctx, body.newOrdenation),
});
