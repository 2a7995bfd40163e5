import { changeAccountPassword } from '@/lib/auth/account';
import { ZAccountPasswordBody } from '@/lib/auth/account-schemas';
import { route } from '@/lib/server/route';

// POST /api/account/password — change the password (the current one required); every other session ends
export const POST = route({
  auth: 'user',
  action: 'member.self',
  body: ZAccountPasswordBody,
  envelope: 'raw',
  handler: async ({ ctx, body, req }) => ({
    data: await changeAccountPassword(ctx, body, req),
    message: ctx.t('auth.account.passwordSaved'),
  }),
});
