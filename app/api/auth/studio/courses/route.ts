import { createCourse } from '@/lib/studio/courses';
import { ZCourseCreate } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/studio/courses — create a course (title, slug?, description, cover, products, published)
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  body: ZCourseCreate,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, body }) => createCourse(ctx, body),
});
