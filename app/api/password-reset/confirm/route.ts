import { resetPassword } from '@/lib/auth/password-reset';
import { ZPasswordResetBody } from '@/lib/auth/schemas';
import { route } from '@/lib/server/route';

// POST /api/password-reset/confirm — set a new password with an e-mailed token; ends every other session, signs in
export const POST = route({
  auth: 'public',
  action: 'public',
  body: ZPasswordResetBody,
  envelope: 'raw',
  handler: async ({ ctx, body, req, headers }) => {
    const result = await resetPassword(ctx, body, { req });
    headers.append('set-cookie', result.cookie);
    return { data: { redirect: result.redirect }, message: ctx.t('auth.resetDone') };
  },
});
