import { route } from '@/lib/server/route';
import { servePlaylist } from '@/lib/video/playback';
import { ZHlsParams, ZSignedQuery } from '@/lib/video/schemas';

// GET /api/videos/{id}/hls/{path}?exp&sig — a signed HLS playlist, its URIs rewritten to signed URLs
export const GET = route({
  auth: 'public',
  action: 'public',
  params: ZHlsParams,
  query: ZSignedQuery,
  handler: ({ ctx, params, query }) => servePlaylist(ctx, params.id, params.path, query),
});
