import { ZLocaleBody } from '@/lib/auth/schemas';
import { localeCookie, setLocale } from '@/lib/auth/service';
import { route } from '@/lib/server/route';

// PUT /api/auth/me/locale — save the user's language and set the NEXT_LOCALE cookie
export const PUT = route({
  auth: 'user',
  action: 'member.self',
  body: ZLocaleBody,
  handler: async ({ ctx, body, req, headers }) => {
    const result = await setLocale(ctx, body);
    headers.append('set-cookie', localeCookie(req, result.locale));
    return result;
  },
});
