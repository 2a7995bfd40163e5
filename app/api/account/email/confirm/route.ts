import { confirmEmailChange } from '@/lib/auth/account';
import { ZAccountEmailConfirmQuery } from '@/lib/auth/account-schemas';
import { route } from '@/lib/server/route';

// GET /api/account/email/confirm?token= — follow the e-mailed link: 303 to the profile, saying whether the e-mail changed
export const GET = route({
  auth: 'public',
  action: 'public',
  query: ZAccountEmailConfirmQuery,
  handler: async ({ ctx, query, headers }) => {
    headers.set('location', await confirmEmailChange(ctx, query.token));
    headers.set('referrer-policy', 'no-referrer');
    return new Response(null, { status: 303, headers });
  },
});
