import { ZLoginPageBody } from '@/lib/login-page/schemas';
import { updateLoginPage } from '@/lib/login-page/service';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/loginPage/update — save the login page designer's settings
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZLoginPageBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    message: ctx.t('loginPage.saved'),
    data: await updateLoginPage(ctx, body),
  }),
});
