import { ZMagicLinkBody } from '@/lib/auth/schemas';
import { requestMagicLink } from '@/lib/auth/service';
import { route } from '@/lib/server/route';
import { schoolOrigin } from '@/lib/server/public-origin';

// POST /api/magic-link — e-mail a one-time sign-in link (same answer whether or not the account exists)
export const POST = route({
  auth: 'public',
  action: 'public',
  body: ZMagicLinkBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => {
    // the link's origin is the school's configured one, never the request's Host or X-Forwarded-* (ADR 0240)
    await requestMagicLink(ctx, body, { origin: await schoolOrigin(ctx) });
    return { message: ctx.t('auth.magicLinkSent') };
  },
});
