import { route } from '@/lib/server/route';
import { ZVideoIdParams } from '@/lib/video/schemas';
import { retryVideo } from '@/lib/video/service';

// POST /api/videos/{id}/retry — 'Tentar novamente' after failed processing
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZVideoIdParams,
  handler: ({ ctx, params }) => retryVideo(ctx, params.id),
});
