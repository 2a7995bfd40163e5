import { describe, expect, it } from 'vitest';
import { rebuildLessonActivity } from '@/lib/course/lesson-activity';
import { prisma } from '@/lib/server/db';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { buildContext } from '@/lib/server/route';
import { bannersForHome } from '@/lib/banners/service';
import { getShowcase } from '@/lib/showcase/home';
import { makeRequest } from '../support/http';
import { createWorld } from '../support/factories';
import { makeCarousel, makeCourse } from './fixtures';
import { nextBannerOrder, nextCarouselOrder } from '../support/orders';

type Kind = 'course' | 'module' | 'lesson';
/** The five custom carousel kinds the showcase reads (lib/showcase/home.ts cardsFor): [type, content]. */
const KINDS: [number, Kind][] = [
  [1, 'course'],
  [2, 'course'],
  [2, 'module'],
  [3, 'module'],
  [3, 'lesson'],
];

/** What /homepage reads for the member (app/(site)/homepage/page.tsx): the showcase, then the banners. */
async function homepageQueries(host: string, cookie: string) {
  const ctx = await buildContext(makeRequest('GET', '/homepage', { host, cookie }));
  // the tests write progress rows directly: count them for "Em alta" as the product's writes do
  await rebuildLessonActivity(prisma, ctx.tenant.id);
  return withQueryStats(async () => {
    const s = await getShowcase(ctx);
    const b = await bannersForHome(ctx);
    return {
      queries: currentQueryCount(),
      carousels: s.carousels.filter((c) => !c.system).length,
      cards: s.carousels.reduce((n, c) => n + c.cards.length, 0),
      banners: b.banners.length,
    };
  });
}

// The homepage's showcase costs the same number of queries whatever the number of carousels and cards.
async function showcaseQueries(host: string, cookie: string) {
  const ctx = await buildContext(makeRequest('GET', '/homepage', { host, cookie }));
  // the tests write progress rows directly: count them for "Em alta" as the product's writes do
  await rebuildLessonActivity(prisma, ctx.tenant.id);
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

describe('homepage query count', () => {
  it('is the same for 5 carousels as for 20 with many items, banners and progress', async () => {
    const w = await createWorld();
    const tenantId = w.a.id;
    const content = [];
    for (let i = 0; i < 20; i++)
      content.push(await makeCourse(tenantId, { productStatus: 'active', enroll: w.studentA.id }));
    const refs: Record<Kind, string[]> = {
      course: content.map((c) => c.courseId),
      module: content.map((c) => c.moduleId),
      lesson: content.flatMap((c) => c.lessonIds),
    };
    // orders are unique per tenant (decision 132): start after the carousels earlier tests left
    let order = (await nextCarouselOrder(tenantId)) - 1;
    const addCarousel = async ([type, kind]: [number, Kind], items: number) => {
      order++;
      const c = await prisma.carousel.create({
        data: {
          tenantId,
          title: `Carrossel ${order}`,
          type,
          typeContent: kind,
          custom: kind === 'lesson',
          order,
        },
      });
      // a ref once per carousel, deduplicated here: ON CONFLICT (skipDuplicates) cannot run against the
      // deferrable order key (decision 132)
      const picked = new Set(
        Array.from({ length: items }, (_, j) => refs[kind][(order * 3 + j) % refs[kind].length]!),
      );
      await prisma.carouselItem.createMany({
        data: [...picked].map((id, j) => ({
          tenantId,
          carouselId: c.id,
          kind,
          [`${kind}Id`]: id,
          order: j + 1,
        })),
      });
    };
    const progress = (lessonIds: string[], percent: number) =>
      prisma.lessonProgress.createMany({
        data: lessonIds.map((lessonId) => ({ tenantId, userId: w.studentA.id, lessonId, percent })),
      });

    // A single carousel: the kinds that are absent skip their query, so this is a lower bound.
    await addCarousel(KINDS[0]!, 2);
    await progress([content[0]!.lessonIds[0]!], 10);
    const firstBanner = await nextBannerOrder(tenantId);
    await prisma.banner.create({ data: { tenantId, title: 'Banner 1', order: firstBanner } });
    const one = await homepageQueries(w.a.host, w.studentA.cookie);

    // One of each kind: every query the homepage can run.
    for (const kind of KINDS.slice(1)) await addCarousel(kind, 2);
    await prisma.myListItem.create({ data: { tenantId, userId: w.studentA.id, courseId: refs.course[0]! } });
    const five = await homepageQueries(w.a.host, w.studentA.cookie);

    // 20 carousels of ten items, progress on many lessons, a longer list and more banners.
    for (let i = 0; i < 15; i++) await addCarousel(KINDS[i % KINDS.length]!, 10);
    await progress(
      content.slice(1).map((c) => c.lessonIds[1]!),
      50,
    );
    await prisma.myListItem.createMany({
      data: refs.lesson.slice(0, 10).map((lessonId) => ({ tenantId, userId: w.studentA.id, lessonId })),
    });
    await prisma.banner.createMany({
      data: [2, 3, 4, 5].map((n) => ({ tenantId, title: `Banner ${n}`, order: firstBanner + n - 1 })),
    });
    const twenty = await homepageQueries(w.a.host, w.studentA.cookie);

    expect(one.carousels).toBe(1);
    expect(five.carousels).toBe(5);
    expect(twenty.carousels).toBe(20);
    expect(twenty.cards).toBeGreaterThan(five.cards * 5);
    expect(twenty.banners).toBe(5);
    expect(one.queries).toBeLessThanOrEqual(five.queries);
    expect(twenty.queries).toBe(five.queries);
    expect(twenty.queries).toBeLessThanOrEqual(14);
  });
});

describe('"Em alta" ranking cache', () => {
  it('is computed once per tenant within TRENDING_CACHE_TTL_MS, and every member still gets their own access', async () => {
    const { resetEnvCache } = await import('@/lib/server/env');
    process.env.TRENDING_CACHE_TTL_MS = '60000';
    resetEnvCache();
    try {
      const w = await createWorld();
      await makeCourse(w.a.id, { productStatus: 'active', enroll: w.studentA.id });
      const first = await showcaseQueries(w.a.host, w.studentA.cookie);
      const second = await showcaseQueries(w.a.host, w.studentA.cookie);
      // The ranking query ran only the first time; the rest of the page is read again.
      expect(second.queries).toBe(first.queries - 1);
      // Another tenant has its own ranking.
      const other = await showcaseQueries(w.b.host, w.studentB.cookie);
      expect(other.queries).toBe(first.queries);
    } finally {
      delete process.env.TRENDING_CACHE_TTL_MS;
      resetEnvCache();
    }
  });
});
