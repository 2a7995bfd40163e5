import { route } from '@/lib/server/route';
import { ZUploadIdParams } from '@/lib/server/storage/schemas';
import { finalize } from '@/lib/server/storage/uploads';

// POST /api/uploads/{id}/finalize — check the uploaded object (size, type, real bytes) and mark it ready
export const POST = route({
  auth: 'user',
  action: 'member.self',
  params: ZUploadIdParams,
  handler: ({ ctx, params }) => finalize(ctx, params.id),
});
