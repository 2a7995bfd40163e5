import { route } from '@/lib/server/route';
import { searchLessons } from '@/lib/showcase/resources';
import { ZPageQuery, ZSearchParams } from '@/lib/showcase/schemas';

// GET /api/auth/aulas/search/{term}/{tenant}?page={n} — lessons whose title contains the term, 20 a page
export const GET = route({
  auth: 'editor',
  action: 'catalog.read',
  params: ZSearchParams,
  query: ZPageQuery,
  envelope: 'data',
  handler: ({ ctx, params, query }) => searchLessons(ctx, params.term, query.page),
});
