import { requestOrigin } from '@/lib/auth/http';
import { ZMagicLinkBody } from '@/lib/auth/schemas';
import { requestMagicLink } from '@/lib/auth/service';
import { route } from '@/lib/server/route';

// POST /api/magic-link — e-mail a one-time sign-in link (same answer whether or not the account exists)
export const POST = route({
  auth: 'public',
  body: ZMagicLinkBody,
  envelope: 'raw',
  handler: async ({ ctx, body, req }) => {
    await requestMagicLink(ctx, body, { origin: requestOrigin(req) });
    return { message: ctx.t('auth.magicLinkSent') };
  },
});
