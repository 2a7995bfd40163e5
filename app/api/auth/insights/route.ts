import { ZInsightsQuery } from '@/lib/insights/schemas';
import { getInsights } from '@/lib/insights/service';
import { route } from '@/lib/server/route';

// GET /api/auth/insights — the Painel: figures beside the previous period, series and tables (owner, admin)
export const GET = route({
  auth: 'editor',
  action: 'insights.read',
  query: ZInsightsQuery,
  envelope: 'data',
  handler: ({ ctx, query }) => getInsights(ctx, query),
});
