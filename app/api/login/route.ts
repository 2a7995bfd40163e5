import { ZLoginBody, ZLoginQuery } from '@/lib/auth/schemas';
import { login } from '@/lib/auth/service';
import { route } from '@/lib/server/route';

// POST /api/login — sign in with e-mail and password on this host's tenant; sets the session cookie
export const POST = route({
  auth: 'public',
  action: 'public',
  query: ZLoginQuery,
  body: ZLoginBody,
  handler: async ({ ctx, query, body, req, headers }) => {
    const { data, cookie } = await login(ctx, body, { req, next: query.next });
    headers.append('set-cookie', cookie);
    return data;
  },
});
