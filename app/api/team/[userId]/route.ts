import { route } from '@/lib/server/route';
import { ZRoleBody, ZTeamParams } from '@/lib/team/schemas';
import { changeRole, removeFromTeam } from '@/lib/team/service';

// PUT /api/team/{userId} — change a team member's role (the last owner keeps theirs)
export const PUT = route({
  auth: 'editor',
  action: 'team.manage',
  params: ZTeamParams,
  body: ZRoleBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => changeRole(ctx, params.userId, body.role),
});

// DELETE /api/team/{userId} — take someone out of the team: they stay in the school as a student
export const DELETE = route({
  auth: 'editor',
  action: 'team.manage',
  params: ZTeamParams,
  envelope: 'data',
  handler: ({ ctx, params }) => removeFromTeam(ctx, params.userId),
});
