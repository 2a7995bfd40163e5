import { courseFunnel } from '@/lib/insights/funnel';
import { ZInsightsFunnelQuery } from '@/lib/insights/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/insights/funnel — one course's funnel: members reaching each module and lesson (owner, admin)
export const GET = route({
  auth: 'editor',
  action: 'insights.read',
  query: ZInsightsFunnelQuery,
  envelope: 'data',
  handler: ({ ctx, query }) => courseFunnel(ctx, query.course_id),
});
