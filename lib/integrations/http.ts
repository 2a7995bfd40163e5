import 'server-only';
import type { IntegrationSource } from '@/lib/generated/prisma/enums';
import { AppError } from '@/lib/server/errors';
import { readUpTo } from '@/lib/server/request-guards';
import { hasBadCharacters } from '@/lib/validation/text';
import type { RequestContext } from '@/lib/server/route';
import { receiveWebhook } from './receive';

/** Largest webhook body taken: the platforms send a few kilobytes. */
export const WEBHOOK_MAX_BODY = 256 * 1024;

/** The receiver's request side: the raw bytes as sent (the signature is over them), then receiveWebhook. */
export async function receiveWebhookRequest(
  ctx: RequestContext,
  source: IntegrationSource,
  key: string,
  req: Request,
) {
  const { bytes, over } = await readUpTo(req, WEBHOOK_MAX_BODY);
  if (over) throw new AppError('PAYLOAD_TOO_LARGE', { messageKey: 'errors.bodyTooLarge' });
  const rawBody = new TextDecoder('utf-8').decode(bytes);
  // Postgres refuses NUL in text: refused at the door like every other input (the route wrapper's rule)
  if (hasBadCharacters(rawBody)) throw new AppError('VALIDATION', { messageKey: 'errors.controlCharacters' });
  return receiveWebhook(ctx, source, key, {
    rawBody,
    headers: req.headers,
    query: new URL(req.url).searchParams,
  });
}
