import { updateAccountName } from '@/lib/auth/account';
import { ZAccountNameBody } from '@/lib/auth/account-schemas';
import { route } from '@/lib/server/route';

// PATCH /api/account/profile — the member changes their own name
export const PATCH = route({
  auth: 'user',
  action: 'member.self',
  body: ZAccountNameBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await updateAccountName(ctx, body),
    message: ctx.t('auth.account.nameSaved'),
  }),
});
