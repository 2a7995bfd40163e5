import { getBanner } from '@/lib/banners/service';
import { ZTenantBannerParams } from '@/lib/banners/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/config/plataforma/bannersCustom/get/{tenant}/{bannerId} — one banner, in data[2].data
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZTenantBannerParams,
  envelope: 'triple',
  handler: ({ ctx, params }) => getBanner(ctx, params.id),
});
