import { webManifest } from '@/lib/frame/manifest';
import { route } from '@/lib/server/route';

// GET /api/frame/manifest (served as /manifest.webmanifest, next.config.mjs) — the tenant's web manifest, its square logo as the icon
export const GET = route({
  auth: 'public',
  action: 'public',
  envelope: 'raw',
  handler: async ({ ctx }) =>
    new Response(JSON.stringify(await webManifest(ctx)), {
      status: 200,
      headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=3600' },
    }),
});
