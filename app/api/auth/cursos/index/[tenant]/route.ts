import { route } from '@/lib/server/route';
import { listCourses } from '@/lib/showcase/resources';
import { ZTenantParams } from '@/lib/showcase/schemas';

// GET /api/auth/cursos/index/{tenant} — the tenant's courses (id, title)
export const GET = route({
  auth: 'editor',
  action: 'catalog.read',
  params: ZTenantParams,
  envelope: 'data',
  handler: ({ ctx }) => listCourses(ctx),
});
