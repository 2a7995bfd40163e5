import { getBannerSettings } from '@/lib/banners/settings';
import { route } from '@/lib/server/route';

// GET /api/auth/config/plataforma/banner_settings — the current banner settings (ours: the SPEC shows no read)
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  handler: ({ ctx }) => getBannerSettings(ctx),
});
