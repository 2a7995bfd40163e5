import { route } from '@/lib/server/route';
import { ZPresignBody } from '@/lib/server/storage/schemas';
import { presign } from '@/lib/server/storage/uploads';

// POST /api/uploads/presign — check kind, role, type and size; answer a short-lived presigned PUT
export const POST = route({
  auth: 'user',
  action: 'member.self',
  body: ZPresignBody,
  status: 201,
  handler: ({ ctx, body }) => presign(ctx, body),
});
