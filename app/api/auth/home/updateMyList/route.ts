import { route } from '@/lib/server/route';
import { updateMyList } from '@/lib/showcase/my-list';
import { ZMyListBody } from '@/lib/showcase/schemas';

// POST /api/auth/home/updateMyList — add or remove a course or lesson in the member's "Minha lista"
export const POST = route({
  auth: 'user',
  body: ZMyListBody,
  envelope: 'raw',
  handler: ({ ctx, body }) => updateMyList(ctx, body),
});
