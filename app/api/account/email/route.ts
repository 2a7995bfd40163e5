import { requestEmailChange } from '@/lib/auth/account';
import { ZAccountEmailBody } from '@/lib/auth/account-schemas';
import { requestOrigin } from '@/lib/auth/http';
import { route } from '@/lib/server/route';

// POST /api/account/email — mail a link to the new address; the e-mail changes when it is followed
export const POST = route({
  auth: 'user',
  body: ZAccountEmailBody,
  envelope: 'raw',
  handler: async ({ ctx, body, req }) => {
    await requestEmailChange(ctx, body, requestOrigin(req));
    return { message: ctx.t('auth.account.emailSent', { email: body.email.trim().toLowerCase() }) };
  },
});
