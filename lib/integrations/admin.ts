import 'server-only';
import { randomBytes } from 'node:crypto';
import type { IntegrationSource } from '@/lib/generated/prisma/enums';
import { prisma } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { enqueue } from '@/lib/server/jobs';
import { schoolOrigin } from '@/lib/server/public-origin';
import type { RequestContext } from '@/lib/server/route';
import {
  INTEGRATION_SOURCES,
  type TDeliveriesQuery,
  type TDelivery,
  type TIntegration,
  type TIntegrationSetup,
  type TMappingWrite,
} from '@/lib/access/schemas';

// The 'Integrações' panel (issue 47, ADR 0441): per source a webhook URL (the school's domain, ADR 0240,
// and a random key), its secret (written on the owner's path into integration_secrets, never read back
// except once, when Praça made it), the product mappings and the deliveries.

export const webhookPath = (source: IntegrationSource, key: string) => `/api/webhooks/${source}/${key}`;

export async function listIntegrations(ctx: RequestContext): Promise<TIntegration[]> {
  const [rows, attention, origin] = await Promise.all([
    ctx.db.integration.findMany({
      select: {
        id: true,
        source: true,
        urlKey: true,
        products: {
          select: { id: true, externalId: true, productId: true, product: { select: { title: true } } },
          orderBy: { createdAt: 'asc' },
          take: 500,
        },
      },
    }),
    ctx.db.webhookDelivery.groupBy({
      by: ['integrationId'],
      where: { status: { in: ['needs_attention', 'failed'] } },
      _count: { _all: true },
    }),
    schoolOrigin(ctx),
  ]);
  const attentionOf = new Map(attention.map((a) => [a.integrationId, a._count._all]));
  return INTEGRATION_SOURCES.map((source) => {
    const row = rows.find((r) => r.source === source);
    return {
      source,
      configured: !!row,
      url: row ? origin + webhookPath(source, row.urlKey) : null,
      mappings:
        row?.products.map((p) => ({
          id: p.id,
          external_id: p.externalId,
          product_id: p.productId,
          product_title: p.product.title,
        })) ?? [],
      needs_attention: row ? (attentionOf.get(row.id) ?? 0) : 0,
    };
  });
}

/**
 * Connects a source, or replaces its secret. The platform's own token (Hotmart's hottok, Kiwify's token,
 * Stripe's whsec_) is pasted; without one Praça makes a secret and answers it this once.
 */
export async function setupIntegration(
  ctx: RequestContext,
  source: IntegrationSource,
  body: TIntegrationSetup,
): Promise<{ url: string; secret: string | null }> {
  const integration = await ctx.db.integration.upsert({
    where: { tenantId_source: { tenantId: ctx.tenant.id, source } },
    create: { tenantId: ctx.tenant.id, source, urlKey: randomBytes(18).toString('base64url') },
    update: {},
    select: { id: true, urlKey: true },
  });
  const made = body.secret ? null : randomBytes(32).toString('hex');
  const secret = body.secret ?? made!;
  await prisma.integrationSecret.upsert({
    where: { integrationId: integration.id },
    create: { integrationId: integration.id, secret },
    update: { secret },
  });
  return { url: (await schoolOrigin(ctx)) + webhookPath(source, integration.urlKey), secret: made };
}

export async function addMapping(ctx: RequestContext, source: IntegrationSource, body: TMappingWrite) {
  const integration = await ctx.db.integration.findFirst({ where: { source }, select: { id: true } });
  if (!integration) throw new AppError('NOT_FOUND', { messageKey: 'access.integrations.notConfigured' });
  const product = await ctx.db.product.findFirst({ where: { id: body.product_id }, select: { id: true } });
  if (!product)
    throw new AppError('NOT_FOUND', {
      messageKey: 'access.productNotFound',
      fields: { product_id: 'access.productNotFound' },
    });
  const row = await ctx.db.integrationProduct.upsert({
    where: { integrationId_externalId: { integrationId: integration.id, externalId: body.external_id } },
    create: {
      tenantId: ctx.tenant.id,
      integrationId: integration.id,
      externalId: body.external_id,
      productId: product.id,
    },
    update: { productId: product.id },
    select: { id: true },
  });
  return { id: row.id };
}

export async function removeMapping(ctx: RequestContext, id: string) {
  const gone = await ctx.db.integrationProduct.deleteMany({ where: { id } });
  if (gone.count === 0) throw new AppError('NOT_FOUND');
  return { ok: true as const };
}

/** Newest first, keyset on (received_at, id) with the (tenant_id, received_at, id) index. */
export async function listDeliveries(
  ctx: RequestContext,
  q: TDeliveriesQuery,
): Promise<{ items: TDelivery[]; next: string | null }> {
  const after = q.after
    ? await ctx.db.webhookDelivery.findFirst({
        where: { id: q.after },
        select: { id: true, receivedAt: true },
      })
    : null;
  const rows = await ctx.db.webhookDelivery.findMany({
    where: {
      ...(q.status ? { status: q.status } : {}),
      ...(after
        ? {
            OR: [
              { receivedAt: { lt: after.receivedAt } },
              { receivedAt: after.receivedAt, id: { lt: after.id } },
            ],
          }
        : {}),
    },
    orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
    take: q.limit + 1,
    select: {
      id: true,
      eventId: true,
      eventType: true,
      email: true,
      externalProductId: true,
      status: true,
      result: true,
      receivedAt: true,
      integration: { select: { source: true } },
    },
  });
  const items = rows.slice(0, q.limit).map((r) => ({
    id: r.id,
    source: r.integration.source,
    event_id: r.eventId,
    event_type: r.eventType,
    email: r.email,
    external_product_id: r.externalProductId,
    status: r.status,
    result: r.result,
    received_at: r.receivedAt.toISOString(),
  }));
  return { items, next: rows.length > q.limit ? items[items.length - 1]!.id : null };
}

/** 'Reprocessar': a failed or needs-attention delivery goes back to the job (after a mapping is added). */
export async function reprocessDelivery(ctx: RequestContext, id: string) {
  const d = await ctx.db.webhookDelivery.findFirst({ where: { id }, select: { id: true, status: true } });
  if (!d) throw new AppError('NOT_FOUND');
  if (d.status !== 'failed' && d.status !== 'needs_attention')
    throw new AppError('CONFLICT', { messageKey: 'access.integrations.notReprocessable' });
  await ctx.db.webhookDelivery.update({ where: { id }, data: { status: 'received', result: null } });
  await enqueue('webhook-delivery', { deliveryId: id, force: true });
  return { ok: true as const };
}
