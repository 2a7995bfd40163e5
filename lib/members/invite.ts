import 'server-only';
import { grantAccess } from '@/lib/access/grants';
import { ensureMember, sendWelcomeEmail } from '@/lib/access/members';
import { AppError } from '@/lib/server/errors';
import type { AuthedContext } from '@/lib/server/route';
import type { TInviteBody, TInviteResult } from './schemas';

// Invitations (issue 47, ADR 0461): the editor pastes one or many e-mails and picks a product. Each
// address becomes a member (created when unknown), gets the product (an existing grant is extended,
// never shortened) and the school's welcome e-mail with a one-time sign-in link; the link lands on the
// profile, where the invitee sets a name and, if they like, a password. At most INVITE_MAX_EMAILS a call.

/** members.invite */
export async function inviteMembers(ctx: AuthedContext, body: TInviteBody): Promise<TInviteResult> {
  const product = await ctx.db.product.findFirst({
    where: { id: body.product_id },
    select: { id: true, archivedAt: true },
  });
  if (!product) throw new AppError('NOT_FOUND', { messageKey: 'members.productNotFound' });
  if (product.archivedAt) throw new AppError('CONFLICT', { messageKey: 'members.productArchived' });
  let created = 0;
  for (const email of body.emails) {
    const member = await ensureMember(ctx, { email });
    if (member.joined) created++;
    await grantAccess(ctx, {
      userId: member.userId,
      productId: product.id,
      origin: 'manual',
      originRef: null,
      actorId: ctx.user.id,
    });
    await sendWelcomeEmail(ctx, member.userId);
  }
  return { invited: body.emails.length, created };
}
