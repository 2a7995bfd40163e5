import { route } from '@/lib/server/route';
import { allLessons } from '@/lib/showcase/resources';
import { ZPageQuery, ZTenantParams } from '@/lib/showcase/schemas';

// GET /api/auth/aulas/allClasses/{tenant}?page={n} — the tenant's lessons, 20 a page
export const GET = route({
  auth: 'editor',
  action: 'catalog.read',
  params: ZTenantParams,
  query: ZPageQuery,
  envelope: 'raw',
  handler: ({ ctx, query }) => allLessons(ctx, query.page),
});
