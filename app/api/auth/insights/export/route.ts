import { exportTable } from '@/lib/insights/csv';
import { ZInsightsExportQuery } from '@/lib/insights/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/insights/export — one Painel table as a CSV file for Excel (owner, admin)
export const GET = route({
  auth: 'editor',
  action: 'insights.read',
  query: ZInsightsExportQuery,
  handler: ({ ctx, query }) => exportTable(ctx, query.table, query),
});
