import { createCustomHtml, listCustomHtml } from '@/lib/custom-html/service';
import { ZCustomHtmlBody, ZCustomHtmlListQuery } from '@/lib/custom-html/schemas';
import { route } from '@/lib/server/route';

// GET /api/platform/auth/custom-html — the tenant's blocks (without their HTML), oldest first, 50 a page
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  query: ZCustomHtmlListQuery,
  envelope: 'raw',
  handler: ({ ctx, query }) => listCustomHtml(ctx, query.page),
});

// POST /api/platform/auth/custom-html — create a block (and its first version)
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZCustomHtmlBody,
  status: 201,
  handler: ({ ctx, body }) => createCustomHtml(ctx, body),
});
