import { ZExtraSettingsBody } from '@/lib/frame/schemas';
import { updateExtraSettings } from '@/lib/frame/settings';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/extraSettings/update — terms, privacy policy (sanitized) and social URLs
export const POST = route({
  auth: 'editor',
  action: 'settings.edit',
  body: ZExtraSettingsBody,
  envelope: 'data',
  handler: ({ ctx, body }) => updateExtraSettings(ctx, body),
});
