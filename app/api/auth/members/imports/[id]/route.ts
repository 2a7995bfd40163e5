import { getImport } from '@/lib/members/import';
import { ZImportParams } from '@/lib/members/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/members/imports/{id} — one import's progress: rows done/total, rejected so far (polled)
export const GET = route({
  auth: 'editor',
  action: 'members.grant',
  params: ZImportParams,
  envelope: 'data',
  handler: ({ ctx, params }) => getImport(ctx, params.id),
});
