import { rewardEmbed } from '@/lib/gamification/embed';
import { route } from '@/lib/server/route';
import { ZIdParam } from '@/lib/gamification/embed-schemas';

// GET /api/gamification/rewards/{id}/embed — the embed reward's HTML, with its own sandbox CSP, for the profile's frame
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: ZIdParam,
  handler: ({ ctx, params }) => rewardEmbed(ctx, params.id),
});
