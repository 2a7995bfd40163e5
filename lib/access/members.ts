import 'server-only';
import { isLocale } from '@/lib/i18n/config';
import { PROFILE_PATH } from '@/lib/auth/account';
import { newToken } from '@/lib/server/auth/tokens';
import { prisma } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { enqueue } from '@/lib/server/jobs';
import { schoolBrand } from '@/lib/server/mail/layout';
import { fairPriorities } from '@/lib/server/mail/queue';
import { schoolOrigin } from '@/lib/server/public-origin';
import type { RequestContext } from '@/lib/server/route';
import { welcomeEmail } from './welcome-email';

// Members made by the school rather than by signing up (issue 47): a sales-platform purchase, an
// invitation, a CSV row. Users are global (one e-mail, one person, ADR 0220); what makes them a member
// of this school is a Membership here, created as a student and never demoting an existing role.

/** "  Ana@Exemplo.COM " -> "ana@exemplo.com": every lookup and insert of an e-mail goes through this. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Deliberately simple: one @, something on both sides, a dot in the domain, no spaces. The sales
// platforms and CSVs send real addresses; the magic link proves the rest.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (email: string) => email.length <= 254 && EMAIL_RE.test(email);

/** The name a member gets when none is given: the e-mail's local part ("ana.souza"). */
const nameFromEmail = (email: string) => email.split('@')[0]!.slice(0, 120);

export interface EnsuredMember {
  userId: string;
  /** a global user was created for this e-mail */
  createdUser: boolean;
  /** the membership in this school was created now */
  joined: boolean;
}

/**
 * Finds or creates the person with this e-mail and their student membership in this school. An existing
 * person keeps their name; an existing membership keeps its role. Safe to call twice at once: the
 * unique e-mail and (tenant, user) keys decide, and the loser reads the winner's row.
 */
export async function ensureMember(
  ctx: Pick<RequestContext, 'db' | 'tenant'>,
  input: { email: string; name?: string | null },
): Promise<EnsuredMember> {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) throw new AppError('BAD_REQUEST', { messageKey: 'access.emailInvalid' });
  const name = input.name?.trim().slice(0, 120) || nameFromEmail(email);
  // The users table is held to the school's members for the tenant role (ADR 0220): a person who is not
  // yet a member here is found, or created, on the global client.
  let user = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  let createdUser = false;
  if (!user) {
    const made = await prisma.user.createManyAndReturn({
      data: [{ email, name }],
      skipDuplicates: true,
      select: { id: true },
    });
    createdUser = made.length === 1;
    user = made[0] ?? (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } }));
  }
  const joined = await ctx.db.membership.createMany({
    data: [{ tenantId: ctx.tenant.id, userId: user.id, role: 'student' }],
    skipDuplicates: true,
  });
  return { userId: user.id, createdUser, joined: joined.count === 1 };
}

/** How long the welcome link works: long enough for a buyer who reads mail the next week. */
export const WELCOME_LINK_DAYS = 7;

/**
 * Mails the member a branded welcome with a one-time sign-in link (the magic-link flow's token and
 * `/api/magic-link/verify`, the school's public origin, ADR 0240) that lands on 'Meu perfil', where a
 * member without a password sets their name and, if they like, a password (no current one is asked of
 * a magic-link-only member). Queued on 'send-email'. Not throttled like the public magic-link request:
 * only the school (an admin, a signed webhook, an import) sends it.
 */
export async function sendWelcomeEmail(
  ctx: Pick<RequestContext, 'db' | 'tenant' | 'locale'>,
  userId: string,
): Promise<void> {
  const member = await ctx.db.membership.findFirst({
    where: { userId },
    select: { user: { select: { email: true, name: true, locale: true } } },
  });
  if (!member) throw new AppError('NOT_FOUND');
  const { token, hash } = newToken();
  await ctx.db.magicLinkToken.create({
    data: {
      tenantId: ctx.tenant.id,
      userId,
      tokenHash: hash,
      redirect: `${PROFILE_PATH}?bem-vindo=1`,
      expiresAt: new Date(Date.now() + WELCOME_LINK_DAYS * 86_400_000),
    },
  });
  const origin = await schoolOrigin(ctx as RequestContext);
  // an import may welcome thousands: the school's fair share of the queue, not the account priority
  const [priority] = await fairPriorities('send-email', ctx.tenant.id, 1);
  const mail = welcomeEmail({
    to: member.user.email,
    name: member.user.name,
    platform: ctx.tenant.name,
    link: `${origin}/api/magic-link/verify?token=${encodeURIComponent(token)}`,
    days: WELCOME_LINK_DAYS,
    locale: isLocale(member.user.locale) ? member.user.locale : ctx.locale,
    brand: await schoolBrand(ctx.tenant.id, origin),
  });
  await enqueue('send-email', { ...mail, tenantId: ctx.tenant.id }, { priority });
}
