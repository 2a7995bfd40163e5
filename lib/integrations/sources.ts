import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { IntegrationSource } from '@/lib/generated/prisma/enums';
import { hasBadCharacters } from '@/lib/validation/text';

// What each sales platform sends and how its calls are proved (issue 47, ADR 0441; the generic format:
// docs/webhooks-generic.md). `verify` checks the call with the integration's secret the platform's own
// way; `parse` reads the few fields Praça acts on. Both take the raw body: a signature is over the
// bytes as sent, never over a re-serialised JSON.

export type WebhookAction = 'grant' | 'revoke';

export interface ParsedEvent {
  /** the platform's event id: the dedup key */
  eventId: string | null;
  eventType: string | null;
  /** null: an event Praça does not act on (stored as 'ignored') */
  action: WebhookAction | null;
  /** the purchase (transaction, order, payment intent or subscription) the event is about */
  purchaseRef: string | null;
  email: string | null;
  name: string | null;
  externalProductId: string | null;
  /** the generic format may set the end of access */
  expiresAt?: Date | null;
}

export interface IncomingCall {
  rawBody: string;
  headers: Headers;
  query: URLSearchParams;
}

/** Headers worth keeping with a delivery (never a cookie or an authorization). */
export const KEPT_HEADERS = [
  'content-type',
  'user-agent',
  'x-hotmart-hottok',
  'stripe-signature',
  'x-praca-signature',
  'x-kiwify-signature',
] as const;

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const hmacHex = (algo: 'sha1' | 'sha256', key: string, data: string) =>
  createHmac(algo, key).update(data, 'utf8').digest('hex');

/** How long a generic signature's timestamp is accepted (replays of older calls are refused). */
export const GENERIC_TOLERANCE_SECONDS = 300;

function verifyGeneric(call: IncomingCall, secret: string, now = Date.now()): boolean {
  const header = call.headers.get('x-praca-signature') ?? '';
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(now / 1000 - t) > GENERIC_TOLERANCE_SECONDS) return false;
  return safeEqual(parts.v1, hmacHex('sha256', secret, `${t}.${call.rawBody}`));
}

/** Whether the call was made by the platform holding `secret`. */
export function verifyCall(source: IntegrationSource, call: IncomingCall, secret: string): boolean {
  switch (source) {
    case 'hotmart':
      // Hotmart sends the account's hottok as is in this header (webhook v2).
      return safeEqual(call.headers.get('x-hotmart-hottok') ?? '', secret);
    case 'kiwify': {
      // Kiwify: HMAC-SHA1 of the body with the webhook's token, hex, in the `signature` query parameter.
      const given = call.query.get('signature') ?? call.headers.get('x-kiwify-signature') ?? '';
      return safeEqual(given, hmacHex('sha1', secret, call.rawBody));
    }
    case 'stripe':
      try {
        Stripe.webhooks.constructEvent(call.rawBody, call.headers.get('stripe-signature') ?? '', secret);
        return true;
      } catch {
        return false;
      }
    case 'generic':
      return verifyGeneric(call, secret);
  }
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
// A field carrying a control character (a JSON-escaped NUL) reads as absent: Postgres refuses NUL.
const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() && !hasBadCharacters(v)
    ? v.trim().slice(0, 500)
    : typeof v === 'number'
      ? String(v)
      : null;

const HOTMART_GRANT = new Set(['PURCHASE_APPROVED', 'PURCHASE_COMPLETE']);
const HOTMART_REVOKE = new Set(['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'SUBSCRIPTION_CANCELLATION']);

function parseHotmart(body: Json): ParsedEvent {
  const type = str(body.event);
  const data = obj(body.data);
  const buyer = obj(data.buyer);
  const subscriber = obj(data.subscriber);
  const purchase = obj(data.purchase);
  const subscription = obj(data.subscription);
  const product = obj(data.product);
  return {
    eventId: str(body.id),
    eventType: type,
    action: type && HOTMART_GRANT.has(type) ? 'grant' : type && HOTMART_REVOKE.has(type) ? 'revoke' : null,
    // a cancelled subscription names no transaction: its subscriber code is the purchase
    purchaseRef: str(purchase.transaction) ?? str(obj(subscription.subscriber).code) ?? str(subscriber.code),
    email: str(buyer.email) ?? str(subscriber.email),
    name: str(buyer.name) ?? str(subscriber.name),
    externalProductId: str(product.id),
  };
}

const KIWIFY_TYPES: Record<string, WebhookAction> = {
  order_approved: 'grant',
  order_refunded: 'revoke',
  chargeback: 'revoke',
};
const KIWIFY_STATUS: Record<string, WebhookAction> = {
  paid: 'grant',
  refunded: 'revoke',
  chargedback: 'revoke',
};

function parseKiwify(body: Json): ParsedEvent {
  const type = str(body.webhook_event_type);
  const status = str(body.order_status);
  const action = (type && KIWIFY_TYPES[type]) || (!type && status && KIWIFY_STATUS[status]) || null;
  const orderId = str(body.order_id);
  const customer = obj(body.Customer);
  return {
    // Kiwify sends no event id: an order has one event per kind, so the order and the kind are the key.
    eventId: orderId ? `${orderId}:${type ?? status ?? 'unknown'}` : null,
    eventType: type ?? status,
    action,
    purchaseRef: orderId,
    email: str(customer.email),
    name: str(customer.full_name) ?? str(customer.first_name),
    externalProductId: str(obj(body.Product).product_id),
  };
}

function parseStripe(body: Json): ParsedEvent {
  const type = str(body.type);
  const object = obj(obj(body.data).object);
  const metadata = obj(object.metadata);
  const base = { eventId: str(body.id), eventType: type };
  if (type === 'checkout.session.completed') {
    const details = obj(object.customer_details);
    return {
      ...base,
      action: 'grant',
      purchaseRef: str(object.subscription) ?? str(object.payment_intent) ?? str(object.id),
      email: str(details.email) ?? str(object.customer_email),
      name: str(details.name),
      // the Stripe product is not in the session: the checkout sets metadata.product_id (docs), else the
      // payment link's id is the product's name here
      externalProductId: str(metadata.product_id) ?? str(object.payment_link),
    };
  }
  if (type === 'charge.refunded') {
    const billing = obj(object.billing_details);
    return {
      ...base,
      action: 'revoke',
      purchaseRef: str(object.payment_intent) ?? str(object.id),
      email: str(billing.email) ?? str(object.receipt_email),
      name: str(billing.name),
      externalProductId: str(metadata.product_id),
    };
  }
  if (type === 'customer.subscription.deleted') {
    const item = obj((obj(object.items).data as unknown[] | undefined)?.[0]);
    return {
      ...base,
      action: 'revoke',
      purchaseRef: str(object.id),
      email: null,
      name: null,
      externalProductId: str(metadata.product_id) ?? str(obj(item.price).product),
    };
  }
  return { ...base, action: null, purchaseRef: null, email: null, name: null, externalProductId: null };
}

function parseGeneric(body: Json): ParsedEvent {
  const type = str(body.type);
  const expires = str(body.expires_at);
  const at = expires ? new Date(expires) : null;
  return {
    eventId: str(body.id),
    eventType: type,
    action: type === 'grant' || type === 'revoke' ? type : null,
    purchaseRef: str(body.purchase_id),
    email: str(body.email),
    name: str(body.name),
    externalProductId: str(body.product_id),
    expiresAt: at && !Number.isNaN(at.getTime()) ? at : null,
  };
}

/** The fields Praça acts on; a body that is not a JSON object reads as an event with none of them. */
export function parseEvent(source: IntegrationSource, rawBody: string): ParsedEvent {
  let body: Json = {};
  try {
    body = obj(JSON.parse(rawBody));
  } catch {
    body = {};
  }
  switch (source) {
    case 'hotmart':
      return parseHotmart(body);
    case 'kiwify':
      return parseKiwify(body);
    case 'stripe':
      return parseStripe(body);
    case 'generic':
      return parseGeneric(body);
  }
}
