// Bench cases of the certificates (issue 49), spread into bench/cases.ts. The PDF case reports what a
// download costs: the render with embedded, subset fonts (ADR 0522). Run alone with
// `BENCH_ONLY=certificate BENCH_LARGE=0 npm run bench`.
import { GET as certificatePdf } from '@/app/api/certificates/[id]/pdf/route';
import { GET as myCertificates } from '@/app/api/certificates/route';
import { GET as verifyCertificate } from '@/app/api/certificates/verify/[code]/route';
import { GET as certificateSettings } from '@/app/api/auth/certificates/settings/[courseId]/route';
import { newCertificateCode } from '@/lib/certificates/code';
import { prisma } from '@/lib/server/db';
import { makeRequest } from '@/test/support/http';
import { ADMIN, STUDENT, type BenchCase } from './case-types';

/** The demo student's certificate of the demo's first course, issued once (the record is immutable). */
async function demoCertificate(tenantId: string) {
  const [student, course] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { email: STUDENT }, select: { id: true, name: true } }),
    prisma.course.findFirstOrThrow({
      where: { tenantId },
      orderBy: { order: 'asc' },
      select: { id: true, title: true },
    }),
  ]);
  const existing = await prisma.certificate.findUnique({
    where: { userId_courseId: { userId: student.id, courseId: course.id } },
  });
  if (existing) return { ...existing, courseId: course.id };
  const cert = await prisma.certificate.create({
    data: {
      tenantId,
      userId: student.id,
      courseId: course.id,
      code: newCertificateCode(),
      holderName: student.name,
      courseTitle: course.title,
      schoolName: 'Praça Demo',
      signerName: 'Ana Lúcia Brandão',
      hours: 12,
      completedAt: new Date(),
      template: { primaryColor: '#6D28D9', textColor: '#1F2937', logo: null, background: null },
    },
  });
  return { ...cert, courseId: course.id };
}

export const CERTIFICATE_BENCH_CASES: BenchCase[] = [
  {
    // The render: one read of the record, then pdf-lib with two subset fonts. Reported, not bounded.
    name: 'GET /api/certificates/{id}/pdf (certificate pdf)',
    scale: 0.25,
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(STUDENT);
      const cert = await demoCertificate(tenantId);
      const path = `/api/certificates/${cert.id}/pdf`;
      return {
        handler: certificatePdf,
        params: { id: cert.id },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // One keyset page on (tenant_id, user_id, id).
    name: 'GET /api/certificates (certificate list)',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(STUDENT);
      await demoCertificate(tenantId);
      return {
        handler: myCertificates,
        request: () => makeRequest('GET', '/api/certificates', { host, cookie }),
      };
    },
  },
  {
    // One read by the unique code, held to the school.
    name: 'GET /api/certificates/verify/{code} (certificate verification)',
    prepare: async ({ host, tenantId }) => {
      const cert = await demoCertificate(tenantId);
      const path = `/api/certificates/verify/${cert.code}`;
      return {
        handler: verifyCertificate,
        params: { code: cert.code },
        request: () => makeRequest('GET', path, { host }),
      };
    },
  },
  {
    // The course, its settings, the look, the quizzes and the sum of durations: a fixed number of reads.
    name: 'GET /api/auth/certificates/settings/{courseId} (certificate settings)',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(ADMIN);
      const { courseId } = await demoCertificate(tenantId);
      const path = `/api/auth/certificates/settings/${courseId}`;
      return {
        handler: certificateSettings,
        params: { courseId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
];
