import { route } from '@/lib/server/route';
import { setLessonMedia } from '@/lib/video/lesson-media';
import { ZLessonIdParams, ZLessonMediaBody } from '@/lib/video/schemas';

// PATCH /api/studio/lessons/{id}/media — set a lesson's video (uploaded asset or allowed video address)
export const PATCH = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZLessonIdParams,
  body: ZLessonMediaBody,
  handler: ({ ctx, params, body }) => setLessonMedia(ctx, params.id, body.media_url),
});
