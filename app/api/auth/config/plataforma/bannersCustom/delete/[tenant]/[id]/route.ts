import { deleteBanner } from '@/lib/banners/service';
import { ZTenantBannerParams } from '@/lib/banners/schemas';
import { route } from '@/lib/server/route';

// DELETE /api/auth/config/plataforma/bannersCustom/delete/{tenant}/{id} — delete and renumber from 1
export const DELETE = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZTenantBannerParams,
  handler: ({ ctx, params }) => deleteBanner(ctx, params.id),
});
