import { route } from '@/lib/server/route';
import { ZVideoIdParams } from '@/lib/video/schemas';
import { abortVideo, getVideo } from '@/lib/video/service';

// GET /api/videos/{id} — an uploaded video's status and processing percent
export const GET = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZVideoIdParams,
  handler: ({ ctx, params }) => getVideo(ctx, params.id),
});

// DELETE /api/videos/{id} — cancel an upload under way: the store drops its parts
export const DELETE = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZVideoIdParams,
  status: 204,
  handler: ({ ctx, params }) => abortVideo(ctx, params.id),
});
