import { ZMagicLinkVerifyQuery } from '@/lib/auth/schemas';
import { MAGIC_LINK_ERROR_PATH, verifyMagicLink } from '@/lib/auth/service';
import { route } from '@/lib/server/route';

// GET /api/magic-link/verify?token= — follow an e-mailed link: 303 to the target with a session, or back to /login
export const GET = route({
  auth: 'public',
  action: 'public',
  query: ZMagicLinkVerifyQuery,
  handler: async ({ ctx, query, req, headers }) => {
    const result = await verifyMagicLink(ctx, query.token, { req });
    headers.set('location', result?.redirect ?? MAGIC_LINK_ERROR_PATH);
    // The token must not travel on to the next page in a Referer header.
    headers.set('referrer-policy', 'no-referrer');
    if (result) headers.append('set-cookie', result.cookie);
    return new Response(null, { status: 303, headers });
  },
});
