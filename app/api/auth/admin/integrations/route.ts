import { listIntegrations } from '@/lib/integrations/admin';
import { route } from '@/lib/server/route';

// GET /api/auth/admin/integrations — each sales platform's URL, mappings and deliveries needing attention
export const GET = route({
  auth: 'editor',
  action: 'integrations.manage',
  envelope: 'data',
  handler: ({ ctx }) => listIntegrations(ctx),
});
