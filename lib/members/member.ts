import 'server-only';
import { grantAccess, revokeAccess } from '@/lib/access/grants';
import { sendWelcomeEmail } from '@/lib/access/members';
import { AppError } from '@/lib/server/errors';
import type { AuthedContext } from '@/lib/server/route';
import { memberDetails, toMemberRow } from './list';
import type { TAccessEvent, TGrantBody, TMemberDetail, TRevokeBody } from './schemas';

// A member's page in the 'Alunos' panel and its actions (issue 47, ADR 0461). Every action names its
// service function after the 'members.*' permission it will map to (members.grant, members.revoke,
// members.resendAccess, members.deactivate, members.reactivate). A member of another school reads as
// missing (404): the membership is looked up through the tenant's client.

export const HISTORY_LIMIT = 100;

async function membershipOf(ctx: AuthedContext, userId: string) {
  const m = await ctx.db.membership.findFirst({
    where: { userId },
    select: {
      id: true,
      role: true,
      createdAt: true,
      lastAccessAt: true,
      deactivatedAt: true,
      user: { select: { name: true, email: true } },
    },
  });
  if (!m) throw new AppError('NOT_FOUND', { messageKey: 'members.notFound' });
  return m;
}

/** members.view — the member's row (grants, progress, points) and their access history. */
export async function getMember(ctx: AuthedContext, userId: string): Promise<TMemberDetail> {
  const m = await membershipOf(ctx, userId);
  const [details, score, events] = await Promise.all([
    memberDetails(ctx, [userId]),
    ctx.db.memberScore.findFirst({ where: { userId }, select: { score: true } }),
    ctx.db.accessEvent.findMany({
      where: { userId },
      select: {
        kind: true,
        productId: true,
        origin: true,
        originRef: true,
        expiresAt: true,
        at: true,
        product: { select: { title: true } },
      },
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      take: HISTORY_LIMIT,
    }),
  ]);
  const row = toMemberRow(
    {
      user_id: userId,
      name: m.user.name,
      email: m.user.email,
      role: m.role,
      joined_at: m.createdAt.toISOString(),
      last_access_at: m.lastAccessAt?.toISOString() ?? null,
      deactivated: m.deactivatedAt !== null,
      points: score?.score ?? 0,
    },
    details,
  );
  const history: TAccessEvent[] = events.map((e) => ({
    kind: e.kind,
    product_id: e.productId,
    product_title: e.product.title,
    origin: e.origin,
    origin_ref: e.originRef,
    expires_at: e.expiresAt?.toISOString() ?? null,
    at: e.at.toISOString(),
  }));
  return { ...row, history };
}

/** members.grant — gives (or extends) the member's access to a product by hand. */
export async function grantMemberProduct(ctx: AuthedContext, userId: string, body: TGrantBody) {
  await membershipOf(ctx, userId);
  await grantAccess(ctx, {
    userId,
    productId: body.product_id,
    origin: 'manual',
    originRef: null,
    expiresAt: body.expires_at ? new Date(body.expires_at) : undefined,
    actorId: ctx.user.id,
  });
  return getMember(ctx, userId);
}

/** members.revoke — ends the member's access to a product now; history, progress and points stay. */
export async function revokeMemberProduct(ctx: AuthedContext, userId: string, body: TRevokeBody) {
  await membershipOf(ctx, userId);
  const product = await ctx.db.product.findFirst({ where: { id: body.product_id }, select: { id: true } });
  if (!product) throw new AppError('NOT_FOUND', { messageKey: 'members.productNotFound' });
  await revokeAccess(ctx, { userId, productId: body.product_id, origin: 'manual', actorId: ctx.user.id });
  return getMember(ctx, userId);
}

/** members.resendAccess — the welcome e-mail with a fresh sign-in link, again. */
export async function resendAccessEmail(ctx: AuthedContext, userId: string) {
  const m = await membershipOf(ctx, userId);
  if (m.deactivatedAt) throw new AppError('CONFLICT', { messageKey: 'members.deactivatedNoMail' });
  await sendWelcomeEmail(ctx, userId);
  return { sent: true };
}

/**
 * members.deactivate — the member can no longer sign in or use a session in this school; their sessions
 * here end now. Nothing of theirs is deleted, and their other schools are untouched. An editor cannot
 * lock themselves out.
 */
export async function deactivateMember(ctx: AuthedContext, userId: string) {
  await membershipOf(ctx, userId);
  if (userId === ctx.user.id) throw new AppError('CONFLICT', { messageKey: 'members.cannotDeactivateSelf' });
  await ctx.db.$transaction([
    ctx.db.membership.updateMany({
      where: { userId, deactivatedAt: null },
      data: { deactivatedAt: new Date() },
    }),
    ctx.db.session.deleteMany({ where: { userId } }),
  ]);
  return getMember(ctx, userId);
}

/** members.reactivate — the account works again in this school. */
export async function reactivateMember(ctx: AuthedContext, userId: string) {
  await membershipOf(ctx, userId);
  await ctx.db.membership.updateMany({ where: { userId }, data: { deactivatedAt: null } });
  return getMember(ctx, userId);
}
