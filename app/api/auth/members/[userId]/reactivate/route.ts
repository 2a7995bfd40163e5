import { reactivateMember } from '@/lib/members/member';
import { ZMemberParams } from '@/lib/members/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/members/{userId}/reactivate — turn the account back on in this school
export const POST = route({
  auth: 'editor',
  action: 'members.grant',
  params: ZMemberParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => ({
    data: await reactivateMember(ctx, params.userId),
    message: ctx.t('members.reactivated'),
  }),
});
