import 'server-only';
import { roleCan, type TeamRole } from '@/lib/auth/permissions';
import { MAGIC_LINK_TTL_MINUTES } from '@/lib/auth/service';
import { linkEmail } from '@/lib/auth/magic-link-email';
import { takeMagicLink } from '@/lib/auth/throttle';
import { isLocale } from '@/lib/i18n/config';
import { newToken } from '@/lib/server/auth/tokens';
import { prisma } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { schoolBrand } from '@/lib/server/mail/layout';
import { enqueueAccountMail } from '@/lib/server/mail/queue';
import type { AuthedContext } from '@/lib/server/route';
import {
  TEAM_PAGE_SIZE,
  type TInviteBody,
  type TInviteResult,
  type TTeamMember,
  type TTeamPage,
} from './schemas';

// The team of a school (issue 48, ADR 0501): every member whose role is not student. Inviting adds or
// promotes a member and e-mails a sign-in link; removing someone makes them a student again (their
// enrolments, progress and posts stay). Only an owner gives or takes the owner role, and the last owner
// can be neither demoted nor removed (one locking statement, setRole below).

/** An invitation's sign-in link lives longer than a requested one: the invitee may read it tomorrow. */
export const INVITE_TTL_MINUTES = 3 * 24 * 60;

const MEMBER_SELECT = {
  id: true,
  role: true,
  user: { select: { id: true, name: true, email: true } },
} as const;

type Row = { id: string; role: string; user: { id: string; name: string; email: string } };
const view = (ctx: AuthedContext, r: Row): TTeamMember => ({
  user_id: r.user.id,
  name: r.user.name,
  email: r.user.email,
  role: r.role,
  me: r.user.id === ctx.user.id,
});

/** A page of the team, by keyset on the membership's id (time-ordered UUIDv7): oldest member first. */
export async function listTeam(ctx: AuthedContext, cursor?: string): Promise<TTeamPage> {
  const rows = await ctx.db.membership.findMany({
    where: { role: { not: 'student' }, ...(cursor ? { id: { gt: cursor } } : {}) },
    orderBy: { id: 'asc' },
    take: TEAM_PAGE_SIZE + 1,
    select: MEMBER_SELECT,
  });
  const more = rows.length > TEAM_PAGE_SIZE;
  const page = more ? rows.slice(0, TEAM_PAGE_SIZE) : rows;
  return { items: page.map((r) => view(ctx, r)), next_cursor: more ? page.at(-1)!.id : null };
}

/** Owners are managed by owners: an admin may neither grant the role nor change an owner's. */
function assertMayAssign(ctx: AuthedContext, from: string | null, to: string) {
  if ((to === 'owner' || from === 'owner') && ctx.role !== 'owner')
    throw new AppError('FORBIDDEN', { messageKey: 'team.onlyOwnersOwners' });
}

/**
 * Sets a member's role in one statement that is safe under concurrency: it locks every owner row of the
 * school (in one order, so two demotions cannot deadlock) and refuses to take the role from an owner when
 * no other owner remains once the locks are held. Two owners demoting each other at once: one wins, the
 * other's statement re-reads the first one's row as no longer owner and changes nothing (ADR 0501).
 */
async function setRole(ctx: AuthedContext, userId: string, role: TeamRole): Promise<void> {
  const rows = await ctx.db.$queryRaw<{ role: string }[]>`
    UPDATE memberships m SET role = ${role}::"Role"
    WHERE m.tenant_id = ${ctx.tenant.id}::uuid AND m.user_id = ${userId}::uuid
      AND (m.role <> 'owner' OR ${role} = 'owner' OR (
        SELECT count(*) FILTER (WHERE o.user_id <> ${userId}::uuid) FROM (
          SELECT user_id FROM memberships
          WHERE tenant_id = ${ctx.tenant.id}::uuid AND role = 'owner'
          ORDER BY user_id FOR UPDATE
        ) o) > 0)
    RETURNING m.role::text AS role`;
  if (rows.length === 1) return;
  const still = await ctx.db.membership.findFirst({ where: { userId }, select: { role: true } });
  if (!still) throw new AppError('NOT_FOUND');
  throw new AppError('CONFLICT', { messageKey: 'team.lastOwner' });
}

async function currentRole(ctx: AuthedContext, userId: string): Promise<string | null> {
  const row = await ctx.db.membership.findFirst({ where: { userId }, select: { role: true } });
  return row?.role ?? null;
}

async function memberView(ctx: AuthedContext, userId: string): Promise<TTeamMember> {
  const row = await ctx.db.membership.findFirst({ where: { userId }, select: MEMBER_SELECT });
  if (!row) throw new AppError('NOT_FOUND');
  return view(ctx, row);
}

/** Changes a team member's role (PUT /api/team/{userId}); only members of this school are found. */
export async function changeRole(ctx: AuthedContext, userId: string, role: TeamRole): Promise<TTeamMember> {
  const from = await currentRole(ctx, userId);
  if (!from) throw new AppError('NOT_FOUND');
  assertMayAssign(ctx, from, role);
  await setRole(ctx, userId, role);
  return memberView(ctx, userId);
}

/** Takes someone out of the team: they stay in the school as a student, with everything they had. */
export async function removeFromTeam(ctx: AuthedContext, userId: string): Promise<TTeamMember> {
  const from = await currentRole(ctx, userId);
  if (!from || from === 'student') throw new AppError('NOT_FOUND');
  assertMayAssign(ctx, from, 'student');
  await setRole(ctx, userId, 'student');
  return memberView(ctx, userId);
}

/**
 * Invites someone by e-mail with a role: a person new to Praça gets an account (users are global, one
 * e-mail one person), someone who is not yet in this school gets a membership, and a member has their
 * role changed (the last-owner rule included). Either way an e-mail carries a one-time sign-in link
 * through the magic-link flow (verified by GET /api/magic-link/verify, even where the school hides the
 * magic-link option on its login page).
 */
export async function invite(ctx: AuthedContext, body: TInviteBody, origin: string): Promise<TInviteResult> {
  const email = body.email.trim().toLowerCase();
  const role = body.role as TeamRole;
  if (!roleCan(ctx.role, 'team.manage')) throw new AppError('FORBIDDEN');
  // refused before anyone is created: an admin cannot hand out the owner role
  assertMayAssign(ctx, null, role);
  const user = await prisma.user.upsert({
    where: { email },
    create: { email, name: body.name?.trim() || email.split('@')[0]!.slice(0, 120) },
    update: {},
    select: { id: true, name: true, email: true, locale: true },
  });
  const from = await currentRole(ctx, user.id);
  assertMayAssign(ctx, from, role);
  if (!from)
    await ctx.db.membership.createMany({
      data: [{ tenantId: ctx.tenant.id, userId: user.id, role: 'student' }],
      skipDuplicates: true,
    });
  await setRole(ctx, user.id, role);

  const { token, hash } = newToken();
  const mailed = await takeMagicLink(ctx, {
    userId: user.id,
    hash,
    redirect: '/',
    ttlMinutes: INVITE_TTL_MINUTES,
  });
  if (mailed) {
    const link = `${origin}/api/magic-link/verify?token=${encodeURIComponent(token)}`;
    const locale = isLocale(user.locale) ? user.locale : ctx.locale;
    const mail = linkEmail('team.mail', {
      to: user.email,
      name: user.name,
      platform: ctx.tenant.name,
      link,
      minutes: MAGIC_LINK_TTL_MINUTES,
      locale,
      brand: await schoolBrand(ctx.tenant.id, origin),
    });
    await enqueueAccountMail(ctx.tenant.id, mail);
  }
  return { member: await memberView(ctx, user.id), mailed };
}
