import { route } from '@/lib/server/route';
import { listCarousels } from '@/lib/showcase/carousels';
import { ZTenantParams } from '@/lib/showcase/schemas';

// GET /api/auth/home/carousels/{tenant} — the tenant's carousels in order (members: published only)
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: ZTenantParams,
  envelope: 'raw',
  handler: ({ ctx }) => listCarousels(ctx),
});
