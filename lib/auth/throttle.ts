import 'server-only';
import { getEnv } from '@/lib/server/env';
import type { RequestContext } from '@/lib/server/route';
import { uuidv7 } from '@/lib/server/storage/keys';

// Sign-in limits that hold when requests arrive together (ADR 0210). A check that counts rows and a
// later insert of the row are two steps: N requests in parallel all counted before any of them wrote, so
// all N passed. Here the check and the count are one call of a database function (migration
// 20261207020000_atomic_sign_in_throttle): it takes the key's advisory lock, counts (each statement of
// the function sees what the previous holder committed) and inserts its row. The lock is held only
// while that call runs inside PostgreSQL, so tries of one key queue for microseconds, not for round
// trips (an interactive transaction held it across several, and 200 parallel tries on a loaded machine
// then waited past Prisma's transaction timeout: 500s). A try is counted when it is taken, before its
// password is checked.

/** The per-address limit is this many times the per-e-mail one (20 for the default 5). */
export const IP_FACTOR = 4;

/**
 * Takes one password try of (tenant, e-mail) and (tenant, client address): records it and answers 0, or
 * answers the seconds to wait when either is at its limit (and records nothing). A limit of n tolerates
 * n tries in the window and refuses the next. The row stays as a failure unless the sign-in succeeds
 * (which clears the e-mail's rows).
 */
export async function takeLoginAttempt(ctx: RequestContext, email: string): Promise<number> {
  const env = getEnv();
  const [row] = await ctx.db.$queryRaw<{ wait: number }[]>`
    SELECT praca_take_login_attempt(
      ${ctx.tenant.id}::uuid, ${email}, ${ctx.ip}::text, ${uuidv7()}::uuid,
      ${env.LOGIN_MAX_FAILURES}::int, ${env.LOGIN_MAX_FAILURES * IP_FACTOR}::int,
      ${env.LOGIN_WINDOW_MINUTES}::int) AS wait`;
  return Number(row?.wait ?? 0);
}

/**
 * Inserts the member's new magic-link token unless the limit of tokens was made for them in the window
 * (mail bombing); false when capped. The count and the insert are one call under the member's lock.
 */
export async function takeMagicLink(
  ctx: RequestContext,
  token: { userId: string; hash: string; redirect: string | null; ttlMinutes: number },
): Promise<boolean> {
  const env = getEnv();
  const [row] = await ctx.db.$queryRaw<{ taken: boolean }[]>`
    SELECT praca_take_magic_link(
      ${ctx.tenant.id}::uuid, ${token.userId}::uuid, ${uuidv7()}::uuid, ${token.hash}, ${token.redirect}::text,
      ${token.ttlMinutes}::int, ${env.LOGIN_MAX_FAILURES}::int, ${env.LOGIN_WINDOW_MINUTES}::int) AS taken`;
  return row?.taken === true;
}
