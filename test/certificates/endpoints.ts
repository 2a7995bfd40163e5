import { z } from 'zod';
import { newCertificateCode } from '@/lib/certificates/code';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { createCourse } from '../course/world';

// The certificate endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).

const ZCertificate = z.object({
  id: z.string().uuid(),
  code: z.string().regex(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
  course_id: z.string().uuid(),
  course_title: z.string(),
  holder_name: z.string(),
  hours: z.number().int(),
  completed_at: z.string(),
  revoked: z.boolean(),
  revoked_reason: z.string().nullable(),
  pdf_url: z.string(),
  verify_url: z.string(),
});
const ZPage = z.object({ data: z.object({ items: z.array(ZCertificate), next: z.string().nullable() }) });
const ZSettings = z.object({
  data: z.object({
    course_id: z.string().uuid(),
    course_title: z.string(),
    enabled: z.boolean(),
    required_percent: z.number().int(),
    required_quiz_ids: z.array(z.string().uuid()),
    signer_name: z.string(),
    hours: z.number().int().nullable(),
    default_hours: z.number().int(),
    background: z.string().nullable(),
    background_url: z.string().nullable(),
    school_name: z.string(),
    primary_color: z.string(),
    logo_url: z.string().nullable(),
    quizzes: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  }),
});

/** A course of tenant t with its certificate on, and one issued to t's student. */
async function issued(t: Target) {
  const c = await createCourse(t.tenant);
  await prisma.certificateSettings.create({
    data: { tenantId: t.tenant.id, courseId: c.course, enabled: true },
  });
  const cert = await prisma.certificate.create({
    data: {
      tenantId: t.tenant.id,
      userId: t.student.id,
      courseId: c.course,
      code: newCertificateCode(),
      holderName: 'Aluna Conformidade',
      courseTitle: 'Curso Teste',
      schoolName: t.tenant.name,
      signerName: '',
      hours: 2,
      completedAt: new Date(),
      template: { primaryColor: '#6D28D9', textColor: '#1F2937', logo: null, background: null },
    },
  });
  return { course: c.course, certificate: cert.id, code: cert.code };
}
const settingsRow = (t: Target) =>
  prisma.certificateSettings.findUnique({ where: { courseId: t.ids.course } });
const certificateRow = (t: Target) => prisma.certificate.findUnique({ where: { id: t.ids.certificate } });

export const CERTIFICATE_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/certificates/settings/{courseId}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/certificates/settings/[courseId]/route')).GET,
    setup: issued,
    path: (t) => `/api/auth/certificates/settings/${t.ids.course}`,
    response: ZSettings,
    malformedPath: () => '/api/auth/certificates/settings/not-a-uuid',
  },
  {
    name: 'PUT /api/auth/certificates/settings/{courseId}',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/certificates/settings/[courseId]/route')).PUT,
    setup: issued,
    path: (t) => `/api/auth/certificates/settings/${t.ids.course}`,
    body: () => ({
      enabled: true,
      required_percent: 80,
      required_quiz_ids: [],
      signer_name: 'Ana Lúcia',
      hours: 12,
      background: null,
    }),
    response: ZSettings,
    malformed: () => ({
      enabled: true,
      required_percent: 0,
      required_quiz_ids: [],
      signer_name: '',
      hours: null,
      background: null,
    }),
    snapshot: settingsRow,
  },
  {
    name: 'GET /api/auth/certificates?course_id=',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/certificates/route')).GET,
    setup: issued,
    path: (t) => `/api/auth/certificates?course_id=${t.ids.course}`,
    response: ZPage,
    malformedPath: () => '/api/auth/certificates?course_id=x',
    // another school's course id lists nothing of this one
    crossTenant: 'ignored',
    snapshot: certificateRow,
  },
  {
    name: 'POST /api/auth/certificates/{id}/revoke',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/certificates/[id]/revoke/route')).POST,
    setup: issued,
    path: (t) => `/api/auth/certificates/${t.ids.certificate}/revoke`,
    body: () => ({ reason: 'Emitido por engano' }),
    response: z.object({ data: ZCertificate.extend({ revoked: z.literal(true) }) }),
    malformed: () => ({ reason: '' }),
    snapshot: certificateRow,
  },
  {
    name: 'GET /api/certificates',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/certificates/route')).GET,
    setup: issued,
    path: () => '/api/certificates',
    response: ZPage.refine((p) => p.data.items.length > 0),
    malformedPath: () => '/api/certificates?after=x',
    crossTenant: false,
  },
  {
    name: 'GET /api/certificates/{id}/pdf',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/certificates/[id]/pdf/route')).GET,
    setup: issued,
    path: (t) => `/api/certificates/${t.ids.certificate}/pdf`,
    response: z.string().startsWith('%PDF-'),
    malformedPath: () => '/api/certificates/x/pdf',
  },
  {
    name: 'GET /api/certificates/verify/{code}',
    method: 'GET',
    auth: 'public',
    handler: async () => (await import('@/app/api/certificates/verify/[code]/route')).GET,
    setup: issued,
    path: (t) => `/api/certificates/verify/${t.ids.code}`,
    response: z.object({
      data: z.strictObject({
        code: z.string(),
        holder_name: z.string(),
        course_title: z.string(),
        completed_at: z.string(),
        school_name: z.string(),
        revoked: z.boolean(),
      }),
    }),
    malformedPath: () => '/api/certificates/verify/nao-existe',
  },
];
