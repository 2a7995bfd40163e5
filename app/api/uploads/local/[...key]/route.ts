import { route } from '@/lib/server/route';
import { receiveLocalPut } from '@/lib/server/storage/local-http';
import { ZKeyParams, ZLocalPutQuery } from '@/lib/server/storage/schemas';

// PUT /api/uploads/local/{key}?exp&type&max&sig — local driver: receive a presigned upload (body streamed, no body schema)
export const PUT = route({
  auth: 'public',
  params: ZKeyParams,
  query: ZLocalPutQuery,
  handler: ({ ctx, params, query, req }) => receiveLocalPut(ctx, params.key, query, req),
});
