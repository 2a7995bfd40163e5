import { embedResponse } from '@/lib/custom-html/embed';
import { ZCustomHtmlPreviewBody } from '@/lib/custom-html/schemas';
import { route } from '@/lib/server/route';

// POST /api/embed/custom-html/preview — the editor's unsaved HTML and hosts as the same sandboxed document
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  // the panel posts a plain form into the preview frame (decision 103)
  accepts: ['urlencoded', 'json'],
  body: ZCustomHtmlPreviewBody,
  handler: ({ ctx, body }) => embedResponse({ html: body.html, allowedHosts: body.allowed_hosts }, ctx),
});
