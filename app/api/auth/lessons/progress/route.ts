import { saveProgress } from '@/lib/course/progress';
import { ZProgressBody } from '@/lib/course/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/lessons/progress — save watch progress {lesson_id, watched_seconds, percent}; never lowers it
export const POST = route({
  auth: 'user',
  action: 'member.self',
  body: ZProgressBody,
  envelope: 'data',
  handler: ({ ctx, body }) => saveProgress(ctx, body),
});
