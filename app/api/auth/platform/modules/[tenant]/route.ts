import { route } from '@/lib/server/route';
import { listModules } from '@/lib/showcase/resources';
import { ZTenantParams } from '@/lib/showcase/schemas';

// GET /api/auth/platform/modules/{tenant} — the tenant's modules (id, title, course_id)
export const GET = route({
  auth: 'editor',
  action: 'catalog.read',
  params: ZTenantParams,
  envelope: 'data',
  handler: ({ ctx }) => listModules(ctx),
});
