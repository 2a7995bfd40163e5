import { route } from '@/lib/server/route';
import { ZShowcaseSettingsBody } from '@/lib/showcase/schemas';
import { updateShowcaseSettings } from '@/lib/showcase/settings';

// POST /api/auth/config/plataforma/showcase-settings — save some showcase switches (show_carrousel_*, ...)
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZShowcaseSettingsBody,
  envelope: 'data',
  handler: ({ ctx, body }) => updateShowcaseSettings(ctx, body),
});
