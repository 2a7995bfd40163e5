import { grantMemberProduct } from '@/lib/members/member';
import { ZGrantBody, ZMemberParams } from '@/lib/members/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/members/{userId}/grant — give or extend a product by hand
export const POST = route({
  auth: 'editor',
  action: 'members.grant',
  params: ZMemberParams,
  body: ZGrantBody,
  envelope: 'raw',
  handler: async ({ ctx, params, body }) => ({
    data: await grantMemberProduct(ctx, params.userId, body),
    message: ctx.t('members.granted'),
  }),
});
