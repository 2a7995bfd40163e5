import { updateBanner } from '@/lib/banners/service';
import { ZBannerIdParams, ZBannerUpdateBody } from '@/lib/banners/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/bannersCustom/update/{id} — change the fields sent
export const POST = route({
  accepts: ['json', 'multipart', 'urlencoded'],
  auth: 'editor',
  action: 'look.edit',
  params: ZBannerIdParams,
  body: ZBannerUpdateBody,
  handler: ({ ctx, params, body }) => updateBanner(ctx, params.id, body),
});
