import { deleteLink } from '@/lib/frame/links';
import { ZTenantLinkParams } from '@/lib/frame/schemas';
import { route } from '@/lib/server/route';

// DELETE /api/auth/config/plataforma/links/delete/{tenantId}/{id} — delete a custom header link, renumber the rest
export const DELETE = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZTenantLinkParams,
  envelope: 'data',
  handler: ({ ctx, params }) => deleteLink(ctx, params.id),
});
