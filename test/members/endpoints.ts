import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { createUser } from '../support/factories';

// The 'Alunos' endpoints (issue 47) for the conformance table (test/conformance/endpoints.ts spreads it).

const grant = z.object({
  product_id: z.uuid(),
  product_title: z.string(),
  granted_at: z.string(),
  expires_at: z.string().nullable(),
  active: z.boolean(),
  origin: z.string(),
  origin_ref: z.string().nullable(),
});
export const memberRowShape = z.object({
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  joined_at: z.string(),
  last_access_at: z.string().nullable(),
  deactivated: z.boolean(),
  points: z.number().int(),
  grants: z.array(grant),
  progress: z.array(
    z.object({
      course_id: z.uuid(),
      title: z.string(),
      lessons: z.number().int(),
      completed: z.number().int(),
      percent: z.number().int(),
    }),
  ),
});
export const memberShape = memberRowShape.extend({
  history: z.array(
    z.object({
      kind: z.string(),
      product_id: z.uuid(),
      product_title: z.string(),
      origin: z.string(),
      origin_ref: z.string().nullable(),
      expires_at: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export const importShape = z.object({
  id: z.uuid(),
  file_name: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  rejected: z.number().int(),
  created: z.number().int(),
  invite: z.boolean(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

const BASE = '/api/auth/members';

/** A member of their own (the shared student's session must outlive a deactivation) and a product. */
async function memberAndProduct(t: Target) {
  const user = await createUser(t.tenant, 'student');
  const product = await prisma.product.create({ data: { tenantId: t.tenant.id, title: 'Plano Ouro' } });
  return { member: user.id, product: product.id };
}
const enrollments = (t: Target) => prisma.enrollment.count({ where: { tenantId: t.tenant.id } });
const memberships = (t: Target) => prisma.membership.count({ where: { tenantId: t.tenant.id } });
const imports = (t: Target) => prisma.memberImport.count({ where: { tenantId: t.tenant.id } });
const csvForm = (text: string) => {
  const form = new FormData();
  form.set('file', new File([text], 'alunos.csv', { type: 'text/csv' }));
  return form;
};
const oneImport = async (t: Target) => {
  const row = await prisma.memberImport.create({
    data: {
      tenantId: t.tenant.id,
      fileName: 'a.csv',
      source: '',
      status: 'done',
      total: 1,
      done: 1,
      rejected: 1,
    },
  });
  await prisma.memberImportReject.create({
    data: { tenantId: t.tenant.id, importId: row.id, line: 2, email: 'x', reason: 'invalidEmail' },
  });
  return { import: row.id };
};
const detail = z.object({ data: memberShape, message: z.string() });

export const MEMBERS_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/members',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/route')).GET,
    path: () => `${BASE}?q=pessoa`,
    response: z.object({
      data: z.object({ items: z.array(memberRowShape).min(1), next_cursor: z.uuid().nullable() }),
    }),
    malformedPath: () => `${BASE}?status=bogus`,
    crossTenant: false,
  },
  {
    name: 'GET /api/auth/members/{userId}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/[userId]/route')).GET,
    path: (t) => `${BASE}/${t.ids.member}`,
    setup: memberAndProduct,
    response: z.object({ data: memberShape }),
  },
  {
    name: 'POST /api/auth/members/{userId}/grant',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/[userId]/grant/route')).POST,
    path: (t) => `${BASE}/${t.ids.member}/grant`,
    setup: memberAndProduct,
    body: (t) => ({ product_id: t.ids.product }),
    response: detail,
    malformed: (t) => ({ product_id: t.ids.product, expires_at: 'amanhã' }),
    snapshot: enrollments,
  },
  {
    name: 'POST /api/auth/members/{userId}/revoke',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/[userId]/revoke/route')).POST,
    path: (t) => `${BASE}/${t.ids.member}/revoke`,
    setup: async (t) => {
      const ids = await memberAndProduct(t);
      await prisma.enrollment.create({
        data: { tenantId: t.tenant.id, userId: ids.member, productId: ids.product },
      });
      return ids;
    },
    body: (t) => ({ product_id: t.ids.product }),
    response: detail,
    malformed: () => ({ product_id: 'plano' }),
    snapshot: (t) =>
      prisma.enrollment.findMany({ where: { tenantId: t.tenant.id }, select: { expiresAt: true } }),
  },
  {
    name: 'POST /api/auth/members/{userId}/resend',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/[userId]/resend/route')).POST,
    path: (t) => `${BASE}/${t.ids.member}/resend`,
    setup: memberAndProduct,
    response: z.object({ data: z.object({ sent: z.literal(true) }), message: z.string() }),
  },
  {
    name: 'POST /api/auth/members/{userId}/deactivate',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/[userId]/deactivate/route')).POST,
    path: (t) => `${BASE}/${t.ids.member}/deactivate`,
    setup: memberAndProduct,
    response: detail,
  },
  {
    name: 'POST /api/auth/members/{userId}/reactivate',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/[userId]/reactivate/route')).POST,
    path: (t) => `${BASE}/${t.ids.member}/reactivate`,
    setup: async (t) => {
      const ids = await memberAndProduct(t);
      await prisma.membership.updateMany({
        where: { tenantId: t.tenant.id, userId: ids.member },
        data: { deactivatedAt: new Date() },
      });
      return ids;
    },
    response: detail,
  },
  {
    name: 'POST /api/auth/members/invite',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/invite/route')).POST,
    path: () => `${BASE}/invite`,
    setup: memberAndProduct,
    body: (t) => ({ emails: `convite-${t.ids.product!.slice(0, 8)}@exemplo.com`, product_id: t.ids.product }),
    response: z.object({
      data: z.object({ invited: z.number().int(), created: z.number().int() }),
      message: z.string(),
    }),
    malformed: (t) => ({ emails: 'não é e-mail', product_id: t.ids.product }),
    snapshot: memberships,
  },
  {
    name: 'GET /api/auth/members/imports',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/imports/route')).GET,
    path: () => `${BASE}/imports`,
    setup: oneImport,
    response: z.object({ data: z.array(importShape).min(1) }),
    crossTenant: false,
  },
  {
    name: 'POST /api/auth/members/imports',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/imports/route')).POST,
    path: () => `${BASE}/imports`,
    body: () => csvForm('email,nome\nana@exemplo.com,Ana\n'),
    validStatus: 202,
    response: z.object({ data: importShape, message: z.string() }),
    malformed: () => csvForm(''),
    snapshot: imports,
    crossTenant: false,
  },
  {
    name: 'GET /api/auth/members/imports/{id}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/imports/[id]/route')).GET,
    path: (t) => `${BASE}/imports/${t.ids.import}`,
    setup: oneImport,
    response: z.object({ data: importShape }),
  },
  {
    name: 'GET /api/auth/members/imports/{id}/report',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/members/imports/[id]/report/route')).GET,
    path: (t) => `${BASE}/imports/${t.ids.import}/report`,
    setup: oneImport,
    response: z.string().regex(/invalid|inválido/i),
  },
];
