import { route } from '@/lib/server/route';
import { getCarousel } from '@/lib/showcase/carousels';
import { ZIdParams } from '@/lib/showcase/schemas';

// GET /api/auth/home/get-carousel/{id} — one carousel with its items (members: published only)
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: ZIdParams,
  envelope: 'data',
  handler: ({ ctx, params }) => getCarousel(ctx, params.id),
});
