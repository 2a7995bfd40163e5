import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { makeLive } from './helpers';

// The live endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).

export const liveShape = z.object({
  id: z.uuid(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  embed_url: z.string(),
  product_ids: z.array(z.uuid()),
  status: z.enum(['upcoming', 'live', 'ended']),
});

const oneLive = async (t: Target) => ({ live: (await makeLive(t.tenant.id)).id });
const countLives = (t: Target) => prisma.live.count({ where: { tenantId: t.tenant.id } });

export const LIVE_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/lives',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/lives/route')).GET,
    path: () => '/api/auth/lives',
    setup: oneLive,
    response: z.object({ data: z.array(liveShape).min(1) }),
    crossTenant: false,
  },
  {
    name: 'POST /api/auth/lives',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/lives/route')).POST,
    path: () => '/api/auth/lives',
    body: (t) => ({
      tenant_id: t.tenant.id,
      title: 'Aula ao vivo',
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      duration_minutes: 60,
      embed_url: 'https://vimeo.com/76979871',
    }),
    validStatus: 201,
    response: z.object({ data: liveShape, message: z.string() }),
    malformed: (t) => ({
      tenant_id: t.tenant.id,
      title: 'Aula ao vivo',
      starts_at: new Date().toISOString(),
      duration_minutes: 60,
      embed_url: 'javascript:alert(1)',
    }),
    snapshot: countLives,
  },
  {
    name: 'DELETE /api/auth/lives/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/lives/[id]/route')).DELETE,
    path: (t) => `/api/auth/lives/${t.ids.live}`,
    params: (t) => ({ id: t.ids.live! }),
    setup: oneLive,
    response: z.object({ data: z.object({ id: z.uuid() }), message: z.string() }),
  },
  {
    name: 'PATCH /api/auth/lives/{id}',
    method: 'PATCH',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/lives/[id]/route')).PATCH,
    path: (t) => `/api/auth/lives/${t.ids.live}`,
    params: (t) => ({ id: t.ids.live! }),
    setup: oneLive,
    body: (t) => ({
      tenant_id: t.tenant.id,
      title: 'Aula ao vivo remarcada',
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      duration_minutes: 30,
      embed_url: 'https://vimeo.com/76979871',
    }),
    response: z.object({ data: liveShape, message: z.string() }),
    malformed: (t) => ({
      tenant_id: t.tenant.id,
      title: '',
      starts_at: new Date().toISOString(),
      duration_minutes: 60,
      embed_url: 'https://vimeo.com/76979871',
    }),
    snapshot: (t) => prisma.live.findMany({ where: { tenantId: t.tenant.id }, select: { title: true } }),
  },
  {
    name: 'GET /api/platform/has-live',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/platform/has-live/route')).GET,
    path: () => '/api/platform/has-live',
    setup: oneLive,
    response: z.object({ show_live_alert: z.boolean(), live_id: z.uuid().nullable() }),
    crossTenant: false,
  },
];
