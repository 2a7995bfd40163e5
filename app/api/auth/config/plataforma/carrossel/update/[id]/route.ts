import { route } from '@/lib/server/route';
import { updateCarousel } from '@/lib/showcase/carousels';
import { ZCarouselBody, ZIdParams } from '@/lib/showcase/schemas';

// POST /api/auth/config/plataforma/carrossel/update/{id} — update a custom carousel and its content
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZIdParams,
  body: ZCarouselBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => updateCarousel(ctx, params.id, body),
});
