import { requestOrigin } from '@/lib/auth/http';
import { requestPasswordReset } from '@/lib/auth/password-reset';
import { ZPasswordResetRequestBody } from '@/lib/auth/schemas';
import { route } from '@/lib/server/route';

// POST /api/password-reset — e-mail a one-time password reset link (same answer whether or not the account exists)
export const POST = route({
  auth: 'public',
  body: ZPasswordResetRequestBody,
  envelope: 'raw',
  handler: async ({ ctx, body, req }) => {
    await requestPasswordReset(ctx, body, { origin: requestOrigin(req) });
    return { message: ctx.t('auth.resetSent') };
  },
});
