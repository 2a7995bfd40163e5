import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { marqueeForCourse } from '@/lib/course/marquee';
import { viewerProducts } from '@/lib/products/viewer';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { makeMarquee } from '../lesson/endpoints';
import { createWorld } from '../support/factories';
import { makeRequest } from '../support/http';
import { nextCourseOrder } from '../support/orders';

// The marquee above a lesson: the one of the student's active product that holds the lesson's course
// (the lesson page passes its course).

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const ctxFor = (host: string, cookie: string) => buildContext(makeRequest('GET', '/curso', { host, cookie }));

/** what the lesson page does: the viewer's products read once, then the marquee of the lesson's course */
const shown = async (ctx: Awaited<ReturnType<typeof ctxFor>>, courseId: string) =>
  marqueeForCourse(ctx, courseId, await viewerProducts(ctx));

/** A course in `tenantId`, added to each product. */
async function courseIn(tenantId: string, productIds: string[]) {
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
  return course;
}

describe('marqueeForCourse', () => {
  it('shows the enrolled product’s marquee with the student’s name, and none of other products', async () => {
    const mine = await makeMarquee(w.a.id, 'Bons estudos, $nome_aluno');
    const other = await makeMarquee(w.a.id, 'Outro produto');
    const course = await courseIn(w.a.id, [mine.product.id, other.product.id]);
    const ctx = await ctxFor(w.a.host, w.studentA.cookie);
    expect(await shown(ctx, course.id)).toBeNull(); // not enrolled yet

    await prisma.enrollment.create({
      data: { tenantId: w.a.id, userId: w.studentA.id, productId: mine.product.id },
    });
    expect(await shown(ctx, course.id)).toEqual({
      text: 'Bons estudos, $nome_aluno',
      url: null,
      timer: 40,
      studentName: 'Pessoa Teste', // the factory's default name
    });

    await prisma.product.update({ where: { id: mine.product.id }, data: { status: 'inactive' } });
    expect(await shown(ctx, course.id)).toBeNull();
  });

  it('an editor previews it without an enrollment; another tenant’s lesson and a signed-out visitor never see it', async () => {
    const { product } = await makeMarquee(w.a.id, 'Prévia');
    const course = await courseIn(w.a.id, [product.id]);
    expect((await shown(await ctxFor(w.a.host, w.adminA.cookie), course.id))?.text).toBe('Prévia');
    expect(await shown(await ctxFor(w.b.host, w.adminB.cookie), course.id)).toBeNull();
    expect(await shown(await ctxFor(w.a.host, ''), course.id)).toBeNull(); // signed out
  });
});
