import 'server-only';
import { isLocale, LOCALE_COOKIE } from '@/lib/i18n/config';
import { clearSessionCookie, createSession, destroySession, sessionCookie } from '@/lib/server/auth/session';
import { hashPassword, newToken, sha256, verifyPassword } from '@/lib/server/auth/tokens';
import { prisma } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { publish } from '@/lib/events';
import { schoolBrand } from '@/lib/server/mail/layout';
import { enqueueAccountMail } from '@/lib/server/mail/queue';
import { log } from '@/lib/server/log';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { magicLinkEmail, type LinkMailInput } from './magic-link-email';
import type { MailMessage } from '@/lib/server/mail';
import { redirectAfterLogin, safeNextPath } from './redirect';
import { takeLoginAttempt, takeMagicLink } from './throttle';
import type { TLocaleBody, TLoginBody, TLoginResult, TMagicLinkBody, TMe } from './schemas';

// Sign-in, sign-out, magic links and the current user. Users are global (one e-mail, one person);
// what lets them into a tenant is a Membership there, so every path below checks it for ctx.tenant.

export const MAGIC_LINK_TTL_MINUTES = 15;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The person an account e-mail (sign-in link, password reset) goes to: a member of this school with that
 * address, or null. The callers answer the same either way, so no one learns who has an account.
 */
export async function memberToMail(ctx: RequestContext, address: string) {
  const user = await prisma.user.findUnique({
    where: { email: normalizeEmail(address) },
    select: {
      id: true,
      name: true,
      email: true,
      locale: true,
      memberships: { where: { tenantId: ctx.tenant.id, deactivatedAt: null }, select: { id: true } },
    },
  });
  return user?.memberships[0] ? user : null;
}

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash when the e-mail is unknown keeps both answers equally slow. */
const timingDummy = () => (dummyHash ??= hashPassword('timing-equaliser-not-a-password'));

async function loginSettings(ctx: RequestContext) {
  return ctx.db.platformSettings.findUnique({
    where: { tenantId: ctx.tenant.id },
    select: { enableRedirectLogin: true, redirectUrl: true, magicLinkEnabled: true },
  });
}

/** user.logged_in (gamification's daily login points) for a password or magic-link sign-in. */
async function publishSignIn(ctx: RequestContext, userId: string) {
  await ctx.db.$transaction((tx) => publish(tx, { type: 'user.logged_in', tenantId: ctx.tenant.id, userId }));
}

// ---- password sign-in -------------------------------------------------------------------------

export interface LoginOutcome {
  data: TLoginResult;
  /** the Set-Cookie value of the new session */
  cookie: string;
}

export async function login(
  ctx: RequestContext,
  body: TLoginBody,
  opts: { req: Request; next?: string | null },
): Promise<LoginOutcome> {
  const email = normalizeEmail(body.email);
  // Counts this try before the password is checked (lib/auth/throttle.ts): parallel tries cannot all pass.
  const wait = await takeLoginAttempt(ctx, email);
  if (wait > 0) throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(wait) } });

  const user = await prisma.user.findUnique({
    where: { email },
    select: {
      id: true,
      name: true,
      email: true,
      credential: { select: { passwordHash: true } },
      memberships: { where: { tenantId: ctx.tenant.id, deactivatedAt: null }, select: { role: true } },
    },
  });
  const passwordOk = await verifyPassword(
    body.password,
    user?.credential?.passwordHash ?? (await timingDummy()),
  );
  const membership = user?.memberships[0];
  // the try's row, written by takeLoginAttempt, stays as the failure
  if (!user || !passwordOk || !membership)
    throw new AppError('UNAUTHENTICATED', { messageKey: 'auth.invalidCredentials' });

  await ctx.db.loginAttempt.deleteMany({ where: { email } });
  const [session, settings] = await Promise.all([
    createSession(ctx.tenant.id, user.id, { userAgent: ctx.userAgent, ip: ctx.ip }),
    loginSettings(ctx),
  ]);
  await publishSignIn(ctx, user.id);
  return {
    data: {
      user: { id: user.id, name: user.name, email: user.email, role: membership.role },
      redirect: redirectAfterLogin(settings, opts.next),
    },
    cookie: sessionCookie(opts.req, session.token, session.expiresAt),
  };
}

/** Deletes the session behind the cookie (if any) and answers the Set-Cookie that clears it. */
export async function logout(token: string | null | undefined, req: Request): Promise<{ cookie: string }> {
  await destroySession(token);
  return { cookie: clearSessionCookie(req) };
}

// ---- magic link -------------------------------------------------------------------------------

/**
 * Sends a one-time sign-in link when the e-mail belongs to a member of this tenant. It returns nothing
 * either way (the handler answers the same message), so the endpoint cannot be used to learn who has an
 * account.
 */
export async function requestMagicLink(
  ctx: RequestContext,
  body: TMagicLinkBody,
  opts: { origin: string },
): Promise<void> {
  const settings = await loginSettings(ctx);
  if (!settings?.magicLinkEnabled) throw new AppError('FORBIDDEN', { messageKey: 'auth.magicLinkDisabled' });

  const user = await memberToMail(ctx, body.email);
  if (!user) return;

  await mailSignInLink(ctx, user, {
    origin: opts.origin,
    redirect: safeNextPath(body.redirect),
    ttlMinutes: MAGIC_LINK_TTL_MINUTES,
    mail: magicLinkEmail,
  });
}

/**
 * Issues a single-use sign-in link for a member of ctx.tenant and queues its e-mail (the magic link, and
 * the new owner's welcome from `npm run tenant -- create`). False when the per-member cap held it back.
 */
export async function mailSignInLink(
  ctx: RequestContext,
  user: { id: string; email: string; name: string; locale: string | null },
  opts: {
    origin: string;
    redirect: string | null;
    ttlMinutes: number;
    mail: (input: LinkMailInput) => MailMessage;
  },
): Promise<boolean> {
  // Caps the e-mails one address can be sent per window (mail bombing), silently; the count and the
  // token's insert are one step (lib/auth/throttle.ts), so parallel requests cannot pass it together.
  const { token, hash } = newToken();
  const issued = await takeMagicLink(ctx, {
    userId: user.id,
    hash,
    redirect: opts.redirect,
    ttlMinutes: opts.ttlMinutes,
  });
  if (!issued) {
    log('warn', 'magic link throttled', { tenant: ctx.tenant.id, user: user.id });
    return false;
  }
  const link = `${opts.origin}/api/magic-link/verify?token=${encodeURIComponent(token)}`;
  await enqueueAccountMail(
    ctx.tenant.id,
    opts.mail({
      to: user.email,
      name: user.name,
      platform: ctx.tenant.name,
      link,
      minutes: opts.ttlMinutes,
      locale: isLocale(user.locale) ? user.locale : ctx.locale,
      brand: await schoolBrand(ctx.tenant.id, opts.origin),
    }),
  );
  return true;
}

export const MAGIC_LINK_ERROR_PATH = '/login?error=magic-link';

/**
 * Trades a magic-link token for a session: single use, unexpired, issued by this tenant, and the
 * membership must still exist. Null when any of that fails.
 */
export async function verifyMagicLink(
  ctx: RequestContext,
  token: string | undefined,
  opts: { req: Request },
): Promise<{ redirect: string; cookie: string } | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  // ctx.db scopes by tenant: another tenant's token reads as missing.
  const row = await ctx.db.magicLinkToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.usedAt || row.expiresAt <= now) return null;
  // The conditional update is the single-use guarantee when the link is opened twice at once.
  const claimed = await ctx.db.magicLinkToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) return null;
  const membership = await ctx.db.membership.findFirst({
    where: { userId: row.userId, deactivatedAt: null },
    select: { id: true },
  });
  if (!membership) return null;
  const [session, settings] = await Promise.all([
    createSession(ctx.tenant.id, row.userId, { userAgent: ctx.userAgent, ip: ctx.ip }),
    loginSettings(ctx),
  ]);
  await publishSignIn(ctx, row.userId);
  return {
    redirect: redirectAfterLogin(settings, row.redirect),
    cookie: sessionCookie(opts.req, session.token, session.expiresAt),
  };
}

// ---- current user -----------------------------------------------------------------------------

export function me(ctx: AuthedContext): TMe {
  const { user } = ctx;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    photo_url: storedImageUrl(user.photoUrl),
    locale: user.locale,
    roles: [{ role: { slug: ctx.role } }],
    hasThePlayer: false,
    canEdit: ctx.canEdit,
    tenant: { id: ctx.tenant.id, name: ctx.tenant.name },
  };
}

export const LOCALE_COOKIE_MAX_AGE = 365 * 86_400;

export async function setLocale(ctx: AuthedContext, body: TLocaleBody): Promise<{ locale: string }> {
  await prisma.user.update({ where: { id: ctx.user.id }, data: { locale: body.locale } });
  return { locale: body.locale };
}

/** NEXT_LOCALE for a year, so pages and next-intl follow the choice before the session is read. */
export function localeCookie(req: Request, locale: string): string {
  const parts = [`${LOCALE_COOKIE}=${locale}`, 'Path=/', `Max-Age=${LOCALE_COOKIE_MAX_AGE}`, 'SameSite=Lax'];
  if (sessionCookie(req, 'x', new Date()).includes('; Secure')) parts.push('Secure');
  return parts.join('; ');
}
