import { z } from 'zod';
import { INTEGRATION_SOURCES } from '@/lib/access/schemas';
import { receiveWebhookRequest, WEBHOOK_MAX_BODY } from '@/lib/integrations/http';
import { route } from '@/lib/server/route';

// POST /api/webhooks/{source}/{key} — a sales platform's event, authenticated by its signature (ADR 0441)
export const POST = route({
  auth: 'public',
  action: 'public',
  maxBody: WEBHOOK_MAX_BODY,
  streamsBody: true,
  params: z.object({ source: z.enum(INTEGRATION_SOURCES), key: z.string().min(1).max(100) }),
  envelope: 'raw',
  handler: ({ ctx, params, req }) => receiveWebhookRequest(ctx, params.source, params.key, req),
});
