import { createLink } from '@/lib/frame/links';
import { ZLinkBody } from '@/lib/frame/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/links/create — add a custom header link (at most 3 per tenant)
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZLinkBody,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, body }) => createLink(ctx, body),
});
