import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { createUser } from '../support/factories';

// The Equipe endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).

const member = z.object({
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'admin', 'editor', 'moderator', 'support', 'student']),
  me: z.boolean(),
});
const teamOf = (t: Target) =>
  prisma.membership.findMany({
    where: { tenantId: t.tenant.id },
    select: { userId: true, role: true },
    orderBy: { id: 'asc' },
  });
const anEditor = async (t: Target) => ({ user: (await createUser(t.tenant, 'editor')).id });

export const TEAM_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/team',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/team/route')).GET,
    path: () => '/api/team',
    response: z.object({
      data: z.object({ items: z.array(member).min(1), next_cursor: z.uuid().nullable() }),
    }),
    malformedPath: () => '/api/team?cursor=nao-e-um-id',
    crossTenant: false,
  },
  {
    name: 'POST /api/team',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/team/route')).POST,
    path: () => '/api/team',
    body: () => ({ email: `convite-${randomBytes(4).toString('hex')}@example.test`, role: 'editor' }),
    validStatus: 201,
    response: z.object({ data: z.object({ member, mailed: z.boolean() }) }),
    malformed: () => ({ email: 'convite@example.test', role: 'student' }),
    snapshot: teamOf,
    crossTenant: false,
  },
  {
    name: 'PUT /api/team/{userId}',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/team/[userId]/route')).PUT,
    setup: anEditor,
    path: (t) => `/api/team/${t.ids.user}`,
    params: (t) => ({ userId: t.ids.user! }),
    body: () => ({ role: 'moderator' }),
    response: z.object({ data: member }),
    malformed: () => ({ role: 'rei' }),
    snapshot: teamOf,
  },
  {
    name: 'DELETE /api/team/{userId}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/team/[userId]/route')).DELETE,
    setup: anEditor,
    path: (t) => `/api/team/${t.ids.user}`,
    params: (t) => ({ userId: t.ids.user! }),
    response: z.object({ data: member.extend({ role: z.literal('student') }) }),
    snapshot: teamOf,
  },
];
