import { addMapping } from '@/lib/integrations/admin';
import { ZMappingWrite, ZSourceParams } from '@/lib/access/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/admin/integrations/{source}/products — map a platform product id to a Praça product
export const POST = route({
  auth: 'editor',
  action: 'integrations.manage',
  params: ZSourceParams,
  body: ZMappingWrite,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, params, body }) => addMapping(ctx, params.source, body),
});
