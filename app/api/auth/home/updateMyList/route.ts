import { route } from '@/lib/server/route';
import { updateMyList } from '@/lib/showcase/my-list';
import { ZMyListBody } from '@/lib/showcase/schemas';

// POST /api/auth/home/updateMyList — add or remove a course or lesson in the member's "Minha lista"
export const POST = route({
  auth: 'user',
  action: 'member.self',
  body: ZMyListBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => {
    const { in_list } = await updateMyList(ctx, body);
    return { message: ctx.t(in_list ? 'showcase.myListAdded' : 'showcase.myListRemoved'), in_list };
  },
});
