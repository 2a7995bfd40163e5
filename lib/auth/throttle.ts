import 'server-only';
import { getEnv } from '@/lib/server/env';
import type { RequestContext } from '@/lib/server/route';
import type { TenantTx } from '@/lib/server/tenancy/scoped-db';

// Sign-in limits that hold when requests arrive together (decision record 0210). A check that counts
// rows and a later insert of the row are two steps: N requests in parallel all counted before any of
// them wrote, so all N passed. Here the check and the count are one step: a transaction takes the
// key's advisory lock, counts (a statement after the lock sees every row the previous holder
// committed, READ COMMITTED) and writes its own row before it lets go. A try is counted when it is
// taken, not when it has failed: the password is checked only after its row is in.

/** The per-address limit is this many times the per-e-mail one (20 for the default 5). */
export const IP_FACTOR = 4;

const windowMs = () => getEnv().LOGIN_WINDOW_MINUTES * 60_000;

/** Serialises the throttled work of one key until the transaction ends (commit or rollback). */
async function lockKey(tx: TenantTx, key: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

/**
 * Seconds until the oldest of the `limit` newest rows leaves the window, or 0 when fewer than `limit`
 * rows are in it: a limit of n tolerates n tries in the window and refuses the next.
 */
function waitOf(createdAt: Date[], limit: number): number {
  if (createdAt.length < limit) return 0;
  return Math.max(1, Math.ceil((createdAt[limit - 1]!.getTime() + windowMs() - Date.now()) / 1000));
}

/**
 * Takes one password try of (tenant, e-mail) and (tenant, client address): records it and answers 0, or
 * answers the seconds to wait when either is at its limit (and records nothing). The row stays as a
 * failure unless the sign-in succeeds (which clears the e-mail's rows).
 */
export async function takeLoginAttempt(ctx: RequestContext, email: string): Promise<number> {
  const limit = getEnv().LOGIN_MAX_FAILURES;
  const since = new Date(Date.now() - windowMs());
  const recent = async (tx: TenantTx, where: { email: string } | { ip: string }, take: number) =>
    (
      await tx.loginAttempt.findMany({
        where: { ...where, createdAt: { gt: since } },
        orderBy: { createdAt: 'desc' },
        take,
        select: { createdAt: true },
      })
    ).map((r) => r.createdAt);
  return ctx.db.$transaction(async (tx) => {
    // Always the e-mail's lock first, then the address's: two tries never wait for each other in a cycle.
    await lockKey(tx, `login:${ctx.tenant.id}:email:${email}`);
    if (ctx.ip) await lockKey(tx, `login:${ctx.tenant.id}:ip:${ctx.ip}`);
    const wait = Math.max(
      waitOf(await recent(tx, { email }, limit), limit),
      ctx.ip ? waitOf(await recent(tx, { ip: ctx.ip }, limit * IP_FACTOR), limit * IP_FACTOR) : 0,
    );
    if (wait === 0) await tx.loginAttempt.create({ data: { tenantId: ctx.tenant.id, email, ip: ctx.ip } });
    return wait;
  });
}

/**
 * Runs `create` (which writes the member's new magic-link token) only when fewer than the limit were
 * issued to them in the window; false when capped. The count and the write share the member's lock.
 */
export async function withinMagicLinkCap(
  ctx: RequestContext,
  userId: string,
  create: (tx: TenantTx) => Promise<void>,
): Promise<boolean> {
  const since = new Date(Date.now() - windowMs());
  return ctx.db.$transaction(async (tx) => {
    await lockKey(tx, `magic-link:${ctx.tenant.id}:${userId}`);
    const issued = await tx.magicLinkToken.count({ where: { userId, createdAt: { gt: since } } });
    if (issued >= getEnv().LOGIN_MAX_FAILURES) return false;
    await create(tx);
    return true;
  });
}
