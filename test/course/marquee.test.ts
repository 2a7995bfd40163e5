import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { marqueeForLesson } from '@/lib/course/marquee';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { makeMarquee } from '../lesson/endpoints';
import { createWorld } from '../support/factories';
import { makeRequest } from '../support/http';
import { nextCourseOrder } from '../support/orders';

// The marquee above a lesson: the one of the student's active product that holds the lesson's course.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const ctxFor = (host: string, cookie: string) => buildContext(makeRequest('GET', '/curso', { host, cookie }));

/** A course with one module and one lesson in `tenantId`, added to each product. */
async function lessonIn(tenantId: string, productIds: string[]) {
  const course = await prisma.course.create({
    data: {
      tenantId,
      order: await nextCourseOrder(tenantId),
      title: 'Curso do letreiro',
      slug: `letreiro-${randomUUID()}`,
    },
  });
  for (const productId of productIds)
    await prisma.productCourse.create({ data: { tenantId, productId, courseId: course.id } });
  const mod = await prisma.module.create({ data: { tenantId, courseId: course.id, title: 'Módulo' } });
  return prisma.lesson.create({ data: { tenantId, moduleId: mod.id, title: 'Aula', slug: 'aula' } });
}

describe('marqueeForLesson', () => {
  it('shows the enrolled product’s marquee with the student’s name, and none of other products', async () => {
    const mine = await makeMarquee(w.a.id, 'Bons estudos, $nome_aluno');
    const other = await makeMarquee(w.a.id, 'Outro produto');
    const lesson = await lessonIn(w.a.id, [mine.product.id, other.product.id]);
    const ctx = await ctxFor(w.a.host, w.studentA.cookie);
    expect(await marqueeForLesson(ctx, lesson.id)).toBeNull(); // not enrolled yet

    await prisma.enrollment.create({
      data: { tenantId: w.a.id, userId: w.studentA.id, productId: mine.product.id },
    });
    expect(await marqueeForLesson(ctx, lesson.id)).toEqual({
      text: 'Bons estudos, $nome_aluno',
      url: null,
      timer: 40,
      studentName: 'Pessoa Teste', // the factory's default name
    });

    await prisma.product.update({ where: { id: mine.product.id }, data: { status: 'inactive' } });
    expect(await marqueeForLesson(ctx, lesson.id)).toBeNull();
  });

  it('an editor previews it without an enrollment; another tenant’s lesson and a signed-out visitor never see it', async () => {
    const { product } = await makeMarquee(w.a.id, 'Prévia');
    const lesson = await lessonIn(w.a.id, [product.id]);
    expect((await marqueeForLesson(await ctxFor(w.a.host, w.adminA.cookie), lesson.id))?.text).toBe('Prévia');
    expect(await marqueeForLesson(await ctxFor(w.b.host, w.adminB.cookie), lesson.id)).toBeNull();
    expect(await marqueeForLesson(await ctxFor(w.a.host, ''), lesson.id)).toBeNull(); // signed out
  });
});
