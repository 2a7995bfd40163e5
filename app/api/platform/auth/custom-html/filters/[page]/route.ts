import { customHtmlForPageKind } from '@/lib/custom-html/service';
import { ZCustomHtmlPageParams } from '@/lib/custom-html/schemas';
import { route } from '@/lib/server/route';

// GET /api/platform/auth/custom-html/filters/{page} — the existing blocks of one page kind, with their HTML
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZCustomHtmlPageParams,
  handler: ({ ctx, params }) => customHtmlForPageKind(ctx, params.page),
});
