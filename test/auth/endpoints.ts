import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import { newToken } from '@/lib/server/auth/tokens';
import type { Endpoint } from '../conformance/types';
import { createUser, TEST_PASSWORD } from '../support/factories';
import { readyUpload } from '../support/uploads';

// The sign-in endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).
// None of them names a tenant or a resource, so the cross-tenant case does not apply.
const sessionsOf = (userId: string) => prisma.session.count({ where: { userId } });

export const AUTH_ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/login',
    method: 'POST',
    auth: 'public',
    crossTenant: false,
    handler: async () => (await import('@/app/api/login/route')).POST,
    path: () => '/api/login',
    body: (t) => ({ email: t.student.email, password: TEST_PASSWORD }),
    response: z.object({
      data: z.object({
        user: z.object({ id: z.string().uuid(), name: z.string(), email: z.string(), role: z.string() }),
        redirect: z.string().startsWith('/'),
      }),
    }),
    malformed: (t) => ({ email: t.student.email }),
    snapshot: (t) => sessionsOf(t.student.id),
  },
  {
    name: 'POST /api/logout',
    method: 'POST',
    auth: 'public',
    crossTenant: false,
    handler: async () => (await import('@/app/api/logout/route')).POST,
    path: () => '/api/logout',
    response: z.object({ data: z.object({ ok: z.literal(true) }) }),
  },
  {
    name: 'POST /api/magic-link',
    method: 'POST',
    auth: 'public',
    crossTenant: false,
    handler: async () => (await import('@/app/api/magic-link/route')).POST,
    path: () => '/api/magic-link',
    setup: async (t) => {
      await prisma.platformSettings.update({
        where: { tenantId: t.tenant.id },
        data: { magicLinkEnabled: true },
      });
      return {};
    },
    body: () => ({ email: 'nobody@example.test' }),
    response: z.object({ message: z.string().min(1) }),
    malformed: () => ({ email: 'not-an-email' }),
    snapshot: (t) => prisma.magicLinkToken.count({ where: { tenantId: t.tenant.id } }),
  },
  {
    name: 'POST /api/password-reset',
    method: 'POST',
    auth: 'public',
    crossTenant: false,
    handler: async () => (await import('@/app/api/password-reset/route')).POST,
    path: () => '/api/password-reset',
    body: () => ({ email: 'nobody@example.test' }),
    response: z.object({ message: z.string().min(1) }),
    malformed: () => ({ email: 'not-an-email', current_password: TEST_PASSWORD }),
    snapshot: (t) => prisma.accountToken.count({ where: { tenantId: t.tenant.id } }),
  },
  {
    name: 'POST /api/password-reset/confirm',
    method: 'POST',
    auth: 'public',
    crossTenant: false,
    handler: async () => (await import('@/app/api/password-reset/confirm/route')).POST,
    path: () => '/api/password-reset/confirm',
    setup: async (t) => {
      // a member of its own: the reset ends every session of theirs
      const member = await createUser(t.tenant, 'student');
      const { token, hash } = newToken();
      await prisma.accountToken.create({
        data: {
          tenantId: t.tenant.id,
          userId: member.id,
          purpose: 'password_reset',
          tokenHash: hash,
          expiresAt: new Date(Date.now() + 600_000),
        },
      });
      return { token };
    },
    body: (t) => ({ token: t.ids.token, password: 'novaSenha123' }),
    response: z.object({ data: z.object({ redirect: z.string().startsWith('/') }), message: z.string() }),
    malformed: (t) => ({ token: t.ids.token, password: 'curta' }),
    snapshot: (t) => prisma.accountToken.count({ where: { tenantId: t.tenant.id, usedAt: { not: null } } }),
  },
  {
    name: 'PATCH /api/account/profile',
    method: 'PATCH',
    auth: 'user',
    crossTenant: false,
    handler: async () => (await import('@/app/api/account/profile/route')).PATCH,
    path: () => '/api/account/profile',
    body: (t) => ({ name: `Aluno ${t.student.id.slice(0, 4)}` }),
    response: z.object({ data: z.object({ name: z.string().min(1) }), message: z.string() }),
    malformed: () => ({ name: '   ' }),
    snapshot: (t) => prisma.user.findUnique({ where: { id: t.student.id }, select: { name: true } }),
  },
  {
    name: 'PUT /api/account/photo',
    method: 'PUT',
    auth: 'user',
    crossTenant: false,
    handler: async () => (await import('@/app/api/account/photo/route')).PUT,
    path: () => '/api/account/photo',
    setup: async (t) => ({ photo: await readyUpload(t.tenant.id, 'avatar', { createdById: t.student.id }) }),
    body: (t) => ({ key: t.ids.photo }),
    response: z.object({ data: z.object({ photo_url: z.string().min(1) }), message: z.string() }),
    malformed: () => ({ key: '' }),
    snapshot: (t) => prisma.user.findUnique({ where: { id: t.student.id }, select: { photoUrl: true } }),
  },
  {
    name: 'DELETE /api/account/photo',
    method: 'DELETE',
    auth: 'user',
    crossTenant: false,
    handler: async () => (await import('@/app/api/account/photo/route')).DELETE,
    path: () => '/api/account/photo',
    response: z.object({ data: z.object({ photo_url: z.null() }), message: z.string() }),
  },
  {
    name: 'POST /api/account/password',
    method: 'POST',
    auth: 'user',
    crossTenant: false,
    handler: async () => (await import('@/app/api/account/password/route')).POST,
    path: () => '/api/account/password',
    // the same password again: valid, and the members' sign-ins elsewhere in the table keep working
    body: () => ({ current_password: TEST_PASSWORD, password: TEST_PASSWORD }),
    response: z.object({ data: z.object({ ok: z.literal(true) }), message: z.string() }),
    malformed: () => ({ current_password: TEST_PASSWORD, password: 'curta' }),
    snapshot: (t) =>
      prisma.userCredential.findUnique({ where: { userId: t.student.id }, select: { passwordHash: true } }),
  },
  {
    name: 'POST /api/account/email',
    method: 'POST',
    auth: 'user',
    crossTenant: false,
    handler: async () => (await import('@/app/api/account/email/route')).POST,
    path: () => '/api/account/email',
    body: () => ({ email: 'endereco-novo@example.test', current_password: TEST_PASSWORD }),
    response: z.object({ message: z.string().min(1) }),
    malformed: () => ({ email: 'not-an-email', current_password: TEST_PASSWORD }),
    snapshot: (t) => prisma.accountToken.count({ where: { tenantId: t.tenant.id } }),
  },
  {
    name: 'GET /api/account/email/confirm?token=',
    method: 'GET',
    auth: 'public',
    crossTenant: false,
    handler: async () => (await import('@/app/api/account/email/confirm/route')).GET,
    path: () => '/api/account/email/confirm?token=unknown',
    validStatus: 303,
    response: z.null(),
  },
  {
    name: 'GET /api/magic-link/verify?token=',
    method: 'GET',
    auth: 'public',
    crossTenant: false,
    handler: async () => (await import('@/app/api/magic-link/verify/route')).GET,
    path: () => '/api/magic-link/verify?token=unknown',
    validStatus: 303,
    response: z.null(),
  },
  {
    name: 'GET /api/auth/me',
    method: 'GET',
    auth: 'user',
    crossTenant: false,
    handler: async () => (await import('@/app/api/auth/me/route')).GET,
    path: () => '/api/auth/me',
    response: z.object({
      data: z.object({
        id: z.string().uuid(),
        name: z.string(),
        email: z.string(),
        photo_url: z.string().nullable(),
        locale: z.string().nullable(),
        roles: z.array(z.object({ role: z.object({ slug: z.string() }) })).length(1),
        hasThePlayer: z.boolean(),
        canEdit: z.boolean(),
        tenant: z.object({ id: z.string().uuid(), name: z.string() }),
      }),
    }),
  },
  {
    name: 'PUT /api/auth/me/locale',
    method: 'PUT',
    auth: 'user',
    crossTenant: false,
    handler: async () => (await import('@/app/api/auth/me/locale/route')).PUT,
    path: () => '/api/auth/me/locale',
    body: () => ({ locale: 'en' }),
    response: z.object({ data: z.object({ locale: z.enum(['pt-BR', 'en', 'es']) }) }),
    malformed: () => ({ locale: 'fr' }),
    snapshot: (t) => prisma.user.findUnique({ where: { id: t.admin.id }, select: { locale: true } }),
  },
];
