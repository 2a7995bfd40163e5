import { ZAppearanceParams } from '@/lib/appearance/schemas';
import { getAppearance } from '@/lib/appearance/service';
import { route } from '@/lib/server/route';

// GET /api/auth/config/plataforma/customBasic/{tenant} — the appearance settings the panel edits
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZAppearanceParams,
  envelope: 'dataData',
  handler: ({ ctx }) => getAppearance(ctx),
});
