import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../../conformance/types';
import { communityOrders, communityRow, makeCommunity, makeProduct } from './helpers';
import {
  bit,
  configShape,
  detailsShape,
  messageShape,
  oldItemShape,
  plansShape,
  productItems,
  settingsShape,
  summaryShape,
} from './shapes';

// The community admin endpoints for the conformance table (test/conformance/endpoints.ts spreads this).

const V2 = '/api/v2/communities';
const OLD = '/api/auth/community';

/** A community with one active product linked, plus a second active product not linked. */
const withCommunity = async (t: Target) => {
  const p = await makeProduct(t.tenant.id);
  const q = await makeProduct(t.tenant.id);
  const c = await makeCommunity(t.tenant.id, { productIds: [p.id] });
  return { community: c.id, product: p.id, other: q.id };
};
const withConfig = async (t: Target) => {
  const c = await makeCommunity(t.tenant.id, { version: 2, principal: true });
  return { community: c.id };
};
const row = (t: Target) => communityRow(t.ids.community!);
const countCommunities = (t: Target) => prisma.community.count({ where: { tenantId: t.tenant.id } });
const settingsRow = (t: Target) =>
  prisma.platformSettings.findUnique({
    where: { tenantId: t.tenant.id },
    select: { communitiesActive: true, showCommunitiesPage: true },
  });
const oldBody = (t: Target) => ({
  tenant_id: t.tenant.id,
  title: 'Comunidade antiga',
  description: 'Descrição',
  permissions_array: [t.ids.product],
  show_ranking: 1,
  show_continue_watching: 1,
  principal: 0,
  background_color: 'roxo',
  primary_text_color: '#FFFFFF',
  secondary_text_color: '#CCCCCC',
  shadow_color: '#000000',
  font_family: 'Inter',
  button_sales_text: 'Compre',
  sales_url: 'checkout/plano',
  publication: 1,
  comments: 1,
  links: 0,
  likes: 1,
  text: 1,
  allow_files: 0,
  videos: 1,
  images: 1,
  carousels: 1,
});
const formBody = (t: Target) => ({ tenant_id: t.tenant.id, title: 'Nova comunidade', description: 'Texto' });

export const COMMUNITY_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/admin/products/get',
    method: 'GET',
    auth: 'editor',
    crossTenant: false,
    handler: async () => (await import('@/app/api/auth/admin/products/get/route')).GET,
    path: () => '/api/auth/admin/products/get',
    setup: withCommunity,
    response: z
      .array(z.object({ id: z.string().uuid(), title: z.string(), status: z.literal('active') }))
      .min(1),
  },
  {
    name: 'GET /api/auth/community/get-details/{tenant}/{communityId}',
    method: 'GET',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/community/get-details/[tenant]/[communityId]/route')).GET,
    path: (t) => `${OLD}/get-details/${t.tenant.id}/${t.ids.community}`,
    params: (t) => ({ tenant: t.tenant.id, communityId: t.ids.community! }),
    setup: withCommunity,
    response: z.object({ data: detailsShape }),
  },
  {
    name: 'GET /api/auth/community/get-first/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/community/get-first/[tenant]/route')).GET,
    path: (t) => `${OLD}/get-first/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    setup: withCommunity,
    response: z.object({ data: oldItemShape }),
  },
  ...(['add', 'remove'] as const).map((verb): Endpoint => ({
    name: `POST /api/auth/community/${verb}-plans`,
    method: 'POST',
    auth: 'editor',
    handler: async () =>
      verb === 'add'
        ? (await import('@/app/api/auth/community/add-plans/route')).POST
        : (await import('@/app/api/auth/community/remove-plans/route')).POST,
    path: () => `${OLD}/${verb}-plans`,
    setup: withCommunity,
    body: (t) => ({
      tenant_id: t.tenant.id,
      community_id: t.ids.community,
      permissions_array: [verb === 'add' ? t.ids.other : t.ids.product],
    }),
    response: z.object({
      data: z.object({ community_id: z.string().uuid(), plans_with_access: plansShape }),
      message: z.string(),
    }),
    malformed: (t) => ({ tenant_id: t.tenant.id, community_id: t.ids.community, permissions_array: [] }),
    snapshot: row,
  })),
  {
    name: 'PUT /api/auth/community/toggle-status/{tenant}/{communityId}/{0|1}',
    method: 'PUT',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/community/toggle-status/[tenant]/[communityId]/[status]/route')).PUT,
    path: (t) => `${OLD}/toggle-status/${t.tenant.id}/${t.ids.community}/0`,
    params: (t) => ({ tenant: t.tenant.id, communityId: t.ids.community!, status: '0' }),
    setup: withCommunity,
    response: z.object({ data: z.object({ id: z.string().uuid(), active: bit }), message: z.string() }),
  },
  {
    name: 'PUT /api/auth/community/edit-community',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/community/edit-community/route')).PUT,
    path: () => `${OLD}/edit-community`,
    setup: withCommunity,
    body: (t) => ({ ...oldBody(t), id: t.ids.community }),
    response: z.object({ data: detailsShape }),
    malformed: (t) => ({ ...oldBody(t), id: t.ids.community, permissions_array: [] }),
    snapshot: row,
  },
  {
    name: 'PUT /api/auth/community/edit-content-media',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/community/edit-content-media/route')).PUT,
    path: () => `${OLD}/edit-content-media`,
    setup: withCommunity,
    body: (t) => ({
      tenant_id: t.tenant.id,
      id: t.ids.community,
      publications: 1,
      comments: 0,
      likes: 1,
      text: 1,
      allow_files: 0,
      videos: 1,
      images: 1,
      carousels: 0,
    }),
    response: messageShape,
    malformed: (t) => ({ tenant_id: t.tenant.id, id: t.ids.community, comments: 'talvez' }),
    snapshot: row,
  },
  {
    name: 'DELETE /api/auth/community/delete/{tenant}/{communityId}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/community/delete/[tenant]/[communityId]/route')).DELETE,
    path: (t) => `${OLD}/delete/${t.tenant.id}/${t.ids.community}`,
    params: (t) => ({ tenant: t.tenant.id, communityId: t.ids.community! }),
    setup: withCommunity,
    response: messageShape,
  },
  {
    name: 'POST /api/auth/community/create',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/community/create/route')).POST,
    path: () => `${OLD}/create`,
    setup: withCommunity,
    body: oldBody,
    validStatus: 201,
    response: z.object({ data: detailsShape }),
    malformed: (t) => ({ ...oldBody(t), title: '' }),
    snapshot: countCommunities,
  },
  {
    name: 'GET /api/v2/communities',
    method: 'GET',
    auth: 'editor',
    crossTenant: false,
    handler: async () => (await import('@/app/api/v2/communities/route')).GET,
    path: () => V2,
    setup: withCommunity,
    response: z.object({ data: z.object({ communities: z.array(summaryShape).min(1) }) }),
  },
  {
    name: 'POST /api/v2/communities',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/v2/communities/route')).POST,
    path: () => V2,
    body: formBody,
    validStatus: 201,
    response: z.object({ message: configShape }),
    malformed: (t) => ({ ...formBody(t), title: 'x'.repeat(51) }),
    snapshot: countCommunities,
  },
  {
    name: 'GET /api/v2/communities/{id}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/v2/communities/[id]/route')).GET,
    path: (t) => `${V2}/${t.ids.community}`,
    params: (t) => ({ id: t.ids.community! }),
    setup: withCommunity,
    response: z.object({ data: configShape }),
  },
  {
    name: 'PUT /api/v2/communities/{id}',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/v2/communities/[id]/route')).PUT,
    path: (t) => `${V2}/${t.ids.community}`,
    params: (t) => ({ id: t.ids.community! }),
    setup: withCommunity,
    body: formBody,
    response: z.object({ data: configShape.extend({ version: z.literal(2) }) }),
    malformed: (t) => ({ ...formBody(t), description: 'x'.repeat(501) }),
    snapshot: row,
  },
  {
    name: 'DELETE /api/v2/communities/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/v2/communities/[id]/route')).DELETE,
    path: (t) => `${V2}/${t.ids.community}`,
    params: (t) => ({ id: t.ids.community! }),
    setup: withCommunity,
    response: messageShape,
  },
  ...(['enable', 'disable'] as const).map((verb): Endpoint => ({
    name: `PUT /api/v2/communities/{id}/${verb}`,
    method: 'PUT',
    auth: 'editor',
    handler: async () =>
      verb === 'enable'
        ? (await import('@/app/api/v2/communities/[id]/enable/route')).PUT
        : (await import('@/app/api/v2/communities/[id]/disable/route')).PUT,
    path: (t) => `${V2}/${t.ids.community}/${verb}`,
    params: (t) => ({ id: t.ids.community! }),
    setup: withCommunity,
    response: z.object({
      data: z.object({ id: z.string().uuid(), isActive: z.literal(verb === 'enable') }),
      message: z.string(),
    }),
  })),
  {
    name: 'GET /api/v2/communities/{id}/products',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/v2/communities/[id]/products/route')).GET,
    path: (t) => `${V2}/${t.ids.community}/products`,
    params: (t) => ({ id: t.ids.community! }),
    setup: withCommunity,
    response: productItems,
  },
  {
    name: 'PUT /api/v2/communities/{id}/products',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/v2/communities/[id]/products/route')).PUT,
    path: (t) => `${V2}/${t.ids.community}/products`,
    params: (t) => ({ id: t.ids.community! }),
    setup: withCommunity,
    body: (t) => ({ ids: [t.ids.product, t.ids.other] }),
    response: productItems,
    malformed: () => ({ ids: ['not-a-product'] }),
    snapshot: row,
  },
  {
    name: 'PUT /api/v2/communities/order',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/v2/communities/order/route')).PUT,
    path: () => `${V2}/order`,
    setup: async (t) => {
      const a = await makeCommunity(t.tenant.id);
      const b = await makeCommunity(t.tenant.id);
      return { a: a.id, b: b.id };
    },
    body: (t) => [
      { id: t.ids.b, order: 1, tenant_id: t.tenant.id },
      { id: t.ids.a, order: 2, tenant_id: t.tenant.id },
    ],
    response: z.object({
      data: z.object({ communities: z.array(summaryShape).min(2) }),
      message: z.string(),
    }),
    malformed: (t) => [{ id: t.ids.b, order: 0, tenant_id: t.tenant.id }],
    snapshot: (t) => communityOrders(t.tenant.id),
  },
  {
    name: 'GET /api/v2/communities/config',
    method: 'GET',
    auth: 'editor',
    crossTenant: false,
    handler: async () => (await import('@/app/api/v2/communities/config/route')).GET,
    path: () => `${V2}/config`,
    setup: withConfig,
    response: z.object({ data: configShape.nullable() }),
  },
  {
    name: 'PUT /api/v2/communities/config',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/v2/communities/config/route')).PUT,
    path: () => `${V2}/config`,
    setup: withConfig,
    body: formBody,
    response: z.object({ data: configShape }),
    malformed: (t) => ({ ...formBody(t), is_private: true, upsell_text: '', upsell_link: '' }),
    snapshot: row,
  },
  {
    name: 'GET /api/v2/communities/settings',
    method: 'GET',
    auth: 'editor',
    crossTenant: false,
    handler: async () => (await import('@/app/api/v2/communities/settings/route')).GET,
    path: () => `${V2}/settings`,
    response: z.object({ data: settingsShape }),
  },
  {
    name: 'PUT /api/v2/communities/settings/show-page',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/v2/communities/settings/show-page/route')).PUT,
    path: () => `${V2}/settings/show-page`,
    body: (t) => ({ tenant_id: t.tenant.id, show_communities_page: 1 }),
    response: z.object({ data: settingsShape, message: z.string() }),
    malformed: (t) => ({ tenant_id: t.tenant.id, show_communities_page: 7 }),
    snapshot: settingsRow,
  },
  {
    name: 'PUT /api/v2/communities/settings/active',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/v2/communities/settings/active/route')).PUT,
    path: () => `${V2}/settings/active`,
    body: (t) => ({ tenant_id: t.tenant.id, active: 1 }),
    response: z.object({ data: settingsShape, message: z.string() }),
    malformed: (t) => ({ tenant_id: t.tenant.id, active: 'sim' }),
    snapshot: settingsRow,
  },
];
