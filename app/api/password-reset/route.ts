import { requestPasswordReset } from '@/lib/auth/password-reset';
import { ZPasswordResetRequestBody } from '@/lib/auth/schemas';
import { schoolOrigin } from '@/lib/server/public-origin';
import { route } from '@/lib/server/route';

// POST /api/password-reset — e-mail a one-time password reset link (same answer whether or not the account exists)
export const POST = route({
  auth: 'public',
  action: 'public',
  body: ZPasswordResetRequestBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => {
    // the link's origin is the school's configured one, never the request's Host or X-Forwarded-* (ADR 0240)
    await requestPasswordReset(ctx, body, { origin: await schoolOrigin(ctx) });
    return { message: ctx.t('auth.resetSent') };
  },
});
