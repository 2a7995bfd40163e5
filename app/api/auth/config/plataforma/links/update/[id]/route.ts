import { updateLink } from '@/lib/frame/links';
import { ZLinkBody, ZLinkIdParams } from '@/lib/frame/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/links/update/{id} — change a custom header link's title and URL
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZLinkIdParams,
  body: ZLinkBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => updateLink(ctx, params.id, body),
});
