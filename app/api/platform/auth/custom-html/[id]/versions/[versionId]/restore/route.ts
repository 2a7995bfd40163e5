import { restoreVersion } from '@/lib/custom-html/service';
import { ZCustomHtmlVersionParams } from '@/lib/custom-html/schemas';
import { route } from '@/lib/server/route';

// POST /api/platform/auth/custom-html/{id}/versions/{versionId}/restore — save an earlier state again
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZCustomHtmlVersionParams,
  handler: ({ ctx, params }) => restoreVersion(ctx, params.id, params.versionId),
});
