import 'server-only';
import { grantAccess, revokeAccess } from '@/lib/access/grants';
import { ensureMember, normalizeEmail, sendWelcomeEmail } from '@/lib/access/members';
import type { WebhookDeliveryStatus } from '@/lib/generated/prisma/enums';
import { prisma } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import type { RequestContext } from '@/lib/server/route';
import { tenantJobContext } from './job-context';
import { parseEvent } from './sources';

// The 'webhook-delivery' job (issue 47, ADR 0441): applies one stored delivery. A grant finds or
// creates the member (welcome e-mail for a new one) and grants the mapped product; a revoke ends it.
// Out of order: a revoke marks its purchase revoked before it acts, and a grant looks for such a mark
// before and after it acts, so a refund that arrives before its purchase still ends revoked whatever
// the interleaving. Stored outcomes: processed, ignored, needs_attention (no mapping, archived product),
// failed (an error: kept for 'Reprocessar').

const DONE: WebhookDeliveryStatus[] = ['processed', 'ignored', 'rejected'];

type Delivery = NonNullable<Awaited<ReturnType<typeof load>>>;

function load(id: string) {
  return prisma.webhookDelivery.findUnique({
    where: { id },
    select: {
      id: true,
      tenantId: true,
      integrationId: true,
      eventId: true,
      action: true,
      purchaseRef: true,
      email: true,
      externalProductId: true,
      status: true,
      rawBody: true,
      integration: { select: { source: true } },
    },
  });
}

async function finish(ctx: RequestContext, id: string, status: WebhookDeliveryStatus, result: string) {
  await ctx.db.webhookDelivery.update({
    where: { id },
    data: { status, result: result.slice(0, 500), processedAt: new Date() },
  });
  return status;
}

/** A revoke of this purchase already applied (or being applied). */
async function purchaseRevoked(ctx: RequestContext, d: Delivery): Promise<boolean> {
  if (!d.purchaseRef) return false;
  const hit = await ctx.db.webhookDelivery.findFirst({
    where: {
      integrationId: d.integrationId,
      purchaseRef: d.purchaseRef,
      action: 'revoke',
      status: 'processed',
    },
    select: { id: true },
  });
  return !!hit;
}

/** For a revoke that names no buyer or product (Stripe's refunds, cancellations): its purchase's grant. */
async function fillFromGrant(ctx: RequestContext, d: Delivery) {
  if ((d.email && d.externalProductId) || !d.purchaseRef) return d;
  const grant = await ctx.db.webhookDelivery.findFirst({
    where: {
      integrationId: d.integrationId,
      purchaseRef: d.purchaseRef,
      action: 'grant',
      eventId: { not: null },
    },
    orderBy: { receivedAt: 'asc' },
    select: { email: true, externalProductId: true },
  });
  return {
    ...d,
    email: d.email ?? grant?.email ?? null,
    externalProductId: d.externalProductId ?? grant?.externalProductId ?? null,
  };
}

async function mappedProduct(ctx: RequestContext, d: Delivery) {
  if (!d.externalProductId) return null;
  const m = await ctx.db.integrationProduct.findFirst({
    where: { integrationId: d.integrationId, externalId: d.externalProductId },
    select: { productId: true },
  });
  return m?.productId ?? null;
}

async function memberId(ctx: RequestContext, email: string) {
  const m = await ctx.db.membership.findFirst({
    where: { user: { email: normalizeEmail(email) } },
    select: { userId: true },
  });
  return m?.userId ?? null;
}

async function apply(ctx: RequestContext, d0: Delivery): Promise<WebhookDeliveryStatus> {
  if (!d0.action) return finish(ctx, d0.id, 'ignored', 'event not acted on');
  const d = d0.action === 'revoke' ? await fillFromGrant(ctx, d0) : d0;
  const ref = d.eventId ?? d.id;

  if (d.action === 'revoke') {
    // The mark first: a grant of this purchase running now sees it after its own write (see above).
    await finish(ctx, d.id, 'processed', 'revoking');
    const productId = await mappedProduct(ctx, d);
    const userId = d.email ? await memberId(ctx, d.email) : null;
    if (!productId || !userId)
      return finish(ctx, d.id, 'processed', 'purchase marked revoked, no access to end');
    const r = await revokeAccess(ctx, { userId, productId, origin: 'webhook', originRef: ref });
    return finish(ctx, d.id, 'processed', r === 'revoked' ? 'access revoked' : 'no live access');
  }

  if (await purchaseRevoked(ctx, d)) return finish(ctx, d.id, 'ignored', 'purchase already revoked');
  const productId = await mappedProduct(ctx, d);
  if (!productId)
    return finish(
      ctx,
      d.id,
      'needs_attention',
      `no Praça product mapped to ${d.externalProductId ?? '(none)'}`,
    );
  if (!d.email) return finish(ctx, d.id, 'needs_attention', 'no buyer e-mail in the event');
  const parsed = parseEvent(d.integration.source, d.rawBody);
  const member = await ensureMember(ctx, { email: d.email, name: parsed.name });
  try {
    const g = await grantAccess(ctx, {
      userId: member.userId,
      productId,
      origin: 'webhook',
      originRef: ref,
      ...(parsed.expiresAt !== undefined && parsed.expiresAt !== null ? { expiresAt: parsed.expiresAt } : {}),
    });
    if (member.joined) await sendWelcomeEmail(ctx, member.userId);
    if (await purchaseRevoked(ctx, d)) {
      await revokeAccess(ctx, { userId: member.userId, productId, origin: 'webhook', originRef: ref });
      return finish(ctx, d.id, 'ignored', 'purchase revoked meanwhile');
    }
    return finish(ctx, d.id, 'processed', `access ${g.outcome}`);
  } catch (e) {
    if (e instanceof AppError && e.code === 'CONFLICT')
      return finish(ctx, d.id, 'needs_attention', 'the mapped product is archived');
    throw e;
  }
}

/**
 * Works one delivery. Deliveries already done are left alone unless `force` (the panel's
 * 'Reprocessar' on a failed or needs-attention one). Errors are stored as 'failed', not rethrown:
 * the panel shows them and the admin retries.
 */
export async function processDelivery(deliveryId: string, opts: { force?: boolean } = {}) {
  const d = await load(deliveryId);
  if (!d) return null;
  if (DONE.includes(d.status) && !opts.force) return d.status;
  const ctx = await tenantJobContext(d.tenantId);
  await ctx.db.webhookDelivery.update({ where: { id: d.id }, data: { attempts: { increment: 1 } } });
  try {
    return await apply(ctx, d);
  } catch (e) {
    log('error', 'webhook delivery failed', { delivery: d.id, error: (e as Error).message });
    return finish(ctx, d.id, 'failed', (e as Error).message || 'error');
  }
}
