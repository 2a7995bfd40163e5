import { route } from '@/lib/server/route';
import { carouselCards } from '@/lib/showcase/home';
import { ZCarouselItemParams } from '@/lib/showcase/schemas';

// GET /api/auth/home/carousel-item/{cardType}/{id}/{type} — the cards of one carousel (custom or system-N)
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: ZCarouselItemParams,
  envelope: 'data',
  handler: ({ ctx, params }) => carouselCards(ctx, params.id),
});
