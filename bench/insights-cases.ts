// Bench case of the Painel (issue 49, docs/adr/0530), spread into bench/cases.ts: the whole Painel's data
// for the 90-day period on the large tenant (50,000 students, millions of ledger rows), read from the
// rollups (target p99 under 150 ms). The rollups are rebuilt from the raw rows once in prepare (its time
// is printed). Runs alone with BENCH_ONLY=insights.
import { GET as insights } from '@/app/api/auth/insights/route';
import { rebuildInsights } from '@/lib/insights/rebuild';
import { prisma } from '@/lib/server/db';
import { makeRequest } from '@/test/support/http';
import type { BenchCase } from './case-types';
import { largeEditorCookie } from './members-cases';

export const INSIGHTS_BENCH_CASES: BenchCase[] = [
  {
    name: 'insights: GET /api/auth/insights?period=90 (large tenant, admin)',
    large: true,
    prepare: async (ctx) => {
      if (!ctx.large) throw new Error('the large tenant is not seeded (BENCH_LARGE=0)');
      const started = performance.now();
      await rebuildInsights(ctx.large.tenantId);
      console.log(`insights: rollups rebuilt in ${Math.round(performance.now() - started)} ms`);
      // As after the seed (bench/bench-db.ts): the rebuilt tables' statistics and visibility map, which
      // autovacuum keeps in production; without them the planner takes 372k rows for one (ADR 0534).
      await prisma.$executeRawUnsafe(
        'VACUUM (ANALYZE) insights_daily, insights_member_days, insights_lessons, insights_module_members, insights_quizzes, insights_quiz_questions',
      );
      const cookie = await largeEditorCookie(ctx);
      const host = ctx.large.host;
      return {
        handler: insights,
        request: () => makeRequest('GET', '/api/auth/insights?period=90', { host, cookie }),
      };
    },
  },
];
