import { route } from '@/lib/server/route';
import { MAX_UPLOAD_BYTES } from '@/lib/server/storage/kinds';
import { receiveLocalPut } from '@/lib/server/storage/local-http';
import { ZKeyParams, ZLocalPutQuery } from '@/lib/server/storage/schemas';

// PUT /api/uploads/local/{key}?exp&type&max&sig — local driver: receive a presigned upload (body streamed, no body schema)
export const PUT = route({
  auth: 'public',
  action: 'public',
  // the signed `max` is the real limit (checked while streaming); this only stops absurd declared lengths
  maxBody: MAX_UPLOAD_BYTES,
  streamsBody: true,
  params: ZKeyParams,
  query: ZLocalPutQuery,
  handler: ({ ctx, params, query, req }) => receiveLocalPut(ctx, params.key, query, req),
});
