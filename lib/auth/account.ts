import 'server-only';
import { isLocale } from '@/lib/i18n/config';
import { readCookie, SESSION_COOKIE } from '@/lib/server/auth/session';
import { verifyPassword } from '@/lib/server/auth/tokens';
import { prisma } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { schoolBrand } from '@/lib/server/mail/layout';
import { enqueueAccountMail } from '@/lib/server/mail/queue';
import { requireReadyUpload, storedImageUrl } from '@/lib/server/storage/uploads';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { ACCOUNT_TOKEN_TTL_MINUTES, claimAccountToken, issueAccountToken } from './account-tokens';
import type {
  TAccountEmailBody,
  TAccountNameBody,
  TAccountPasswordBody,
  TAccountPhotoBody,
} from './account-schemas';
import { linkEmail } from './magic-link-email';
import { replacePassword } from './password-reset';
import { takeLoginAttempt } from './throttle';

// The member's own account from 'Meu perfil' (issue 54, ADR 0282). A person is one user across the
// schools (users are global), so a name, password or e-mail changed here is changed everywhere.

export const PROFILE_PATH = '/dashboard/profile';

/** PATCH /api/account/profile */
export async function updateAccountName(ctx: AuthedContext, body: TAccountNameBody) {
  const user = await prisma.user.update({
    where: { id: ctx.user.id },
    data: { name: body.name },
    select: { name: true },
  });
  return { name: user.name };
}

/**
 * PUT /api/account/photo (ADR 0285): the key of an 'avatar' upload the member finished in this school.
 * Editors may use any upload of the school elsewhere; a photo must be the member's own.
 */
export async function setAccountPhoto(ctx: AuthedContext, body: TAccountPhotoBody) {
  const upload = await requireReadyUpload(ctx, body.key, 'avatar');
  const own = await ctx.db.upload.count({ where: { id: upload.id, createdById: ctx.user.id } });
  if (!own) throw new AppError('UNPROCESSABLE', { messageKey: 'uploads.notFinished' });
  await prisma.user.update({ where: { id: ctx.user.id }, data: { photoUrl: upload.key } });
  return { photo_url: storedImageUrl(upload.key) };
}

/** DELETE /api/account/photo: back to the initials. */
export async function removeAccountPhoto(ctx: AuthedContext) {
  await prisma.user.update({ where: { id: ctx.user.id }, data: { photoUrl: null } });
  return { photo_url: null };
}

/**
 * The member's current password, checked before an account change (password, e-mail). Magic-link-only
 * members have none to give. Each try is counted before the check, in one atomic call (ADR 0210), as a
 * sign-in is: parallel guesses cannot pass the limit, and a right answer clears the e-mail's tries.
 */
async function checkCurrentPassword(ctx: AuthedContext, current: string) {
  const wait = await takeLoginAttempt(ctx, ctx.user.email);
  if (wait > 0) throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(wait) } });
  const credential = await prisma.userCredential.findUnique({
    where: { userId: ctx.user.id },
    select: { passwordHash: true },
  });
  if (credential && !(await verifyPassword(current, credential.passwordHash))) {
    throw new AppError('BAD_REQUEST', {
      messageKey: 'auth.account.currentPasswordWrong',
      fields: { current_password: 'auth.account.currentPasswordWrong' },
    });
  }
  await ctx.db.loginAttempt.deleteMany({ where: { email: ctx.user.email } });
}

/**
 * POST /api/account/password: the current password must be right (unless the member never had one:
 * magic-link only); wrong answers count as failed sign-ins and are throttled like them. Every other
 * session of the person ends; the one the change was made in stays.
 */
export async function changeAccountPassword(ctx: AuthedContext, body: TAccountPasswordBody, req: Request) {
  await checkCurrentPassword(ctx, body.current_password);
  await replacePassword(ctx.user.id, body.password, readCookie(req, SESSION_COOKIE));
  return { ok: true as const };
}

/**
 * POST /api/account/email: mails a confirmation link to the new address. The same answer whether or not
 * that address is taken (no hint of who has an account); a taken one gets no mail, and the confirmation
 * checks again.
 */
export async function requestEmailChange(ctx: AuthedContext, body: TAccountEmailBody, origin: string) {
  const email = body.email.trim().toLowerCase();
  if (email === ctx.user.email.toLowerCase())
    throw new AppError('BAD_REQUEST', {
      messageKey: 'auth.account.emailSame',
      fields: { email: 'auth.account.emailSame' },
    });
  await checkCurrentPassword(ctx, body.current_password);
  const taken = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (taken) return;
  const token = await issueAccountToken(ctx, ctx.user.id, 'email_change', email);
  if (!token) return;
  await enqueueAccountMail(
    ctx.tenant.id,
    linkEmail('auth.account.emailMail', {
      to: email,
      name: ctx.user.name,
      platform: ctx.tenant.name,
      link: `${origin}/api/account/email/confirm?token=${encodeURIComponent(token)}`,
      minutes: ACCOUNT_TOKEN_TTL_MINUTES.email_change,
      locale: isLocale(ctx.user.locale) ? ctx.user.locale : ctx.locale,
      brand: await schoolBrand(ctx.tenant.id, origin),
    }),
  );
}

/** GET /api/account/email/confirm: where to send the member (the profile, saying what happened). */
export async function confirmEmailChange(ctx: RequestContext, token: string | undefined): Promise<string> {
  const claimed = await claimAccountToken(ctx, token, 'email_change');
  if (!claimed?.newEmail) return `${PROFILE_PATH}?email=invalid`;
  const taken = await prisma.user.findUnique({ where: { email: claimed.newEmail }, select: { id: true } });
  if (taken) return `${PROFILE_PATH}?email=invalid`;
  const now = new Date();
  await prisma.$transaction([
    prisma.user.update({ where: { id: claimed.userId }, data: { email: claimed.newEmail } }),
    // links mailed to the old address (a password reset, a sign-in) stop working with the change
    prisma.accountToken.updateMany({
      where: { userId: claimed.userId, usedAt: null },
      data: { usedAt: now },
    }),
    prisma.magicLinkToken.updateMany({
      where: { userId: claimed.userId, usedAt: null },
      data: { usedAt: now },
    }),
  ]);
  return `${PROFILE_PATH}?email=changed`;
}
