import { ZSeoBody } from '@/lib/frame/schemas';
import { updateSeo } from '@/lib/frame/settings';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/update-seo — platform name and description (header tenantId)
export const POST = route({
  auth: 'editor',
  action: 'settings.edit',
  body: ZSeoBody,
  envelope: 'data',
  handler: ({ ctx, body }) => updateSeo(ctx, body),
});
