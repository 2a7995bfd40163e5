import { deleteCustomHtml, getCustomHtml, updateCustomHtml } from '@/lib/custom-html/service';
import { ZCustomHtmlBody, ZCustomHtmlId } from '@/lib/custom-html/schemas';
import { route } from '@/lib/server/route';

// GET /api/platform/auth/custom-html/{id} — one block with its HTML (the edit modal)
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZCustomHtmlId,
  handler: ({ ctx, params }) => getCustomHtml(ctx, params.id),
});

// PUT /api/platform/auth/custom-html/{id} — update a block; the new state is kept as a version
export const PUT = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZCustomHtmlId,
  body: ZCustomHtmlBody,
  handler: ({ ctx, params, body }) => updateCustomHtml(ctx, params.id, body),
});

// DELETE /api/platform/auth/custom-html/{id} — soft delete; answers { message }
export const DELETE = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZCustomHtmlId,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteCustomHtml(ctx, params.id);
    return { message: ctx.t('customHtml.deleted') };
  },
});
