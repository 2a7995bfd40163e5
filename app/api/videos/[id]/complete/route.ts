import { route } from '@/lib/server/route';
import { ZVideoIdParams } from '@/lib/video/schemas';
import { completeVideo } from '@/lib/video/service';

// POST /api/videos/{id}/complete — join the stored parts, check the file is a video, queue HLS
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZVideoIdParams,
  handler: ({ ctx, params }) => completeVideo(ctx, params.id),
});
