import { createCourse, listCourses } from '@/lib/studio/courses';
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

// GET /api/auth/studio/courses — every live course, drafts included, in order (the home's edit mode)
export const GET = route({
  auth: 'editor',
  action: 'content.edit',
  envelope: 'data',
  handler: ({ ctx }) => listCourses(ctx),
});
