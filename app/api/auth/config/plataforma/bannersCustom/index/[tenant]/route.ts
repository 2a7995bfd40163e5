import { listBanners } from '@/lib/banners/service';
import { ZTenantParams } from '@/lib/banners/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/config/plataforma/bannersCustom/index/{tenant} — the banners sorted by order, in data[2].data
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZTenantParams,
  envelope: 'triple',
  handler: ({ ctx }) => listBanners(ctx),
});
