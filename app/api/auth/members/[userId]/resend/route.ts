import { resendAccessEmail } from '@/lib/members/member';
import { ZMemberParams } from '@/lib/members/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/members/{userId}/resend — send the access e-mail (a fresh sign-in link) again
export const POST = route({
  auth: 'editor',
  action: 'members.grant',
  params: ZMemberParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => ({
    data: await resendAccessEmail(ctx, params.userId),
    message: ctx.t('members.resent'),
  }),
});
