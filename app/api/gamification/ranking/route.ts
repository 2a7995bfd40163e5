import { loadRanking } from '@/lib/gamification/ranking';
import { ZRankingQuery } from '@/lib/gamification/student-schemas';
import { route } from '@/lib/server/route';

// GET /api/gamification/ranking?limit= — top members (default 50) and the caller's position
export const GET = route({
  auth: 'user',
  action: 'member.self',
  query: ZRankingQuery,
  envelope: 'data',
  handler: ({ ctx, query }) => loadRanking(ctx, query.limit),
});
