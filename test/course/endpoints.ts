import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { createCourse, enroll } from './world';

// The course endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).
// Setup gives the target tenant's student an active enrollment, so the valid call is the student's.

async function lessonWithAccess(t: Target): Promise<Record<string, string>> {
  // Comments on (the default): other entries of the table, e.g. activeComment, may have turned them off.
  await prisma.platformSettings.update({ where: { tenantId: t.tenant.id }, data: { comment: true } });
  const c = await createCourse(t.tenant);
  await enroll(t.tenant, t.student.id, c.product);
  return { lesson: c.lessons[0]! };
}

const progressOf = (t: Target) =>
  prisma.lessonProgress.findMany({
    where: { lessonId: t.ids.lesson },
    select: { userId: true, percent: true, watchedSeconds: true, completedAt: true },
  });

const commentsOf = (t: Target) => prisma.lessonComment.count({ where: { lessonId: t.ids.lesson } });

const progressView = z.object({
  data: z.object({
    lesson_id: z.string().uuid(),
    watched_seconds: z.number().int(),
    percent: z.number().int().min(0).max(100),
    completed: z.boolean(),
    completed_at: z.string().nullable(),
  }),
});

const commentView = z.object({
  id: z.string().uuid(),
  body: z.string(),
  parent_id: z.string().uuid().nullable(),
  from_editor: z.boolean(),
  hidden: z.boolean(),
  created_at: z.string(),
  author: z.object({ id: z.string().uuid(), name: z.string(), photo_url: z.string().nullable() }),
  answers: z.array(z.unknown()),
});

async function lessonWithComment(t: Target): Promise<Record<string, string>> {
  const ids = await lessonWithAccess(t);
  const c = await prisma.lessonComment.create({
    data: { tenantId: t.tenant.id, lessonId: ids.lesson!, userId: t.student.id, body: 'Spam' },
  });
  return { ...ids, comment: c.id };
}

const commentState = (t: Target) =>
  prisma.lessonComment.findMany({ where: { lessonId: t.ids.lesson }, select: { id: true, hiddenAt: true } });

export const COURSE_ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/auth/lessons/progress',
    // the lesson is open to the world's student by enrolment: another student is refused, the team is not
    alsoNeeds: 'edit.enter',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/lessons/progress/route')).POST,
    setup: lessonWithAccess,
    path: () => '/api/auth/lessons/progress',
    body: (t) => ({ lesson_id: t.ids.lesson, watched_seconds: 30, percent: 10 }),
    response: progressView,
    malformed: (t) => ({ lesson_id: t.ids.lesson, watched_seconds: 30, percent: 150 }),
    snapshot: progressOf,
  },
  {
    name: 'POST /api/auth/lessons/complete',
    // the lesson is open to the world's student by enrolment: another student is refused, the team is not
    alsoNeeds: 'edit.enter',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/lessons/complete/route')).POST,
    setup: lessonWithAccess,
    path: () => '/api/auth/lessons/complete',
    body: (t) => ({ lesson_id: t.ids.lesson }),
    response: progressView.extend({ data: progressView.shape.data.extend({ completed: z.literal(true) }) }),
    malformed: () => ({ lesson_id: 'not-a-uuid' }),
    snapshot: progressOf,
  },
  {
    name: 'POST /api/auth/lessons/uncomplete',
    // the lesson is open to the world's student by enrolment: another student is refused, the team is not
    alsoNeeds: 'edit.enter',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/lessons/uncomplete/route')).POST,
    setup: lessonWithAccess,
    path: () => '/api/auth/lessons/uncomplete',
    body: (t) => ({ lesson_id: t.ids.lesson }),
    response: progressView.extend({ data: progressView.shape.data.extend({ completed: z.literal(false) }) }),
    malformed: () => ({}),
    snapshot: progressOf,
  },
  {
    name: 'GET /api/auth/lessons/{lessonId}/comments',
    // the lesson is open to the world's student by enrolment: another student is refused, the team is not
    alsoNeeds: 'edit.enter',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/lessons/[lessonId]/comments/route')).GET,
    setup: async (t) => {
      const ids = await lessonWithAccess(t);
      await prisma.lessonComment.create({
        data: { tenantId: t.tenant.id, lessonId: ids.lesson!, userId: t.student.id, body: 'Dúvida' },
      });
      return ids;
    },
    path: (t) => `/api/auth/lessons/${t.ids.lesson}/comments?page=1`,
    params: (t) => ({ lessonId: t.ids.lesson! }),
    response: z.object({
      data: z.object({
        comments: z.array(commentView).min(1),
        page: z.literal(1),
        per_page: z.number().int(),
        total: z.number().int(),
        has_more: z.boolean(),
      }),
    }),
  },
  {
    name: 'POST /api/auth/lessons/{lessonId}/comments',
    // the lesson is open to the world's student by enrolment: another student is refused, the team is not
    alsoNeeds: 'edit.enter',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/lessons/[lessonId]/comments/route')).POST,
    setup: lessonWithAccess,
    path: (t) => `/api/auth/lessons/${t.ids.lesson}/comments`,
    params: (t) => ({ lessonId: t.ids.lesson! }),
    body: () => ({ body: 'Como faço o exercício 2?' }),
    validStatus: 201,
    response: z.object({ data: commentView.extend({ parent_id: z.null(), from_editor: z.literal(false) }) }),
    malformed: () => ({ body: 'x'.repeat(1001) }),
    snapshot: commentsOf,
  },
  {
    name: 'PATCH /api/auth/lessons/{lessonId}/comments/{commentId}',
    method: 'PATCH',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/lessons/[lessonId]/comments/[commentId]/route')).PATCH,
    setup: lessonWithComment,
    path: (t) => `/api/auth/lessons/${t.ids.lesson}/comments/${t.ids.comment}`,
    params: (t) => ({ lessonId: t.ids.lesson!, commentId: t.ids.comment! }),
    body: () => ({ hidden: true }),
    response: z.object({ data: commentView.extend({ hidden: z.literal(true) }) }),
    malformed: () => ({ hidden: 'sim' }),
    snapshot: commentState,
  },
  {
    name: 'DELETE /api/auth/lessons/{lessonId}/comments/{commentId}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/lessons/[lessonId]/comments/[commentId]/route')).DELETE,
    setup: lessonWithComment,
    path: (t) => `/api/auth/lessons/${t.ids.lesson}/comments/${t.ids.comment}`,
    params: (t) => ({ lessonId: t.ids.lesson!, commentId: t.ids.comment! }),
    response: z.object({ data: z.object({ id: z.string().uuid() }) }),
    snapshot: commentState,
  },
  ...(['POST', 'DELETE'] as const).map((method): Endpoint => ({
    name: `${method} /api/auth/lessons/{lessonId}/like`,
    // the lesson is open to the world's student by enrolment: another student is refused, the team is not
    alsoNeeds: 'edit.enter',
    method,
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/lessons/[lessonId]/like/route'))[method],
    setup: lessonWithAccess,
    path: (t) => `/api/auth/lessons/${t.ids.lesson}/like`,
    params: (t) => ({ lessonId: t.ids.lesson! }),
    response: z.object({
      data: z.object({ liked: z.literal(method === 'POST'), count: z.number().int().min(0) }),
    }),
    snapshot: (t) => prisma.lessonLike.count({ where: { lessonId: t.ids.lesson } }),
  })),
];
