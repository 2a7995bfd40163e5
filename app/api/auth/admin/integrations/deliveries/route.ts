import { listDeliveries } from '@/lib/integrations/admin';
import { ZDeliveriesQuery } from '@/lib/access/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/admin/integrations/deliveries — the webhook deliveries, newest first (keyset pages)
export const GET = route({
  auth: 'editor',
  action: 'integrations.manage',
  query: ZDeliveriesQuery,
  envelope: 'data',
  handler: ({ ctx, query }) => listDeliveries(ctx, query),
});
