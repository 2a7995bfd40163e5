// "Em alta" on a cache miss (decision 220), spread into bench/cases.ts: the ranking as the homepage reads
// it now (the per-day counters of lesson_daily_activity) beside the scan of the last 30 days of progress
// rows it replaced, both on the large tenant (50k students, ~330k progress rows). The homepage cases keep
// the ranking in TRENDING_CACHE_TTL_MS, so they show the cache hit; these show what a miss costs.
import { trendingLessonIds, trendingSince } from '@/lib/course/lesson-activity';
import { prisma } from '@/lib/server/db';
import { makeRequest } from '@/test/support/http';
import type { BenchCase } from './cases';

const TAKE = 12;

const ranking = (name: string, rank: (tenantId: string, now: Date) => Promise<string[]>): BenchCase => ({
  name,
  large: true,
  prepare: ({ large }) => {
    if (!large) throw new Error('the large tenant is not seeded (BENCH_LARGE=0)');
    const handler = async () => {
      const ids = await rank(large.tenantId, new Date());
      if (!ids.length) return Response.json({ error: 'empty ranking' }, { status: 500 });
      return Response.json(ids);
    };
    return { handler, request: () => makeRequest('GET', '/homepage', { host: large.host }) };
  },
});

export const TRENDING_BENCH_CASES: BenchCase[] = [
  ranking('"Em alta" ranking, daily counters (large tenant, cache miss)', (tenantId, now) =>
    trendingLessonIds(prisma, tenantId, now, TAKE),
  ),
  ranking('"Em alta" ranking, old 30-day progress scan (large tenant, before 220)', async (tenantId, now) => {
    const top = await prisma.lessonProgress.groupBy({
      by: ['lessonId'],
      where: { tenantId, updatedAt: { gte: new Date(`${trendingSince(now)}T00:00:00.000Z`) } },
      _count: { lessonId: true },
      orderBy: [{ _count: { lessonId: 'desc' } }, { lessonId: 'asc' }],
      take: TAKE,
    });
    return top.map((t) => t.lessonId);
  }),
];
