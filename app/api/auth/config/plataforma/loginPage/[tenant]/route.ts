import { ZLoginPageParams } from '@/lib/login-page/schemas';
import { getLoginPage } from '@/lib/login-page/service';
import { route } from '@/lib/server/route';

// GET /api/auth/config/plataforma/loginPage/{tenant} — the login page settings and redirect targets the panel edits
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZLoginPageParams,
  envelope: 'data',
  handler: ({ ctx }) => getLoginPage(ctx),
});
