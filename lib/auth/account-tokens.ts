import 'server-only';
import { newToken, sha256 } from '@/lib/server/auth/tokens';
import { getEnv } from '@/lib/server/env';
import { log } from '@/lib/server/log';
import type { RequestContext } from '@/lib/server/route';

// One-time links about a member's own account (ADR 0281): a password reset and the confirmation of a
// new e-mail address. The magic link's rules: a random token e-mailed, only its SHA-256 stored, one use
// (a conditional update claims it), a short expiry, issued and redeemed on the same tenant, and at most
// LOGIN_MAX_FAILURES per member and purpose in the sign-in window (mail bombing), silently.

export type AccountTokenPurpose = 'password_reset' | 'email_change';

export const ACCOUNT_TOKEN_TTL_MINUTES: Record<AccountTokenPurpose, number> = {
  password_reset: 30,
  email_change: 60,
};

/** A new token for the member, or null when they asked for too many in the window. */
export async function issueAccountToken(
  ctx: Pick<RequestContext, 'db' | 'tenant'>,
  userId: string,
  purpose: AccountTokenPurpose,
  newEmail: string | null = null,
): Promise<string | null> {
  const env = getEnv();
  const recent = await ctx.db.accountToken.count({
    where: {
      userId,
      purpose,
      createdAt: { gt: new Date(Date.now() - env.LOGIN_WINDOW_MINUTES * 60_000) },
    },
  });
  if (recent >= env.LOGIN_MAX_FAILURES) {
    log('warn', 'account token throttled', { tenant: ctx.tenant.id, user: userId, purpose });
    return null;
  }
  const { token, hash } = newToken();
  await ctx.db.accountToken.create({
    data: {
      tenantId: ctx.tenant.id,
      userId,
      purpose,
      tokenHash: hash,
      newEmail,
      expiresAt: new Date(Date.now() + ACCOUNT_TOKEN_TTL_MINUTES[purpose] * 60_000),
    },
  });
  return token;
}

export interface ClaimedToken {
  userId: string;
  newEmail: string | null;
}

/** Whether the token is one of this tenant's, of that purpose, unused and unexpired (nothing changes). */
export async function peekAccountToken(
  ctx: Pick<RequestContext, 'db'>,
  token: string | undefined,
  purpose: AccountTokenPurpose,
): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const row = await ctx.db.accountToken.findUnique({
    where: { tokenHash: sha256(token) },
    select: { purpose: true, usedAt: true, expiresAt: true },
  });
  return !!row && row.purpose === purpose && !row.usedAt && row.expiresAt > new Date();
}

/**
 * Uses the token up: null unless it is this tenant's (ctx.db scopes the read), of this purpose, unused
 * and unexpired. The conditional update is the single-use guarantee when it is sent twice at once.
 */
export async function claimAccountToken(
  ctx: Pick<RequestContext, 'db'>,
  token: string | undefined,
  purpose: AccountTokenPurpose,
): Promise<ClaimedToken | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const row = await ctx.db.accountToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now) return null;
  const claimed = await ctx.db.accountToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) return null;
  return { userId: row.userId, newEmail: row.newEmail };
}
