import { createBanner } from '@/lib/banners/service';
import { ZBannerCreateBody } from '@/lib/banners/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/bannersCustom/create — create a banner at the end of the list
export const POST = route({
  accepts: ['json', 'multipart', 'urlencoded'],
  auth: 'editor',
  action: 'look.edit',
  body: ZBannerCreateBody,
  status: 201,
  handler: ({ ctx, body }) => createBanner(ctx, body),
});
