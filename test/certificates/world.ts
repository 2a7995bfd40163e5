import { drainOutbox } from '@/lib/events/outbox';
import { prisma } from '@/lib/server/db';
import { createCourse, enroll } from '../course/world';
import { call } from '../support/http';
import { createUser, type TestTenant, type TestUser } from '../support/factories';

// Certificate test worlds: a course of four lessons (two modules of two) with its certificate on, and a
// student enrolled in it.

export async function certifiedCourse(
  t: TestTenant,
  settings: {
    requiredPercent?: number;
    requiredQuizIds?: string[];
    signerName?: string;
    enabled?: boolean;
  } = {},
  studentName = 'João da Conceição',
) {
  const course = await createCourse(t);
  await prisma.lesson.updateMany({ where: { id: { in: course.lessons } }, data: { durationSeconds: 1800 } });
  await prisma.course.update({ where: { id: course.course }, data: { title: 'Introdução à Programação' } });
  await prisma.certificateSettings.create({
    data: {
      tenantId: t.id,
      courseId: course.course,
      enabled: settings.enabled ?? true,
      requiredPercent: settings.requiredPercent ?? 100,
      requiredQuizIds: settings.requiredQuizIds ?? [],
      signerName: settings.signerName ?? 'Ana Lúcia Brandão',
    },
  });
  const student = await createUser(t, 'student', studentName);
  await enroll(t, student.id, course.product);
  return { ...course, student };
}

/** 'Concluir aula' through its handler, then the worker's drain. */
export async function complete(t: TestTenant, u: TestUser, lessonId: string) {
  const { POST } = await import('@/app/api/auth/lessons/complete/route');
  const res = await call(POST, 'POST', '/api/auth/lessons/complete', {
    host: t.host,
    cookie: u.cookie,
    body: { lesson_id: lessonId },
  });
  if (res.status >= 300) throw new Error(`complete answered ${res.status}: ${JSON.stringify(res.body)}`);
  await drainOutbox({ maxRounds: 1000 });
}

export const certificatesOf = (t: TestTenant, userId: string) =>
  prisma.certificate.findMany({ where: { tenantId: t.id, userId } });

/** The text of every page of a PDF, as a reader extracts it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, useSystemFonts: false }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    out.push(content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\n' : '') : '')).join(''));
  }
  await doc.destroy();
  return out.join('\n');
}
