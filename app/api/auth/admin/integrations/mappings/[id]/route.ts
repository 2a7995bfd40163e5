import { removeMapping } from '@/lib/integrations/admin';
import { ZIdParams } from '@/lib/access/schemas';
import { route } from '@/lib/server/route';

// DELETE /api/auth/admin/integrations/mappings/{id} — remove a product mapping
export const DELETE = route({
  auth: 'editor',
  action: 'integrations.manage',
  params: ZIdParams,
  envelope: 'data',
  handler: ({ ctx, params }) => removeMapping(ctx, params.id),
});
