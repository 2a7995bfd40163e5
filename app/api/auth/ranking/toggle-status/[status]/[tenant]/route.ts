import { toggleRanking } from '@/lib/gamification/ranking';
import { ZToggleRankingParams } from '@/lib/gamification/student-schemas';
import { route } from '@/lib/server/route';

// PUT /api/auth/ranking/toggle-status/{0|1}/{tenant} — switch the ranking (platform and every community)
export const PUT = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZToggleRankingParams,
  envelope: 'data',
  handler: ({ ctx, params }) => toggleRanking(ctx, params.status === '1'),
});
