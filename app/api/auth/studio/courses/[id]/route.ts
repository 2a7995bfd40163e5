import { deleteCourse, updateCourse } from '@/lib/studio/courses';
import { courseEditorTree } from '@/lib/studio/editor';
import { ZCourseUpdate, ZDeleteBody, ZIdParam } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/studio/courses/{id} — the course editor's data: the course, its modules and lessons
export const GET = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  envelope: 'data',
  handler: ({ ctx, params }) => courseEditorTree(ctx, params.id),
});

// PATCH /api/auth/studio/courses/{id} — edit a course (any of the create fields)
export const PATCH = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZCourseUpdate,
  envelope: 'data',
  handler: ({ ctx, params, body }) => updateCourse(ctx, params.id, body),
});

// DELETE /api/auth/studio/courses/{id} — delete a course; { confirm: 'EXCLUIR' } when members have progress
export const DELETE = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZDeleteBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => deleteCourse(ctx, params.id, body),
});
