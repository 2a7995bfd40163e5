import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';

// The lesson-page endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).

let n = 0;
export async function makeProduct(tenantId: string, status: 'active' | 'inactive' = 'active') {
  return prisma.product.create({ data: { tenantId, title: `Produto ${++n}`, status } });
}

export async function makeMarquee(tenantId: string, text = 'Olá $nome_aluno') {
  const product = await makeProduct(tenantId);
  const marquee = await prisma.marquee.create({ data: { tenantId, productId: product.id, text } });
  return { product, marquee };
}

export const ZMarqueeShape = z.object({
  id: z.string().uuid(),
  text: z.string(),
  product_id: z.string().uuid(),
  timer: z.number().int().min(10).max(150),
  url: z.string().nullable(),
  tenant_id: z.string().uuid(),
  type: z.literal('horizontal'),
  product: z.object({ id: z.string().uuid(), title: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});

const marqueeCount = (t: Target) => prisma.marquee.count({ where: { tenantId: t.tenant.id } });
const marqueeRow = (t: Target) => prisma.marquee.findUnique({ where: { id: t.ids.marquee } });
const lessonSettings = (t: Target) =>
  prisma.platformSettings.findUnique({
    where: { tenantId: t.tenant.id },
    select: { themeClasses: true, comment: true },
  });

export const LESSON_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/marquee/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/marquee/[id]/route')).GET,
    path: (t) => `/api/auth/marquee/${t.tenant.id}`,
    params: (t) => ({ id: t.tenant.id }),
    setup: async (t) => ({ marquee: (await makeMarquee(t.tenant.id)).marquee.id }),
    response: z.object({ data: z.array(ZMarqueeShape).min(1) }),
  },
  {
    name: 'POST /api/auth/marquee/create',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/marquee/create/route')).POST,
    path: () => '/api/auth/marquee/create',
    setup: async (t) => ({ product: (await makeProduct(t.tenant.id)).id }),
    body: (t) => ({
      text: 'Bem-vindo, $nome_aluno!',
      product_id: t.ids.product,
      timer: 40,
      url: 'https://example.com/oferta',
      tenant_id: t.tenant.id,
      type: 'horizontal',
    }),
    validStatus: 201,
    response: z.object({ data: ZMarqueeShape, message: z.literal('Letreiro salvo com sucesso.') }),
    malformed: (t) => ({ text: '', product_id: t.ids.product, timer: 40, tenant_id: t.tenant.id }),
    snapshot: marqueeCount,
  },
  {
    name: 'POST /api/auth/marquee/update/{id}',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/marquee/update/[id]/route')).POST,
    path: (t) => `/api/auth/marquee/update/${t.ids.marquee}`,
    params: (t) => ({ id: t.ids.marquee! }),
    setup: async (t) => {
      const { product, marquee } = await makeMarquee(t.tenant.id);
      return { product: product.id, marquee: marquee.id };
    },
    body: (t) => ({
      text: 'Novo texto',
      product_id: t.ids.product,
      timer: 90,
      url: null,
      tenant_id: t.tenant.id,
      type: 'horizontal',
    }),
    response: z.object({ data: ZMarqueeShape, message: z.literal('Letreiro atualizado com sucesso.') }),
    malformed: (t) => ({ text: 'ok', product_id: t.ids.product, timer: 5, tenant_id: t.tenant.id }),
    snapshot: marqueeRow,
  },
  {
    name: 'DELETE /api/auth/marquee/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/marquee/[id]/route')).DELETE,
    path: (t) => `/api/auth/marquee/${t.ids.marquee}`,
    params: (t) => ({ id: t.ids.marquee! }),
    setup: async (t) => ({ marquee: (await makeMarquee(t.tenant.id)).marquee.id }),
    response: z.object({ message: z.literal('Exclusão realizada.') }),
  },
  {
    name: 'GET /api/auth/marquee/products/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/marquee/products/[tenant]/route')).GET,
    path: (t) => `/api/auth/marquee/products/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    setup: async (t) => ({ product: (await makeProduct(t.tenant.id)).id }),
    response: z.object({
      data: z
        .array(z.object({ id: z.string().uuid(), title: z.string(), status: z.literal('active') }))
        .min(1),
    }),
  },
  {
    name: 'GET /api/auth/tenants/template_settings/{tenant}',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/tenants/template_settings/[tenant]/route')).GET,
    path: (t) => `/api/auth/tenants/template_settings/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    response: z.object({
      data: z.union([z.literal(0), z.literal(1)]),
      comment: z.union([z.literal(0), z.literal(1)]),
      theme_classes: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    }),
  },
  {
    name: 'POST /api/auth/tenants/template_settings/update',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/tenants/template_settings/update/route')).POST,
    path: () => '/api/auth/tenants/template_settings/update',
    body: (t) => ({ theme_classes: 2, tenant_id: t.tenant.id }),
    response: z.object({
      data: z.object({ theme_classes: z.literal(2) }),
      message: z.literal('Template alterado com sucesso'),
    }),
    malformed: (t) => ({ theme_classes: 7, tenant_id: t.tenant.id }),
    snapshot: lessonSettings,
  },
  {
    name: 'POST /api/auth/comunidade/comentarios/activeComment',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/comunidade/comentarios/activeComment/route')).POST,
    path: () => '/api/auth/comunidade/comentarios/activeComment',
    body: (t) => ({ comment: 0, tenant_id: t.tenant.id }),
    response: z.object({
      data: z.object({ comment: z.literal(0) }),
      message: z.literal('Configuração de comentários atualizada'),
    }),
    malformed: (t) => ({ comment: 'talvez', tenant_id: t.tenant.id }),
    snapshot: lessonSettings,
  },
];
