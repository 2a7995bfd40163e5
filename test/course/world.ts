import { prisma } from '@/lib/server/db';
import type { TestTenant } from '../support/factories';
import { nextCourseOrder } from '../support/orders';

// A small course for course tests: one course with two modules of two lessons each, sold by one
// product; `enroll` puts a user in that product.
export async function createCourse(t: TestTenant, opts: { productStatus?: 'active' | 'inactive' } = {}) {
  const course = await prisma.course.create({
    data: {
      tenantId: t.id,
      order: await nextCourseOrder(t.id),
      title: 'Curso Teste',
      slug: `curso-${Math.random().toString(36).slice(2)}`,
    },
  });
  const product = await prisma.product.create({
    data: { tenantId: t.id, title: 'Plano', status: opts.productStatus ?? 'active' },
  });
  await prisma.productCourse.create({ data: { tenantId: t.id, productId: product.id, courseId: course.id } });
  const lessons: string[] = [];
  const modules: string[] = [];
  for (const m of [1, 2]) {
    const mod = await prisma.module.create({
      data: { tenantId: t.id, courseId: course.id, title: `Módulo ${m}`, order: m },
    });
    modules.push(mod.id);
    for (const l of [1, 2]) {
      const lesson = await prisma.lesson.create({
        data: { tenantId: t.id, moduleId: mod.id, title: `Aula ${m}.${l}`, slug: `aula-${m}-${l}`, order: l },
      });
      lessons.push(lesson.id);
    }
  }
  return { course: course.id, product: product.id, modules, lessons };
}

export async function enroll(t: TestTenant, userId: string, productId: string) {
  await prisma.enrollment.create({ data: { tenantId: t.id, userId, productId } });
}
