import 'server-only';
import { isLocale } from '@/lib/i18n/config';
import { createSession, sessionCookie } from '@/lib/server/auth/session';
import { hashPassword, sha256 } from '@/lib/server/auth/tokens';
import { prisma } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { schoolBrand } from '@/lib/server/mail/layout';
import { enqueueAccountMail } from '@/lib/server/mail/queue';
import type { RequestContext } from '@/lib/server/route';
import {
  ACCOUNT_TOKEN_TTL_MINUTES,
  claimAccountToken,
  issueAccountToken,
  peekAccountToken,
} from './account-tokens';
import { linkEmail } from './magic-link-email';
import { redirectAfterLogin } from './redirect';
import { memberToMail } from './service';
import type { TPasswordResetBody, TPasswordResetRequestBody } from './schemas';

// 'Esqueci minha senha' (issue 54, ADR 0281): a member of this tenant asks for a link by e-mail, the
// link opens /redefinir-senha, whose form sends the token with the new password. The password is the
// person's (users are global), so every session they have, on any school, ends with the change.

export const RESET_PATH = '/redefinir-senha';

/** E-mails a reset link when the address is a member's here; silent otherwise (no hint either way). */
export async function requestPasswordReset(
  ctx: RequestContext,
  body: TPasswordResetRequestBody,
  opts: { origin: string },
): Promise<void> {
  const user = await memberToMail(ctx, body.email);
  if (!user) return;
  const token = await issueAccountToken(ctx, user.id, 'password_reset');
  if (!token) return;
  await enqueueAccountMail(
    ctx.tenant.id,
    linkEmail('auth.resetMail', {
      to: user.email,
      name: user.name,
      platform: ctx.tenant.name,
      link: `${opts.origin}${RESET_PATH}?token=${encodeURIComponent(token)}`,
      minutes: ACCOUNT_TOKEN_TTL_MINUTES.password_reset,
      locale: isLocale(user.locale) ? user.locale : ctx.locale,
      brand: await schoolBrand(ctx.tenant.id, opts.origin),
    }),
  );
}

/**
 * Sets the person's password and ends every session of theirs but `keepToken`'s (the session the
 * change was made in, if any): on every tenant, since the password is the same on all of them.
 */
export async function replacePassword(userId: string, password: string, keepToken?: string | null) {
  const passwordHash = await hashPassword(password);
  await prisma.$transaction([
    prisma.userCredential.upsert({
      where: { userId },
      create: { userId, passwordHash },
      update: { passwordHash },
    }),
    // every other way in that was mailed before the change ends with it
    prisma.accountToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } }),
    prisma.magicLinkToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } }),
    prisma.session.deleteMany({
      where: { userId, ...(keepToken ? { tokenHash: { not: sha256(keepToken) } } : {}) },
    }),
  ]);
}

/**
 * Trades a reset token and a new password for a fresh session here: single use, unexpired, this
 * tenant's, the membership still there. An unusable token is a translated 400 and changes nothing.
 */
export async function resetPassword(
  ctx: RequestContext,
  body: TPasswordResetBody,
  opts: { req: Request },
): Promise<{ redirect: string; cookie: string }> {
  const claimed = await claimAccountToken(ctx, body.token, 'password_reset');
  const membership =
    claimed &&
    (await ctx.db.membership.findFirst({ where: { userId: claimed.userId }, select: { id: true } }));
  if (!claimed || !membership)
    throw new AppError('BAD_REQUEST', {
      messageKey: 'auth.resetInvalid',
      fields: { token: 'auth.resetInvalid' },
    });
  await replacePassword(claimed.userId, body.password);
  const user = await prisma.user.findUnique({ where: { id: claimed.userId }, select: { email: true } });
  // the failed sign-ins that may have led here no longer hold the member back
  if (user) await ctx.db.loginAttempt.deleteMany({ where: { email: user.email } });
  const [session, settings] = await Promise.all([
    createSession(ctx.tenant.id, claimed.userId, { userAgent: ctx.userAgent, ip: ctx.ip }),
    ctx.db.platformSettings.findUnique({
      where: { tenantId: ctx.tenant.id },
      select: { enableRedirectLogin: true, redirectUrl: true },
    }),
  ]);
  return {
    redirect: redirectAfterLogin(settings),
    cookie: sessionCookie(opts.req, session.token, session.expiresAt),
  };
}

/** Whether /redefinir-senha should show the form (the link is unused and unexpired); uses nothing up. */
export const isResetTokenUsable = (ctx: Pick<RequestContext, 'db'>, token: string | undefined) =>
  peekAccountToken(ctx, token, 'password_reset');
