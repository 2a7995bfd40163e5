import { route } from '@/lib/server/route';
import { ZPresignPartsBody, ZVideoIdParams } from '@/lib/video/schemas';
import { listStoredParts, presignParts } from '@/lib/video/service';

// GET /api/videos/{id}/parts — the parts the store holds (what a resumed upload skips)
export const GET = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZVideoIdParams,
  handler: ({ ctx, params }) => listStoredParts(ctx, params.id),
});

// POST /api/videos/{id}/parts — presigned PUTs for the given part numbers
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZVideoIdParams,
  body: ZPresignPartsBody,
  handler: ({ ctx, params, body }) => presignParts(ctx, params.id, body),
});
