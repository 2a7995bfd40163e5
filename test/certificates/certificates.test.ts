import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_PATTERN, normalizeCertificateCode } from '@/lib/certificates/code';
import { publish } from '@/lib/events';
import { drainOutbox } from '@/lib/events/outbox';
import { prisma } from '@/lib/server/db';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { call, makeRequest, paramsFor } from '../support/http';
import { createUser, createWorld, type TestTenant, type TestUser } from '../support/factories';
import { certificatesOf, certifiedCourse, complete, pdfText } from './world';

// Issue 49, certificates: who qualifies (share of lessons, required quizzes, deleted lessons), one per
// member and course, the issued record immutable, revocation, the public verification per school, and
// the PDF's text.

async function pdfOf(t: TestTenant, u: TestUser, id: string) {
  const { GET } = await import('@/app/api/certificates/[id]/pdf/route');
  const path = `/api/certificates/${id}/pdf`;
  const res = await GET(makeRequest('GET', path, { host: t.host, cookie: u.cookie }), {
    params: Promise.resolve(paramsFor(GET, path)),
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function verifyCall(t: TestTenant, code: string) {
  const { GET } = await import('@/app/api/certificates/verify/[code]/route');
  return call(GET, 'GET', `/api/certificates/verify/${code}`, { host: t.host });
}

async function quizPassed(t: TestTenant, userId: string, quizId: string) {
  const attempt = await prisma.quizAttempt.create({ data: { tenantId: t.id, quizId, userId } });
  await prisma.quizPass.create({ data: { tenantId: t.id, quizId, userId, attemptId: attempt.id } });
  await forTenant(t.id).$transaction((tx) =>
    publish(tx, { type: 'quiz.passed', tenantId: t.id, userId, quizId }),
  );
  await drainOutbox({ maxRounds: 1000 });
}

describe('certificates', () => {
  let w: Awaited<ReturnType<typeof createWorld>>;
  beforeAll(async () => {
    w = await createWorld();
  });

  it('is issued when the last lesson is completed (100% by default), with a snapshot and a code', async () => {
    const c = await certifiedCourse(w.a);
    for (const lesson of c.lessons.slice(0, 3)) await complete(w.a, c.student, lesson);
    expect(await certificatesOf(w.a, c.student.id)).toHaveLength(0);
    await complete(w.a, c.student, c.lessons[3]!);
    const [cert] = await certificatesOf(w.a, c.student.id);
    expect(cert).toMatchObject({
      courseId: c.course,
      holderName: 'João da Conceição',
      courseTitle: 'Introdução à Programação',
      schoolName: 'Tenant A',
      signerName: 'Ana Lúcia Brandão',
      hours: 2, // 4 lessons of 30 minutes
      seenAt: null,
      revokedAt: null,
    });
    expect(cert!.code).toMatch(CODE_PATTERN);
  });

  it('counts the share of lessons the settings ask for', async () => {
    const c = await certifiedCourse(w.a, { requiredPercent: 75 });
    await complete(w.a, c.student, c.lessons[0]!);
    await complete(w.a, c.student, c.lessons[2]!);
    expect(await certificatesOf(w.a, c.student.id)).toHaveLength(0); // 50%
    await complete(w.a, c.student, c.lessons[3]!);
    expect(await certificatesOf(w.a, c.student.id)).toHaveLength(1); // 75%
  });

  it('issues nothing while the certificate is off', async () => {
    const c = await certifiedCourse(w.a, { enabled: false });
    for (const lesson of c.lessons) await complete(w.a, c.student, lesson);
    expect(await certificatesOf(w.a, c.student.id)).toHaveLength(0);
  });

  it('waits for every required quiz, and a quiz passed last issues it', async () => {
    const quiz = await prisma.quiz.create({ data: { tenantId: w.a.id, name: 'Prova final' } });
    const gone = await prisma.quiz.create({
      data: { tenantId: w.a.id, name: 'Apagada', deletedAt: new Date() },
    });
    const c = await certifiedCourse(w.a, { requiredQuizIds: [quiz.id, gone.id] });
    for (const lesson of c.lessons) await complete(w.a, c.student, lesson);
    expect(await certificatesOf(w.a, c.student.id)).toHaveLength(0);
    await quizPassed(w.a, c.student.id, quiz.id); // the deleted quiz is no longer required
    expect(await certificatesOf(w.a, c.student.id)).toHaveLength(1);
  });

  it('a deleted lesson no longer counts, neither as needed nor as done', async () => {
    const c = await certifiedCourse(w.a);
    for (const lesson of c.lessons.slice(0, 3)) await complete(w.a, c.student, lesson);
    await prisma.lesson.delete({ where: { id: c.lessons[3]! } });
    // the next completion event re-evaluates: 3 of 3 live lessons
    await prisma.lessonProgress.deleteMany({ where: { userId: c.student.id, lessonId: c.lessons[2]! } });
    await complete(w.a, c.student, c.lessons[2]!);
    const [cert] = await certificatesOf(w.a, c.student.id);
    expect(cert?.hours).toBe(2); // 3 × 30 min = 1.5 h, rounded

    const d = await certifiedCourse(w.a);
    await complete(w.a, d.student, d.lessons[0]!);
    await complete(w.a, d.student, d.lessons[1]!);
    await complete(w.a, d.student, d.lessons[2]!);
    await prisma.lesson.delete({ where: { id: d.lessons[0]! } }); // done, then deleted: 2 of 3 live
    await prisma.lessonProgress.deleteMany({ where: { userId: d.student.id, lessonId: d.lessons[2]! } });
    await complete(w.a, d.student, d.lessons[2]!);
    expect(await certificatesOf(w.a, d.student.id)).toHaveLength(0);
  });

  it('is issued once per member and course, whatever is replayed', async () => {
    const c = await certifiedCourse(w.a);
    for (const lesson of c.lessons) await complete(w.a, c.student, lesson);
    const [first] = await certificatesOf(w.a, c.student.id);
    const replay = { tenantId: w.a.id, userId: c.student.id, courseId: c.course, moduleId: c.modules[1]! };
    await forTenant(w.a.id).$transaction((tx) =>
      publish(tx, [
        { type: 'lesson.completed', lessonId: c.lessons[3]!, ...replay },
        { type: 'lesson.completed', lessonId: c.lessons[2]!, ...replay },
      ]),
    );
    await drainOutbox({ maxRounds: 1000 });
    const after = await certificatesOf(w.a, c.student.id);
    expect(after).toHaveLength(1);
    expect(after[0]!.code).toBe(first!.code);
  });

  it('does not change when the course, the settings or the holder change later', async () => {
    const c = await certifiedCourse(w.a);
    for (const lesson of c.lessons) await complete(w.a, c.student, lesson);
    const [before] = await certificatesOf(w.a, c.student.id);
    await prisma.course.update({ where: { id: c.course }, data: { title: 'Outro título' } });
    await prisma.certificateSettings.update({
      where: { courseId: c.course },
      data: { signerName: 'Outra Pessoa', hours: 40 },
    });
    await prisma.user.update({ where: { id: c.student.id }, data: { name: 'Nome Novo' } });
    const [after] = await certificatesOf(w.a, c.student.id);
    expect(after).toEqual(before);
    // and the database refuses to rewrite one
    await expect(
      prisma.certificate.update({ where: { id: before!.id }, data: { holderName: 'Forjado' } }),
    ).rejects.toThrow();
    const pdf = await pdfOf(w.a, c.student, before!.id);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Introdução à Programação');
    expect(text).not.toContain('Outro título');
    expect(text).not.toContain('Nome Novo');
  });

  it('the PDF holds the name with its accents, the course, the hours and the code', async () => {
    const c = await certifiedCourse(w.a, {}, 'Maria Antônia Gonçalves Ñúñez');
    for (const lesson of c.lessons) await complete(w.a, c.student, lesson);
    const [cert] = await certificatesOf(w.a, c.student.id);
    const pdf = await pdfOf(w.a, c.student, cert!.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`certificado-${cert!.code}.pdf`);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Maria Antônia Gonçalves Ñúñez');
    expect(text).toContain('Introdução à Programação');
    expect(text).toContain('Ana Lúcia Brandão');
    expect(text).toContain(cert!.code);
    expect(text).toContain('carga horária de 2 horas');
    expect(text).toContain(`/certificado/${cert!.code}`);
  });

  it('the PDF is for its holder and the editors only', async () => {
    const c = await certifiedCourse(w.a);
    for (const lesson of c.lessons) await complete(w.a, c.student, lesson);
    const [cert] = await certificatesOf(w.a, c.student.id);
    const other = await createUser(w.a, 'student');
    expect((await pdfOf(w.a, other, cert!.id)).status).toBe(404);
    expect((await pdfOf(w.a, w.adminA, cert!.id)).status).toBe(200);
    expect((await pdfOf(w.b, w.adminB, cert!.id)).status).toBe(404);
  });

  it('verification: this school only, holder, course, date and school, and revocation', async () => {
    const c = await certifiedCourse(w.a);
    for (const lesson of c.lessons) await complete(w.a, c.student, lesson);
    const [cert] = await certificatesOf(w.a, c.student.id);
    const ok = await verifyCall(w.a, cert!.code.toLowerCase().replace(/-/g, ''));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({
      code: cert!.code,
      holder_name: 'João da Conceição',
      course_title: 'Introdução à Programação',
      completed_at: cert!.completedAt.toISOString(),
      school_name: 'Tenant A',
      revoked: false,
    });
    expect((await verifyCall(w.b, cert!.code)).status).toBe(404);
    expect((await verifyCall(w.a, 'ZZZZ-ZZZZ-ZZZZ')).status).toBe(404);
    expect((await verifyCall(w.a, 'não-é-um-código')).status).toBe(404);

    const { POST } = await import('@/app/api/auth/certificates/[id]/revoke/route');
    const path = `/api/auth/certificates/${cert!.id}/revoke`;
    expect(
      (await call(POST, 'POST', path, { host: w.a.host, cookie: c.student.cookie, body: { reason: 'x' } }))
        .status,
    ).toBe(403);
    const empty = await call(POST, 'POST', path, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { reason: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Informe o motivo da revogação.');
    expect(
      (await call(POST, 'POST', path, { host: w.b.host, cookie: w.adminB.cookie, body: { reason: 'x' } }))
        .status,
    ).toBe(404);
    const revoked = await call(POST, 'POST', path, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { reason: 'Plágio na avaliação final' },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ revoked: true, revoked_reason: 'Plágio na avaliação final' });
    expect((await verifyCall(w.a, cert!.code)).body.data.revoked).toBe(true);
    // the holder no longer downloads it; the snapshot itself did not change
    expect((await pdfOf(w.a, c.student, cert!.id)).status).toBe(409);
    const [after] = await certificatesOf(w.a, c.student.id);
    expect(after!.holderName).toBe(cert!.holderName);
  });

  it('is celebrated once, like a level, and listed on the profile', async () => {
    const c = await certifiedCourse(w.a);
    for (const lesson of c.lessons) await complete(w.a, c.student, lesson);
    const [cert] = await certificatesOf(w.a, c.student.id);
    const celebrations = (await import('@/app/api/gamification/celebrations/route')).GET;
    const pending = await call(celebrations, 'GET', '/api/gamification/celebrations', {
      host: w.a.host,
      cookie: c.student.cookie,
    });
    expect(pending.body.data).toContainEqual({
      kind: 'certificate',
      id: cert!.id,
      name: 'Introdução à Programação',
      animation: 'trofeu',
      sound: 'fanfare',
    });
    const seen = (await import('@/app/api/gamification/celebrations/seen/route')).POST;
    const other = await createUser(w.a, 'student');
    const body = { kind: 'certificate', id: cert!.id };
    expect(
      (
        await call(seen, 'POST', '/api/gamification/celebrations/seen', {
          host: w.a.host,
          cookie: other.cookie,
          body,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(seen, 'POST', '/api/gamification/celebrations/seen', {
          host: w.a.host,
          cookie: c.student.cookie,
          body,
        })
      ).status,
    ).toBe(200);
    const again = await call(celebrations, 'GET', '/api/gamification/celebrations', {
      host: w.a.host,
      cookie: c.student.cookie,
    });
    expect(again.body.data.filter((p: { kind: string }) => p.kind === 'certificate')).toEqual([]);

    const mine = (await import('@/app/api/certificates/route')).GET;
    const list = await call(mine, 'GET', '/api/certificates', { host: w.a.host, cookie: c.student.cookie });
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ id: cert!.id, code: cert!.code, course_title: 'Introdução à Programação' }),
    ]);
    const none = await call(mine, 'GET', '/api/certificates', { host: w.a.host, cookie: other.cookie });
    expect(none.body.data).toEqual({ items: [], next: null });
  });

  it('draws letters outside Latin-1 and shrinks a long title to fit', async () => {
    const { renderCertificatePdf } = await import('@/lib/certificates/pdf');
    const { getTranslator } = await import('@/lib/i18n/translator');
    const title = `Curso ${'muito '.repeat(30)}longo`;
    const bytes = await renderCertificatePdf(
      {
        code: 'AB12-CD34-EF56',
        holderName: 'Łukasz Wałęsa Ő',
        courseTitle: title,
        schoolName: 'Escola',
        signerName: '',
        hours: 0,
        completedAt: new Date('2026-03-01T12:00:00Z'),
        template: {
          primaryColor: 'not a colour',
          textColor: '#000000',
          logo: '/nao-existe.png',
          background: null,
        },
      },
      getTranslator('pt-BR'),
      'pt-BR',
      'http://escola.test/certificado/AB12-CD34-EF56',
    );
    const text = await pdfText(bytes);
    expect(text).toContain('Łukasz Wałęsa Ő');
    expect(text).toContain(title);
    expect(text).toContain('em 1 de março de 2026.'); // no hours: the date alone
  });

  it('codes: typed forms normalise to the stored one', () => {
    expect(normalizeCertificateCode('ab12 cd34 ef56')).toBe('AB12-CD34-EF56');
    expect(normalizeCertificateCode('0O1I-L000-0000')).toBe('0011-1000-0000');
    expect(normalizeCertificateCode('AB12-CD34-EF5U')).toBeNull();
    expect(normalizeCertificateCode('short')).toBeNull();
  });
});

describe('certificate notification', () => {
  it('tells the member in the bell, once, when a certificate is issued', async () => {
    const w = await createWorld();
    const c = await certifiedCourse(w.a);
    for (const lesson of c.lessons) await complete(w.a, c.student, lesson);
    const [cert] = await certificatesOf(w.a, c.student.id);
    const { GET } = await import('@/app/api/auth/notification/route');
    const path = '/api/auth/notification?page=1&paginate=10';
    const list = await call(GET, 'GET', path, { host: w.a.host, cookie: c.student.cookie });
    expect(list.status).toBe(200);
    const mine = (list.body.data.data as { type: string }[]).filter((n) => n.type === 'certificate');
    expect(mine).toEqual([
      expect.objectContaining({
        type: 'certificate',
        url: '/dashboard/profile',
        certificate: { id: cert!.id, code: cert!.code, course_title: 'Introdução à Programação' },
      }),
    ]);
    // a replayed completion notifies nothing more
    await prisma.outboxEvent.updateMany({
      where: { tenantId: w.a.id, type: 'lesson.completed' },
      data: { processedAt: null, attempts: 0, lockedUntil: null },
    });
    await drainOutbox({ maxRounds: 1000 });
    expect(await prisma.notification.count({ where: { userId: c.student.id, type: 'certificate' } })).toBe(1);
  });
});
