import { prisma } from '@/lib/server/db';
import { nextCarouselOrder, nextCourseOrder } from '../support/orders';

let n = 0;
const uniq = () => `${Date.now().toString(36)}-${++n}`;

/** A course with one module and two lessons in the tenant, optionally sold by a product. */
export async function makeCourse(
  tenantId: string,
  opts: { title?: string; productStatus?: 'active' | 'inactive'; enroll?: string } = {},
) {
  const course = await prisma.course.create({
    data: {
      tenantId,
      order: await nextCourseOrder(tenantId),
      title: opts.title ?? `Curso ${uniq()}`,
      slug: `c-${uniq()}`,
      coverUrl: '/x.png',
    },
  });
  const mod = await prisma.module.create({ data: { tenantId, courseId: course.id, title: 'Módulo 1' } });
  const l1 = await prisma.lesson.create({
    data: { tenantId, moduleId: mod.id, title: 'Aula Um', slug: 'aula-um', order: 1 },
  });
  const l2 = await prisma.lesson.create({
    data: { tenantId, moduleId: mod.id, title: 'Aula Dois', slug: 'aula-dois', order: 2 },
  });
  if (opts.productStatus) {
    const product = await prisma.product.create({
      data: { tenantId, title: `P ${uniq()}`, status: opts.productStatus },
    });
    await prisma.productCourse.create({ data: { tenantId, productId: product.id, courseId: course.id } });
    if (opts.enroll)
      await prisma.enrollment.create({ data: { tenantId, userId: opts.enroll, productId: product.id } });
  }
  return { courseId: course.id, moduleId: mod.id, lessonIds: [l1.id, l2.id] };
}

/** A published type-1 carousel with the given courses. */
export async function makeCarousel(
  tenantId: string,
  courseIds: string[],
  opts: { published?: boolean; order?: number; title?: string } = {},
) {
  const c = await prisma.carousel.create({
    data: {
      tenantId,
      title: opts.title ?? `Carrossel ${uniq()}`,
      type: 1,
      typeContent: 'course',
      published: opts.published ?? true,
      order: opts.order ?? (await nextCarouselOrder(tenantId)),
    },
  });
  await prisma.carouselItem.createMany({
    data: courseIds.map((courseId, i) => ({
      tenantId,
      carouselId: c.id,
      kind: 'course' as const,
      courseId,
      order: i + 1,
    })),
  });
  return c.id;
}

export function carouselBody(tenantId: string, content: string[], extra: Record<string, unknown> = {}) {
  return {
    tenant_id: tenantId,
    title: 'Destaques da semana',
    description: 'Os cursos mais novos',
    type: 1,
    custom: 0,
    type_content: 'course',
    card_type: 'vertical',
    carousel_type: 'Comum',
    cards_per_group: 4,
    cards_per_group_mobile: 0,
    autoplay: 1,
    autoplay_time: 5,
    font_title: 'Poppins',
    weight_title: 900,
    size_title: 27,
    font_description: 'Inter',
    weight_description: 300,
    size_description: 18,
    published: 1,
    content,
    ...extra,
  };
}
