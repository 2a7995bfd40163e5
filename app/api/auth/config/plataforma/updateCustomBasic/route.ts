import { ZUpdateCustomBasicBody } from '@/lib/appearance/schemas';
import { updateCustomBasic } from '@/lib/appearance/service';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/updateCustomBasic — update the appearance fields sent (form or one switch)
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZUpdateCustomBasicBody,
  envelope: 'dataData',
  handler: ({ ctx, body }) => updateCustomBasic(ctx, body),
});
