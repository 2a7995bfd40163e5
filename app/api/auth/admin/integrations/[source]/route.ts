import { setupIntegration } from '@/lib/integrations/admin';
import { ZIntegrationSetup, ZSourceParams } from '@/lib/access/schemas';
import { route } from '@/lib/server/route';

// PUT /api/auth/admin/integrations/{source} — connect a platform or replace its secret
export const PUT = route({
  auth: 'editor',
  action: 'integrations.manage',
  params: ZSourceParams,
  body: ZIntegrationSetup,
  envelope: 'data',
  handler: ({ ctx, params, body }) => setupIntegration(ctx, params.source, body),
});
