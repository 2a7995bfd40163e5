import { randomBytes } from 'node:crypto';
import { prisma } from '@/lib/server/db';
import { nextCommunityOrder, nextCourseOrder } from '../support/orders';

// Rows the custom HTML tests build on: a course with two modules of two lessons, and a community.

const uid = () => randomBytes(4).toString('hex');

export async function makeCourseTree(tenantId: string) {
  const course = await prisma.course.create({
    data: { tenantId, order: await nextCourseOrder(tenantId), title: `Curso ${uid()}`, slug: `c-${uid()}` },
  });
  const mods = [];
  for (const m of [1, 2]) {
    const mod = await prisma.module.create({
      data: { tenantId, courseId: course.id, title: `Módulo ${m}`, order: m },
    });
    const lessons = [];
    for (const l of [1, 2])
      lessons.push(
        await prisma.lesson.create({
          data: { tenantId, moduleId: mod.id, title: `Aula ${m}.${l}`, slug: `a-${uid()}`, order: l },
        }),
      );
    mods.push({ ...mod, lessons });
  }
  return { course, modules: mods };
}

export async function makeCommunity(tenantId: string) {
  return prisma.community.create({
    data: { tenantId, title: `Comunidade ${uid()}`, order: await nextCommunityOrder(tenantId) },
  });
}

export async function makeBlock(
  tenantId: string,
  data: Partial<{
    title: string;
    html: string;
    page:
      | 'homepage'
      | 'course'
      | 'module'
      | 'lesson'
      | 'community'
      | 'favorite'
      | 'product'
      | 'profile'
      | 'search';
    courseId: string | null;
    moduleId: string | null;
    lessonId: string | null;
    communityId: string | null;
    allowedHosts: string[];
    deletedAt: Date | null;
  }> = {},
) {
  return prisma.customHtml.create({
    data: { tenantId, title: 'Bloco', html: '<p>oi</p>', page: 'homepage', ...data },
  });
}
