import { faviconLocation } from '@/lib/frame/favicon';
import { route } from '@/lib/server/route';

// GET /favicon.ico — the tenant's favicon (a redirect to it), or the platform's default icon
export const GET = route({
  auth: 'public',
  envelope: 'raw',
  handler: async ({ ctx }) =>
    new Response(null, {
      status: 302,
      headers: { location: await faviconLocation(ctx), 'cache-control': 'public, max-age=3600' },
    }),
});
