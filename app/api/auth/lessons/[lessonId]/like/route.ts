import { likeLesson, unlikeLesson } from '@/lib/course/likes';
import { ZLessonParams } from '@/lib/course/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/lessons/{lessonId}/like — the member likes the lesson (once; like_class points once ever)
export const POST = route({
  auth: 'user',
  action: 'member.self',
  params: ZLessonParams,
  envelope: 'data',
  handler: ({ ctx, params }) => likeLesson(ctx, params.lessonId),
});

// DELETE /api/auth/lessons/{lessonId}/like — the member takes their like back
export const DELETE = route({
  auth: 'user',
  action: 'member.self',
  params: ZLessonParams,
  envelope: 'data',
  handler: ({ ctx, params }) => unlikeLesson(ctx, params.lessonId),
});
