import { deleteLesson, getLesson, updateLesson } from '@/lib/studio/lessons';
import { ZDeleteBody, ZIdParam, ZLessonUpdate } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/studio/lessons/{id} — the lesson editor's data, drafts and unreleased content included
export const GET = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  envelope: 'data',
  handler: ({ ctx, params }) => getLesson(ctx, params.id),
});

// PATCH /api/auth/studio/lessons/{id} — edit a lesson (title, body, kind, media, cover, duration, release…)
export const PATCH = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZLessonUpdate,
  envelope: 'data',
  handler: ({ ctx, params, body }) => updateLesson(ctx, params.id, body),
});

// DELETE /api/auth/studio/lessons/{id} — delete a lesson; { confirm: 'EXCLUIR' } when members have progress
export const DELETE = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZDeleteBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => deleteLesson(ctx, params.id, body),
});
