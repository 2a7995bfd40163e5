import { logout } from '@/lib/auth/service';
import { readCookie, SESSION_COOKIE } from '@/lib/server/auth/session';
import { route } from '@/lib/server/route';

// POST /api/logout — end the current session (also fine without one) and clear the cookie
export const POST = route({
  auth: 'public',
  action: 'public',
  handler: async ({ req, headers }) => {
    const { cookie } = await logout(readCookie(req, SESSION_COOKIE), req);
    headers.append('set-cookie', cookie);
    return { ok: true };
  },
});
