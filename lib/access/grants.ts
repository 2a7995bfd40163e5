import 'server-only';
import type { AccessEventKind, AccessOrigin } from '@/lib/generated/prisma/enums';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import type { TenantTx } from '@/lib/server/tenancy/scoped-db';

// Access grants (issue 47, ADR 0440). The Enrollment row is a member's current access to a product:
// live while `expiresAt` is null or ahead (lib/access/live.ts); a revoke or an expiry leaves the row with
// an end in the past, so the member's progress, points, comments and the row's dates stay. Every change
// appends an AccessEvent (granted, extended, revoked, expired) with its origin: the member page's history.
// Each change runs in one transaction under an advisory lock on (member, product), so two deliveries of
// the same purchase at once cannot both grant, nor a grant and a revoke interleave.

export const DAY_MS = 86_400_000;

export interface GrantInput {
  userId: string;
  productId: string;
  origin: AccessOrigin;
  /** the webhook event id, import job id or admin id behind it */
  originRef?: string | null;
  /** the end of access; omitted: from the product's access length (lifetime when it has none) */
  expiresAt?: Date | null;
  /** the admin who did it (manual grants) */
  actorId?: string | null;
}

export type GrantOutcome = 'granted' | 'extended' | 'unchanged';

export interface GrantResult {
  outcome: GrantOutcome;
  expiresAt: Date | null;
}

/** Serialises every change to one member's access to one product for the rest of the transaction. */
async function lockPair(tx: TenantTx, userId: string, productId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`access:${userId}:${productId}`}, 0))`;
}

const isLive = (expiresAt: Date | null, now: Date) => expiresAt === null || expiresAt > now;

/** The later of two ends, null (lifetime) beating any date: a grant extends, never shortens. */
const laterEnd = (a: Date | null, b: Date | null) => (a === null || b === null ? null : a > b ? a : b);

/**
 * Gives a member access to a product. Idempotent: the same origin and reference again changes nothing.
 * A live grant is extended (never shortened); an ended one starts again. Archived products and products
 * of another tenant are refused (409 / 404). The member must already belong to the tenant (ensureMember).
 */
export async function grantAccess(ctx: Pick<RequestContext, 'db' | 'tenant'>, input: GrantInput) {
  const product = await ctx.db.product.findFirst({
    where: { id: input.productId },
    select: { id: true, accessDays: true, archivedAt: true },
  });
  if (!product) throw new AppError('NOT_FOUND', { messageKey: 'access.productNotFound' });
  if (product.archivedAt) throw new AppError('CONFLICT', { messageKey: 'access.productArchived' });
  const now = new Date();
  const target =
    input.expiresAt !== undefined
      ? input.expiresAt
      : product.accessDays
        ? new Date(now.getTime() + product.accessDays * DAY_MS)
        : null;
  const originRef = input.originRef ?? null;

  return ctx.db.$transaction(async (tx): Promise<GrantResult> => {
    await lockPair(tx, input.userId, input.productId);
    const row = await tx.enrollment.findFirst({
      where: { userId: input.userId, productId: input.productId },
      select: { id: true, expiresAt: true, origin: true, originRef: true },
    });
    let kind: AccessEventKind;
    let end: Date | null;
    if (!row) {
      end = target;
      kind = 'granted';
      await tx.enrollment.create({
        data: {
          tenantId: ctx.tenant.id,
          userId: input.userId,
          productId: input.productId,
          expiresAt: end,
          origin: input.origin,
          originRef,
        },
      });
    } else if (isLive(row.expiresAt, now)) {
      if (originRef !== null && row.origin === input.origin && row.originRef === originRef)
        return { outcome: 'unchanged', expiresAt: row.expiresAt };
      end = laterEnd(row.expiresAt, target);
      if (end?.getTime() === row.expiresAt?.getTime())
        return { outcome: 'unchanged', expiresAt: row.expiresAt };
      kind = 'extended';
      await tx.enrollment.update({
        where: { id: row.id },
        data: { expiresAt: end, origin: input.origin, originRef },
      });
    } else {
      end = target;
      kind = 'granted';
      await tx.enrollment.update({
        where: { id: row.id },
        data: { expiresAt: end, endedAt: null, origin: input.origin, originRef },
      });
    }
    await tx.accessEvent.create({
      data: {
        tenantId: ctx.tenant.id,
        userId: input.userId,
        productId: input.productId,
        kind,
        origin: input.origin,
        originRef,
        expiresAt: end,
        actorId: input.actorId ?? null,
      },
    });
    return { outcome: kind, expiresAt: end };
  });
}

export interface RevokeInput {
  userId: string;
  productId: string;
  origin: AccessOrigin;
  originRef?: string | null;
  actorId?: string | null;
}

/**
 * Ends a member's live access to a product now. Nothing else of the member changes (progress, points,
 * comments, the membership). 'none' when there was no live access (already revoked, expired, never
 * granted): a revoke is idempotent.
 */
export async function revokeAccess(
  ctx: Pick<RequestContext, 'db' | 'tenant'>,
  input: RevokeInput,
): Promise<'revoked' | 'none'> {
  const now = new Date();
  return ctx.db.$transaction(async (tx) => {
    await lockPair(tx, input.userId, input.productId);
    const row = await tx.enrollment.findFirst({
      where: { userId: input.userId, productId: input.productId },
      select: { id: true, expiresAt: true },
    });
    if (!row || !isLive(row.expiresAt, now)) return 'none' as const;
    await tx.enrollment.update({ where: { id: row.id }, data: { expiresAt: now, endedAt: now } });
    await tx.accessEvent.create({
      data: {
        tenantId: ctx.tenant.id,
        userId: input.userId,
        productId: input.productId,
        kind: 'revoked',
        origin: input.origin,
        originRef: input.originRef ?? null,
        expiresAt: now,
        actorId: input.actorId ?? null,
      },
    });
    return 'revoked' as const;
  });
}
