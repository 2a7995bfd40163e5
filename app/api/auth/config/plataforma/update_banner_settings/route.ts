import { ZBannerSettingsBody } from '@/lib/banners/schemas';
import { updateBannerSettings } from '@/lib/banners/settings';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/update_banner_settings — transition type, autoplay and its seconds
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZBannerSettingsBody,
  handler: ({ ctx, body }) => updateBannerSettings(ctx, body),
});
