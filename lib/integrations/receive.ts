import 'server-only';
import type { IntegrationSource } from '@/lib/generated/prisma/enums';
import { prisma } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { enqueue } from '@/lib/server/jobs';
import type { RequestContext } from '@/lib/server/route';
import { KEPT_HEADERS, parseEvent, verifyCall, type IncomingCall } from './sources';

// POST /api/webhooks/{source}/{key} (issue 47, ADR 0441). The school comes from the host and the
// integration from the key within that school: another school's key answers 404 here. The call is
// stored before anything else (raw body, the headers that matter, the event id) and the answer is sent
// once it is: the grant or revoke runs in the 'webhook-delivery' job. A bad signature is stored as
// 'rejected' and answers 401; a redelivery of a stored event id changes nothing and answers 200.

export interface ReceiveResult {
  received: true;
  duplicate: boolean;
}

export async function receiveWebhook(
  ctx: Pick<RequestContext, 'db' | 'tenant'>,
  source: IntegrationSource,
  key: string,
  call: IncomingCall,
): Promise<ReceiveResult> {
  const integration = await ctx.db.integration.findFirst({
    where: { urlKey: key, source },
    select: { id: true },
  });
  if (!integration) throw new AppError('NOT_FOUND');
  // The secret is out of the tenant role's reach (ADR 0220): read on the owner's path, for this id only.
  const secret = await prisma.integrationSecret.findUnique({
    where: { integrationId: integration.id },
    select: { secret: true },
  });
  const parsed = parseEvent(source, call.rawBody);
  const headers = Object.fromEntries(
    KEPT_HEADERS.flatMap((h) => {
      const v = call.headers.get(h);
      return v === null ? [] : [[h, v.slice(0, 1000)]];
    }),
  );
  const fields = {
    tenantId: ctx.tenant.id,
    integrationId: integration.id,
    eventType: parsed.eventType,
    action: parsed.action,
    purchaseRef: parsed.purchaseRef,
    email: parsed.email?.toLowerCase() ?? null,
    externalProductId: parsed.externalProductId,
    rawBody: call.rawBody,
    headers,
  };
  if (!secret || !verifyCall(source, call, secret.secret)) {
    // Kept without its event id: a forged call must not take the id of the real one still to come.
    await ctx.db.webhookDelivery.create({
      data: { ...fields, eventId: null, status: 'rejected', result: 'invalid signature' },
    });
    throw new AppError('UNAUTHENTICATED', { messageKey: 'access.webhook.badSignature' });
  }
  const stored = await ctx.db.webhookDelivery.createManyAndReturn({
    data: [{ ...fields, eventId: parsed.eventId }],
    skipDuplicates: true,
    select: { id: true },
  });
  if (stored.length === 0) return { received: true, duplicate: true };
  await enqueue('webhook-delivery', { deliveryId: stored[0]!.id });
  return { received: true, duplicate: false };
}
