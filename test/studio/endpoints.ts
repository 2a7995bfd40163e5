import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { createCourse } from '../course/world';

// The studio endpoints (issue 46) for the conformance table (test/conformance/endpoints.ts spreads this
// list). Setup builds a course of two modules of two lessons in the target tenant with test/course/world.

async function tree(t: Target): Promise<Record<string, string>> {
  const c = await createCourse(t.tenant);
  const attachment = await prisma.lessonAttachment.create({
    data: { tenantId: t.tenant.id, lessonId: c.lessons[0]!, name: 'apostila.pdf', url: '/api/files/a.pdf' },
  });
  const courses = await prisma.course.findMany({
    where: { tenantId: t.tenant.id, deletedAt: null },
    orderBy: { order: 'asc' },
    select: { id: true },
  });
  return {
    course: c.course,
    product: c.product,
    module: c.modules[0]!,
    module2: c.modules[1]!,
    lesson: c.lessons[0]!,
    lesson2: c.lessons[1]!,
    attachment: attachment.id,
    courses: courses.map((x) => x.id).join(','),
  };
}

const courseView = z.object({
  id: z.string().uuid(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  published: z.boolean(),
  order: z.number().int(),
  product_ids: z.array(z.string().uuid()),
});
const moduleView = z.object({
  id: z.string().uuid(),
  course_id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  published: z.boolean(),
  order: z.number().int(),
});
const release = z.object({ mode: z.string(), days: z.number().nullable(), at: z.string().nullable() });
const lessonView = z.object({
  id: z.string().uuid(),
  module_id: z.string().uuid(),
  title: z.string(),
  slug: z.string(),
  body: z.string(),
  kind: z.enum(['video', 'audio', 'text']),
  media_url: z.string().nullable(),
  published: z.boolean(),
  order: z.number().int(),
  release,
  attachments: z.array(
    z.object({ id: z.string().uuid(), name: z.string(), url: z.string(), size_bytes: z.number() }),
  ),
});
const data = <T extends z.ZodType>(s: T) => z.object({ data: s });
const idsView = data(z.object({ ids: z.array(z.string().uuid()) }));
const deletedView = data(z.object({ deleted: z.enum(['hard', 'soft']) }));

const courseRow = (t: Target) =>
  prisma.course.findUnique({
    where: { id: t.ids.course },
    select: { title: true, slug: true, deletedAt: true },
  });
const lessonRows = (t: Target) =>
  prisma.lesson.findMany({
    where: { moduleId: { in: [t.ids.module!, t.ids.module2!] } },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      moduleId: true,
      order: true,
      title: true,
      body: true,
      deletedAt: true,
      releaseMode: true,
    },
  });
const moduleRows = (t: Target) =>
  prisma.module.findMany({
    where: { courseId: t.ids.course },
    orderBy: { id: 'asc' },
    select: { id: true, order: true, title: true },
  });

const S = '/api/auth/studio';

export const STUDIO_ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/auth/studio/courses',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/courses/route')).POST,
    setup: tree,
    path: () => `${S}/courses`,
    body: (t) => ({ title: 'Curso Novo Ação', product_ids: [t.ids.product], published: true }),
    validStatus: 201,
    response: data(courseView),
    malformed: () => ({ title: '' }),
    snapshot: (t) => prisma.course.count({ where: { tenantId: t.tenant.id } }),
    crossTenant: false,
  },
  {
    name: 'GET /api/auth/studio/courses',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/courses/route')).GET,
    setup: tree,
    path: () => `${S}/courses`,
    response: data(z.array(courseView).min(1)),
    crossTenant: false,
  },
  {
    name: 'PUT /api/auth/studio/courses/order',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/courses/order/route')).PUT,
    setup: tree,
    path: () => `${S}/courses/order`,
    body: (t) => ({ ids: t.ids.courses!.split(',').reverse() }),
    response: idsView,
    malformed: (t) => ({ ids: [t.ids.course, t.ids.course] }),
    snapshot: (t) =>
      prisma.course.findMany({
        where: { tenantId: t.tenant.id },
        orderBy: { id: 'asc' },
        select: { order: true },
      }),
  },
  {
    name: 'GET /api/auth/studio/courses/{id}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/courses/[id]/route')).GET,
    setup: tree,
    path: (t) => `${S}/courses/${t.ids.course}`,
    response: data(
      z.object({
        course: courseView.omit({ order: true }),
        modules: z.array(
          moduleView
            .omit({ course_id: true })
            .extend({ lessons: z.array(z.object({ id: z.string().uuid(), release })) }),
        ),
      }),
    ),
  },
  {
    name: 'PATCH /api/auth/studio/courses/{id}',
    method: 'PATCH',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/courses/[id]/route')).PATCH,
    setup: tree,
    path: (t) => `${S}/courses/${t.ids.course}`,
    body: () => ({ title: 'Curso Renomeado', description: 'Nova descrição' }),
    response: data(courseView),
    malformed: () => ({ slug: 'Não Vale' }),
    snapshot: courseRow,
  },
  {
    name: 'DELETE /api/auth/studio/courses/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/courses/[id]/route')).DELETE,
    setup: tree,
    path: (t) => `${S}/courses/${t.ids.course}`,
    body: () => ({}),
    response: deletedView,
    malformed: () => ({ confirm: 42 }),
    snapshot: courseRow,
  },
  {
    name: 'POST /api/auth/studio/courses/{id}/modules',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/courses/[id]/modules/route')).POST,
    setup: tree,
    path: (t) => `${S}/courses/${t.ids.course}/modules`,
    body: () => ({ title: 'Módulo Novo' }),
    validStatus: 201,
    response: data(moduleView),
    malformed: () => ({ title: 'x'.repeat(151) }),
    snapshot: moduleRows,
  },
  {
    name: 'PUT /api/auth/studio/courses/{id}/modules/order',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/courses/[id]/modules/order/route')).PUT,
    setup: tree,
    path: (t) => `${S}/courses/${t.ids.course}/modules/order`,
    body: (t) => ({ ids: [t.ids.module2, t.ids.module] }),
    response: idsView,
    malformed: (t) => ({ ids: [t.ids.module, 'nope'] }),
    snapshot: moduleRows,
  },
  {
    name: 'PATCH /api/auth/studio/modules/{id}',
    method: 'PATCH',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/modules/[id]/route')).PATCH,
    setup: tree,
    path: (t) => `${S}/modules/${t.ids.module}`,
    body: () => ({ title: 'Módulo Renomeado', published: false }),
    response: data(moduleView),
    malformed: () => ({ title: '   ' }),
    snapshot: moduleRows,
  },
  {
    name: 'DELETE /api/auth/studio/modules/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/modules/[id]/route')).DELETE,
    setup: tree,
    path: (t) => `${S}/modules/${t.ids.module}`,
    body: () => ({}),
    response: deletedView,
    malformed: () => ({ confirm: ['EXCLUIR'] }),
    snapshot: moduleRows,
  },
  {
    name: 'POST /api/auth/studio/modules/{id}/lessons',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/modules/[id]/lessons/route')).POST,
    setup: tree,
    path: (t) => `${S}/modules/${t.ids.module}/lessons`,
    body: () => ({
      title: 'Aula Nova',
      kind: 'text',
      body: '<p>Texto</p>',
      release: { mode: 'after_enrollment', days: 7 },
    }),
    validStatus: 201,
    response: data(lessonView),
    malformed: () => ({ title: 'Aula', release: { mode: 'after_enrollment' } }),
    snapshot: lessonRows,
  },
  {
    name: 'PUT /api/auth/studio/modules/{id}/lessons/order',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/modules/[id]/lessons/order/route')).PUT,
    setup: tree,
    path: (t) => `${S}/modules/${t.ids.module}/lessons/order`,
    body: (t) => ({ ids: [t.ids.lesson2, t.ids.lesson] }),
    response: idsView,
    malformed: () => ({ ids: [] }),
    snapshot: lessonRows,
  },
  {
    name: 'GET /api/auth/studio/lessons/{id}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/lessons/[id]/route')).GET,
    setup: tree,
    path: (t) => `${S}/lessons/${t.ids.lesson}`,
    response: data(lessonView),
  },
  {
    name: 'PATCH /api/auth/studio/lessons/{id}',
    method: 'PATCH',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/lessons/[id]/route')).PATCH,
    setup: tree,
    path: (t) => `${S}/lessons/${t.ids.lesson}`,
    body: () => ({
      title: 'Aula Editada',
      release: { mode: 'at_date', at: '2030-01-02T10:00' },
      published: true,
    }),
    response: data(lessonView),
    malformed: () => ({ kind: 'podcast' }),
    snapshot: lessonRows,
  },
  {
    name: 'DELETE /api/auth/studio/lessons/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/lessons/[id]/route')).DELETE,
    setup: tree,
    path: (t) => `${S}/lessons/${t.ids.lesson}`,
    body: () => ({}),
    response: deletedView,
    malformed: () => ({ confirm: { word: 'EXCLUIR' } }),
    snapshot: lessonRows,
  },
  {
    name: 'POST /api/auth/studio/lessons/{id}/move',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/lessons/[id]/move/route')).POST,
    setup: tree,
    path: (t) => `${S}/lessons/${t.ids.lesson}/move`,
    body: (t) => ({ module_id: t.ids.module2, position: 1 }),
    response: data(lessonView),
    malformed: (t) => ({ module_id: t.ids.module2, position: 0 }),
    snapshot: lessonRows,
  },
  {
    name: 'POST /api/auth/studio/lessons/{id}/attachments',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/lessons/[id]/attachments/route')).POST,
    setup: tree,
    path: (t) => `${S}/lessons/${t.ids.lesson}/attachments`,
    body: () => ({ name: 'exercicios.pdf', url: '/api/files/exercicios.pdf', size_bytes: 2048 }),
    validStatus: 201,
    response: data(
      z.object({ id: z.string().uuid(), name: z.string(), url: z.string(), size_bytes: z.number() }),
    ),
    malformed: () => ({ name: 'x.pdf', url: 'javascript:alert(1)' }),
    snapshot: (t) => prisma.lessonAttachment.count({ where: { lessonId: t.ids.lesson } }),
  },
  {
    name: 'DELETE /api/auth/studio/attachments/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/studio/attachments/[id]/route')).DELETE,
    setup: tree,
    path: (t) => `${S}/attachments/${t.ids.attachment}`,
    response: data(z.object({ id: z.string().uuid() })),
  },
];
