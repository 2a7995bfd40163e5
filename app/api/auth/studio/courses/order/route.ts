import { reorderCourses } from '@/lib/studio/courses';
import { ZReorder } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// PUT /api/auth/studio/courses/order — the tenant's live courses in a new order ({ ids }: all of them)
export const PUT = route({
  auth: 'editor',
  action: 'content.edit',
  body: ZReorder,
  envelope: 'data',
  handler: ({ ctx, body }) => reorderCourses(ctx, body),
});
