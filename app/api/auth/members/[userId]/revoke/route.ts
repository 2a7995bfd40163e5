import { revokeMemberProduct } from '@/lib/members/member';
import { ZMemberParams, ZRevokeBody } from '@/lib/members/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/members/{userId}/revoke — end a product's access now (history, progress, points stay)
export const POST = route({
  auth: 'editor',
  action: 'members.grant',
  params: ZMemberParams,
  body: ZRevokeBody,
  envelope: 'raw',
  handler: async ({ ctx, params, body }) => ({
    data: await revokeMemberProduct(ctx, params.userId, body),
    message: ctx.t('members.revoked'),
  }),
});
