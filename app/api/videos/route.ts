import { route } from '@/lib/server/route';
import { ZCreateVideoBody } from '@/lib/video/schemas';
import { createVideo } from '@/lib/video/service';

// POST /api/videos — open a multipart lesson-video upload (type, size ≤ 5 GB, quota)
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  body: ZCreateVideoBody,
  status: 201,
  handler: ({ ctx, body }) => createVideo(ctx, body),
});
