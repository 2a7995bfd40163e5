import { route } from '@/lib/server/route';
import { serveLocalFile } from '@/lib/server/storage/local-http';
import { ZKeyParams } from '@/lib/server/storage/schemas';

// GET /api/uploads/file/{key} — local driver: public read of a finalized file of the host's tenant
export const GET = route({
  auth: 'public',
  action: 'public',
  params: ZKeyParams,
  handler: ({ ctx, params, req }) => serveLocalFile(ctx, params.key, req),
});
