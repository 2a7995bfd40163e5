import { route } from '@/lib/server/route';
import { serveSignedFile } from '@/lib/video/local-http';
import { ZSignedKeyParams, ZSignedQuery } from '@/lib/video/schemas';

// GET /api/videos/file/{key}?exp&sig — local driver: a signed, expiring read of a video file (ranges)
export const GET = route({
  auth: 'public',
  action: 'public',
  params: ZSignedKeyParams,
  query: ZSignedQuery,
  handler: ({ ctx, params, query, req }) => serveSignedFile(ctx, params.key, query, req),
});
