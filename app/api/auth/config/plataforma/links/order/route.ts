import { orderLinks } from '@/lib/frame/links';
import { ZLinkOrderBody } from '@/lib/frame/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/links/order — save the order (1..n) of the custom header link ids
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZLinkOrderBody,
  envelope: 'dataData',
  handler: ({ ctx, body }) => orderLinks(ctx, body.newOrdenation),
});
