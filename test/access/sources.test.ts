import { describe, expect, it } from 'vitest';
import { parseEvent } from '@/lib/integrations/sources';

// The events the per-source webhook tests do not send: a Hotmart subscription cancellation and Stripe's
// subscription end, shaped as the platforms document them, read as revokes of the right purchase.

describe('parseEvent', () => {
  it('reads a Hotmart SUBSCRIPTION_CANCELLATION as a revoke of the subscriber’s purchase', () => {
    const body = JSON.stringify({
      id: 'evt-cancel-1',
      creation_date: 1733580000000,
      event: 'SUBSCRIPTION_CANCELLATION',
      version: '2.0.0',
      data: {
        date_next_charge: 1736258400000,
        product: { name: 'Clube de Violão', id: 788921 },
        actual_recurrence_value: 64.9,
        subscriber: { code: '0000AAAA', name: 'Assinante Teste', email: 'Assinante@Exemplo.com' },
        subscription: { id: 4148584, plan: { name: 'Mensal', id: 114 } },
        cancellation_date: 1733580000000,
      },
    });
    expect(parseEvent('hotmart', body)).toEqual({
      eventId: 'evt-cancel-1',
      eventType: 'SUBSCRIPTION_CANCELLATION',
      action: 'revoke',
      purchaseRef: '0000AAAA',
      email: 'Assinante@Exemplo.com',
      name: 'Assinante Teste',
      externalProductId: '788921',
    });
  });

  it('reads Stripe’s customer.subscription.deleted as a revoke of that subscription', () => {
    const body = JSON.stringify({
      id: 'evt_sub_del',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: 'sub_1Abc',
          object: 'subscription',
          customer: 'cus_1',
          metadata: {},
          items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_1', product: 'prod_Violao' } }] },
          status: 'canceled',
        },
      },
    });
    expect(parseEvent('stripe', body)).toMatchObject({
      eventId: 'evt_sub_del',
      action: 'revoke',
      purchaseRef: 'sub_1Abc',
      externalProductId: 'prod_Violao',
    });
  });

  it('ignores events it does not act on and bodies that are not JSON objects', () => {
    expect(parseEvent('hotmart', JSON.stringify({ id: 'x', event: 'PURCHASE_DELAYED' })).action).toBeNull();
    expect(parseEvent('stripe', JSON.stringify({ id: 'evt', type: 'invoice.paid' })).action).toBeNull();
    expect(parseEvent('generic', 'not json')).toMatchObject({ eventId: null, action: null });
    // a JSON-escaped NUL in a field reads as absent (Postgres refuses NUL)
    expect(
      parseEvent('generic', JSON.stringify({ id: 'e', type: 'grant', email: 'a\u0000@b.c' })).email,
    ).toBeNull();
  });
});
