import { reprocessDelivery } from '@/lib/integrations/admin';
import { ZIdParams } from '@/lib/access/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/admin/integrations/deliveries/{id}/reprocess — 'Reprocessar' a failed or unmapped delivery
export const POST = route({
  auth: 'editor',
  action: 'integrations.manage',
  params: ZIdParams,
  envelope: 'data',
  handler: ({ ctx, params }) => reprocessDelivery(ctx, params.id),
});
