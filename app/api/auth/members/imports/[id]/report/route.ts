import { importReport } from '@/lib/members/import';
import { ZImportParams } from '@/lib/members/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/members/imports/{id}/report — the rejected lines with their reason, as a CSV download
export const GET = route({
  auth: 'editor',
  action: 'members.grant',
  params: ZImportParams,
  handler: ({ ctx, params }) => importReport(ctx, params.id),
});
