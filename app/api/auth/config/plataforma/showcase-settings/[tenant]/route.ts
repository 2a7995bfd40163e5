import { route } from '@/lib/server/route';
import { ZTenantParams } from '@/lib/showcase/schemas';
import { getShowcaseSettings } from '@/lib/showcase/settings';

// GET /api/auth/config/plataforma/showcase-settings/{tenant} — the showcase switches (project addition)
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZTenantParams,
  envelope: 'data',
  handler: ({ ctx }) => getShowcaseSettings(ctx),
});
