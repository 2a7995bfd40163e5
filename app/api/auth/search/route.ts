import { route } from '@/lib/server/route';
import { search } from '@/lib/search/service';
import { ZSearchQuery } from '@/lib/search/schemas';

// GET /api/auth/search?term=&page=&limit=&kind= — courses, modules and lessons the member may open whose title contains the term
export const GET = route({
  auth: 'user',
  action: 'member.self',
  query: ZSearchQuery,
  envelope: 'data',
  handler: ({ ctx, query }) => search(ctx, query),
});
