import { route } from '@/lib/server/route';
import { createCarousel } from '@/lib/showcase/carousels';
import { ZCarouselBody } from '@/lib/showcase/schemas';

// POST /api/auth/config/plataforma/carrossel/create — create a custom carousel with its content
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZCarouselBody,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, body }) => createCarousel(ctx, body),
});
