import { listVersions } from '@/lib/custom-html/service';
import { ZCustomHtmlId } from '@/lib/custom-html/schemas';
import { route } from '@/lib/server/route';

// GET /api/platform/auth/custom-html/{id}/versions — saved states, newest first (who, when, what)
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZCustomHtmlId,
  handler: ({ ctx, params }) => listVersions(ctx, params.id),
});
