import { route } from '@/lib/server/route';
import { MiB } from '@/lib/video/limits';
import { receivePart } from '@/lib/video/local-http';
import { ZLocalPartParams, ZLocalPartQuery } from '@/lib/video/schemas';

// PUT /api/videos/local-parts/{uploadId}/{n}?exp&size&sig — local driver: receive one presigned part (streamed)
export const PUT = route({
  auth: 'public',
  action: 'public',
  // the signed size is the real limit (checked while streaming); parts are at most 16 MB
  maxBody: 16 * MiB,
  streamsBody: true,
  params: ZLocalPartParams,
  query: ZLocalPartQuery,
  handler: ({ ctx, params, query, req }) => receivePart(ctx, params.upload, params.part, query, req),
});
