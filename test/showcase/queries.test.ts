import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { buildContext } from '@/lib/server/route';
import { getShowcase } from '@/lib/showcase/home';
import { makeRequest } from '../support/http';
import { createWorld } from '../support/factories';
import { makeCarousel, makeCourse } from './fixtures';

// The homepage's showcase costs the same number of queries whatever the number of carousels and cards.
async function showcaseQueries(host: string, cookie: string) {
  const ctx = await buildContext(makeRequest('GET', '/homepage', { host, cookie }));
  return withQueryStats(async () => {
    const s = await getShowcase(ctx);
    return { queries: currentQueryCount(), cards: s.carousels.reduce((n, c) => n + c.cards.length, 0) };
  });
}

describe('showcase query count', () => {
  it('does not grow with carousels, cards or progress', async () => {
    const w = await createWorld();
    const first = await makeCourse(w.a.id, { productStatus: 'active', enroll: w.studentA.id });
    const courses = await makeCarousel(w.a.id, [first.courseId]);
    const mods = await prisma.carousel.create({
      data: { tenantId: w.a.id, title: 'Módulos', type: 2, typeContent: 'course', order: 2 },
    });
    const addItems = (carouselId: string, ids: string[], from: number) =>
      prisma.carouselItem.createMany({
        data: ids.map((courseId, i) => ({
          tenantId: w.a.id,
          carouselId,
          kind: 'course' as const,
          courseId,
          order: from + i,
        })),
      });
    await addItems(mods.id, [first.courseId], 1);
    await prisma.lessonProgress.create({
      data: { tenantId: w.a.id, userId: w.studentA.id, lessonId: first.lessonIds[0]!, percent: 10 },
    });
    const small = await showcaseQueries(w.a.host, w.studentA.cookie);

    const more = [];
    for (let i = 0; i < 5; i++)
      more.push(await makeCourse(w.a.id, { productStatus: 'active', enroll: w.studentA.id }));
    await addItems(
      courses,
      more.map((c) => c.courseId),
      2,
    );
    await addItems(
      mods.id,
      more.map((c) => c.courseId),
      2,
    );
    await makeCarousel(
      w.a.id,
      more.map((c) => c.courseId),
      { order: 3 },
    );
    for (const c of more)
      await prisma.lessonProgress.create({
        data: { tenantId: w.a.id, userId: w.studentA.id, lessonId: c.lessonIds[1]!, percent: 50 },
      });
    const big = await showcaseQueries(w.a.host, w.studentA.cookie);

    expect(big.cards).toBeGreaterThan(small.cards * 3);
    expect(big.queries).toBe(small.queries);
    expect(big.queries).toBeLessThanOrEqual(12);
  });
});
