import { embedResponse } from '@/lib/custom-html/embed';
import { htmlOf } from '@/lib/custom-html/service';
import { ZCustomHtmlId } from '@/lib/custom-html/schemas';
import { route } from '@/lib/server/route';

// GET /api/embed/custom-html/{id} — the block's sandboxed document (text/html, own CSP) for a member
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: ZCustomHtmlId,
  handler: async ({ ctx, params }) => embedResponse(await htmlOf(ctx, params.id), ctx),
});
