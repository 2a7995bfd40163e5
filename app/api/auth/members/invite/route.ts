import { inviteMembers } from '@/lib/members/invite';
import { ZInviteBody } from '@/lib/members/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/members/invite — invite pasted e-mails with a product (welcome e-mail with a sign-in link)
export const POST = route({
  auth: 'editor',
  action: 'members.grant',
  body: ZInviteBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => {
    const data = await inviteMembers(ctx, body);
    return { data, message: ctx.t('members.invited', { count: data.invited }) };
  },
});
