import { z } from 'zod';
import { ZGamificationMe, ZRanking, ZRankingStatus } from '@/lib/gamification/student-schemas';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';

// The gamification engine's endpoints (ranking switches, reset, the student side) for the conformance
// table (test/conformance/endpoints.ts spreads this list).

async function reachedLevel(t: Target): Promise<Record<string, string>> {
  const level = await prisma.level.create({
    data: { tenantId: t.tenant.id, name: 'Conformidade', neededScore: 0 },
  });
  await prisma.levelReached.create({
    data: { tenantId: t.tenant.id, userId: t.student.id, levelId: level.id },
  });
  return { level: level.id };
}

export const GAMIFICATION_ENGINE_ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/auth/community/reset-ranking',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/community/reset-ranking/route')).POST,
    path: () => '/api/auth/community/reset-ranking',
    headers: (t) => ({ tenantId: t.tenant.id }),
    response: z.object({ message: z.string().min(1) }),
  },
  {
    name: 'PUT /api/auth/ranking/toggle-status/{0|1}/{tenant}',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/toggle-status/[status]/[tenant]/route')).PUT,
    path: (t) => `/api/auth/ranking/toggle-status/0/${t.tenant.id}`,
    params: (t) => ({ status: '0', tenant: t.tenant.id }),
    response: z.object({ data: z.object({ show_ranking: z.literal(false) }) }),
  },
  {
    name: 'GET /api/auth/ranking/status/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/status/[tenant]/route')).GET,
    path: (t) => `/api/auth/ranking/status/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    response: z.object({ data: ZRankingStatus }),
  },
  {
    name: 'GET /api/gamification/me',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/gamification/me/route')).GET,
    path: () => '/api/gamification/me',
    response: z.object({ data: ZGamificationMe }),
    // names no tenant nor resource: every member reads their own
    crossTenant: false,
  },
  {
    name: 'GET /api/gamification/celebrations',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/gamification/celebrations/route')).GET,
    setup: reachedLevel,
    path: () => '/api/gamification/celebrations',
    response: z.object({
      data: z.array(
        z.object({
          kind: z.enum(['level', 'reward']),
          id: z.string().uuid(),
          name: z.string(),
          animation: z.string(),
          sound: z.string(),
        }),
      ),
    }),
    crossTenant: false,
  },
  {
    name: 'GET /api/gamification/ranking?limit=',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/gamification/ranking/route')).GET,
    path: () => '/api/gamification/ranking?limit=10',
    response: z.object({ data: ZRanking }),
    crossTenant: false,
  },
  {
    name: 'POST /api/gamification/celebrations/seen',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/gamification/celebrations/seen/route')).POST,
    setup: reachedLevel,
    path: () => '/api/gamification/celebrations/seen',
    body: (t) => ({ kind: 'level', id: t.ids.level }),
    response: z.object({ data: z.object({ kind: z.literal('level'), id: z.string().uuid() }) }),
    malformed: (t) => ({ kind: 'medal', id: t.ids.level }),
    snapshot: (t) =>
      prisma.levelReached.findMany({ where: { levelId: t.ids.level }, select: { seenAt: true } }),
  },
];
