import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { createCourse } from '../course/world';

// The 'Produtos' and 'Integrações' endpoints and the webhook receiver (issue 47) for the conformance
// table (test/conformance/endpoints.ts spreads this list).

const productShape = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(['active', 'inactive']),
  sales_url: z.string(),
  access_days: z.number().int().nullable(),
  archived: z.boolean(),
  courses: z.array(z.object({ id: z.uuid(), title: z.string() })),
  members: z.number().int(),
});

const countProducts = (t: Target) => prisma.product.count({ where: { tenantId: t.tenant.id } });

async function integration(t: Target, source: 'generic' | 'hotmart' = 'generic') {
  const i = await prisma.integration.upsert({
    where: { tenantId_source: { tenantId: t.tenant.id, source } },
    create: { tenantId: t.tenant.id, source, urlKey: `k-${t.tenant.id.slice(0, 8)}-${source}` },
    update: {},
  });
  await prisma.integrationSecret.upsert({
    where: { integrationId: i.id },
    create: { integrationId: i.id, secret: 'conformance-secret' },
    update: { secret: 'conformance-secret' },
  });
  return i;
}

const genericBody = (t: Target) =>
  JSON.stringify({
    id: `evt-${t.ids.event}`,
    type: 'grant',
    email: `buyer-${t.ids.event}@exemplo.com`,
    product_id: 'ext-1',
    purchase_id: `p-${t.ids.event}`,
  });

export const ACCESS_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/admin/catalog/products',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/admin/catalog/products/route')).GET,
    path: () => '/api/auth/admin/catalog/products',
    setup: async (t) => ({ product: (await createCourse(t.tenant)).product }),
    response: z.object({ data: z.array(productShape).min(1) }),
    crossTenant: false,
  },
  {
    name: 'POST /api/auth/admin/catalog/products',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/admin/catalog/products/route')).POST,
    path: () => '/api/auth/admin/catalog/products',
    setup: async (t) => ({ course: (await createCourse(t.tenant)).course }),
    // another school's course id answers 404
    body: (t) => ({
      title: 'Plano Ouro',
      course_ids: [t.ids.course],
      sales_url: 'https://exemplo.com/ouro',
      access_days: 365,
    }),
    validStatus: 201,
    response: z.object({ data: productShape }),
    malformed: (t) => ({ title: '', course_ids: [t.ids.course], access_days: 0 }),
    snapshot: countProducts,
  },
  {
    name: 'PATCH /api/auth/admin/catalog/products/{id}',
    method: 'PATCH',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/admin/catalog/products/[id]/route')).PATCH,
    path: (t) => `/api/auth/admin/catalog/products/${t.ids.product}`,
    setup: async (t) => ({ product: (await createCourse(t.tenant)).product }),
    body: () => ({ title: 'Plano Prata', archived: true }),
    response: z.object({ data: productShape }),
    malformed: () => ({ sales_url: 'javascript:alert(1)' }),
    snapshot: (t) => prisma.product.findUnique({ where: { id: t.ids.product } }),
  },
  {
    name: 'GET /api/auth/admin/integrations',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/admin/integrations/route')).GET,
    path: () => '/api/auth/admin/integrations',
    response: z.object({
      data: z
        .array(
          z.object({
            source: z.enum(['hotmart', 'kiwify', 'stripe', 'generic']),
            configured: z.boolean(),
            url: z.string().nullable(),
            mappings: z.array(
              z.object({
                id: z.uuid(),
                external_id: z.string(),
                product_id: z.uuid(),
                product_title: z.string(),
              }),
            ),
            needs_attention: z.number().int(),
          }),
        )
        .length(4),
    }),
    crossTenant: false,
  },
  {
    name: 'PUT /api/auth/admin/integrations/{source}',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/admin/integrations/[source]/route')).PUT,
    path: () => '/api/auth/admin/integrations/hotmart',
    body: () => ({ secret: 'hottok-de-teste-123' }),
    response: z.object({ data: z.object({ url: z.string(), secret: z.null() }) }),
    malformed: () => ({ secret: 'curto' }),
    snapshot: (t) => prisma.integration.count({ where: { tenantId: t.tenant.id } }),
    crossTenant: false,
  },
  {
    name: 'POST /api/auth/admin/integrations/{source}/products',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/admin/integrations/[source]/products/route')).POST,
    path: () => '/api/auth/admin/integrations/hotmart/products',
    setup: async (t) => {
      await integration(t, 'hotmart');
      return { product: (await createCourse(t.tenant)).product };
    },
    body: (t) => ({ external_id: 'hotmart-123', product_id: t.ids.product }),
    validStatus: 201,
    response: z.object({ data: z.object({ id: z.uuid() }) }),
    malformed: (t) => ({ external_id: '', product_id: t.ids.product }),
    snapshot: (t) => prisma.integrationProduct.count({ where: { tenantId: t.tenant.id } }),
  },
  {
    name: 'DELETE /api/auth/admin/integrations/mappings/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/admin/integrations/mappings/[id]/route')).DELETE,
    path: (t) => `/api/auth/admin/integrations/mappings/${t.ids.mapping}`,
    setup: async (t) => {
      const i = await integration(t);
      const { product } = await createCourse(t.tenant);
      const m = await prisma.integrationProduct.create({
        data: { tenantId: t.tenant.id, integrationId: i.id, externalId: `x-${product}`, productId: product },
      });
      return { mapping: m.id };
    },
    response: z.object({ data: z.object({ ok: z.literal(true) }) }),
  },
  {
    name: 'GET /api/auth/admin/integrations/deliveries',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/admin/integrations/deliveries/route')).GET,
    path: () => '/api/auth/admin/integrations/deliveries?limit=10',
    malformedPath: () => '/api/auth/admin/integrations/deliveries?status=talvez',
    response: z.object({
      data: z.object({
        items: z.array(
          z.object({
            id: z.uuid(),
            source: z.string(),
            event_id: z.string().nullable(),
            event_type: z.string().nullable(),
            email: z.string().nullable(),
            external_product_id: z.string().nullable(),
            status: z.string(),
            result: z.string().nullable(),
            received_at: z.string(),
          }),
        ),
        next: z.uuid().nullable(),
      }),
    }),
    crossTenant: false,
  },
  {
    name: 'POST /api/auth/admin/integrations/deliveries/{id}/reprocess',
    method: 'POST',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/admin/integrations/deliveries/[id]/reprocess/route')).POST,
    path: (t) => `/api/auth/admin/integrations/deliveries/${t.ids.delivery}/reprocess`,
    setup: async (t) => {
      const i = await integration(t);
      const d = await prisma.webhookDelivery.create({
        data: {
          tenantId: t.tenant.id,
          integrationId: i.id,
          eventId: `e-${Date.now()}-${Math.random()}`,
          status: 'needs_attention',
          rawBody: '{}',
          headers: {},
        },
      });
      return { delivery: d.id };
    },
    response: z.object({ data: z.object({ ok: z.literal(true) }) }),
  },
  {
    name: 'POST /api/webhooks/{source}/{key}',
    method: 'POST',
    auth: 'public',
    handler: async () => (await import('@/app/api/webhooks/[source]/[key]/route')).POST,
    setup: async (t) => {
      const i = await integration(t);
      return { key: i.urlKey, event: `${Date.now()}-${Math.random().toString(36).slice(2)}` };
    },
    path: (t) => `/api/webhooks/generic/${t.ids.key}`,
    body: genericBody,
    headers: (t) => {
      const ts = Math.floor(Date.now() / 1000);
      const v1 = createHmac('sha256', 'conformance-secret')
        .update(`${ts}.${genericBody(t)}`)
        .digest('hex');
      return { 'x-praca-signature': `t=${ts},v1=${v1}` };
    },
    response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
    // the signature was made for another body: 401, nothing granted
    malformed: (t) => genericBody(t).replace('grant', 'revoke'),
    snapshot: (t) => prisma.enrollment.count({ where: { tenantId: t.tenant.id } }),
  },
];
