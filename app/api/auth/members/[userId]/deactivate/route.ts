import { deactivateMember } from '@/lib/members/member';
import { ZMemberParams } from '@/lib/members/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/members/{userId}/deactivate — turn the account off in this school (no sign-in, sessions end)
export const POST = route({
  auth: 'editor',
  action: 'members.grant',
  params: ZMemberParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => ({
    data: await deactivateMember(ctx, params.userId),
    message: ctx.t('members.deactivated'),
  }),
});
