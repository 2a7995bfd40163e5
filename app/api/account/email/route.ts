import { requestEmailChange } from '@/lib/auth/account';
import { ZAccountEmailBody } from '@/lib/auth/account-schemas';
import { schoolOrigin } from '@/lib/server/public-origin';
import { route } from '@/lib/server/route';

// POST /api/account/email — mail a link to the new address; the e-mail changes when it is followed
export const POST = route({
  auth: 'user',
  action: 'member.self',
  body: ZAccountEmailBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => {
    // the link's origin is the school's configured one, never the request's Host or X-Forwarded-* (ADR 0240)
    await requestEmailChange(ctx, body, await schoolOrigin(ctx));
    return { message: ctx.t('auth.account.emailSent', { email: body.email.trim().toLowerCase() }) };
  },
});
