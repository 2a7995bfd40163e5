import { faviconLocation } from '@/lib/frame/favicon';
import { route } from '@/lib/server/route';

// GET /api/frame/favicon (served as /favicon.ico, next.config.mjs) — redirect to the tenant's favicon or the default icon
export const GET = route({
  auth: 'public',
  action: 'public',
  envelope: 'raw',
  handler: async ({ ctx }) =>
    new Response(null, {
      status: 302,
      headers: { location: await faviconLocation(ctx), 'cache-control': 'public, max-age=3600' },
    }),
});
