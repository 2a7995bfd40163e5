import { route } from '@/lib/server/route';
import { schoolOrigin } from '@/lib/server/public-origin';
import { ZInviteBody, ZTeamQuery } from '@/lib/team/schemas';
import { invite, listTeam } from '@/lib/team/service';

// GET /api/team — the school's team (every role but student), oldest first, 50 a page
export const GET = route({
  auth: 'editor',
  action: 'team.manage',
  query: ZTeamQuery,
  envelope: 'data',
  handler: ({ ctx, query }) => listTeam(ctx, query.cursor),
});

// POST /api/team — invite someone by e-mail with a role (a sign-in link is e-mailed)
export const POST = route({
  auth: 'editor',
  action: 'team.manage',
  body: ZInviteBody,
  envelope: 'data',
  status: 201,
  // the link's origin is the school's configured one, never the request's Host (ADR 0240)
  handler: async ({ ctx, body }) => invite(ctx, body, await schoolOrigin(ctx)),
});
