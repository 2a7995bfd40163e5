import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildInsights } from '@/lib/insights/rebuild';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { invalidateTenantCache, tenantCacheStats } from '@/lib/server/tenant-cache';
import { createCourse, enroll } from '../course/world';
import { makeCommunity } from '../communities/feed/helpers';
import { makeQuiz } from '../quizzes/world';
import { call, makeRequest } from '../support/http';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';

// Issue 49, the Painel's figures under a controlled clock: each figure beside the previous period, days
// in the school's time zone, the series, tables and funnel, the CSV file, and who may read it.

const NOW = new Date('2026-03-15T15:00:00Z'); // 12:00 in São Paulo; 7 days = 03-09..03-15
const at = (iso: string) => new Date(iso);

async function world(t: TestTenant) {
  const course = await createCourse(t);
  await prisma.lesson.updateMany({ where: { id: { in: course.lessons } }, data: { durationSeconds: 1800 } });
  await prisma.course.update({ where: { id: course.course }, data: { title: 'Curso "Avançado"; turma 1' } });
  const s1 = await createUser(t, 'student', 'Joana Araújo');
  const s2 = await createUser(t, 'student', 'Caio Simões');
  const s3 = await createUser(t, 'student', '=Soma(A1)');
  for (const [s, joined] of [
    [s1, '2026-03-10T12:00:00Z'],
    [s2, '2026-03-10T13:00:00Z'],
    [s3, '2026-03-03T12:00:00Z'],
  ] as const) {
    await enroll(t, s.id, course.product);
    await prisma.membership.updateMany({
      where: { tenantId: t.id, userId: s.id },
      data: { createdAt: at(joined) },
    });
  }
  const done = (u: TestUser, lesson: number, iso: string) =>
    prisma.lessonProgress.create({
      data: {
        tenantId: t.id,
        userId: u.id,
        lessonId: course.lessons[lesson]!,
        percent: 100,
        completedAt: at(iso),
      },
    });
  await done(s1, 0, '2026-03-15T12:00:00Z');
  await done(s1, 1, '2026-03-14T12:00:00Z');
  await done(s2, 0, '2026-03-09T02:00:00Z'); // 03-08 23:00 in São Paulo: the previous period
  await done(s3, 0, '2026-03-05T12:00:00Z');
  await prisma.pointsEntry.create({
    data: {
      tenantId: t.id,
      userId: s1.id,
      action: 'finish_class',
      sourceId: 'x',
      points: 10,
      createdAt: at('2026-03-15T12:00:00Z'),
    },
  });
  const community = await makeCommunity(t.id);
  await prisma.communityPost.create({
    data: {
      tenantId: t.id,
      communityId: community.id,
      userId: s1.id,
      body: 'Oi',
      createdAt: at('2026-03-12T12:00:00Z'),
    },
  });
  const { quiz } = await makeQuiz(t.id);
  for (const [n, passed] of [
    [1, true],
    [2, false],
  ] as const)
    await prisma.quizAttempt.create({
      data: {
        tenantId: t.id,
        quizId: quiz.id,
        userId: s1.id,
        number: n,
        passed,
        submittedAt: at('2026-03-13T12:00:00Z'),
      },
    });
  await rebuildInsights(t.id, NOW);
  return { course, s1, s2, s3, admin: await createUser(t, 'admin'), editor: await createUser(t, 'editor') };
}

describe('the Painel', () => {
  let a: TestTenant;
  let b: TestTenant;
  let w: Awaited<ReturnType<typeof world>>;
  const get = async (u: TestUser, path: string, t = a) => {
    const mod = path.startsWith('/api/auth/insights/funnel')
      ? await import('@/app/api/auth/insights/funnel/route')
      : await import('@/app/api/auth/insights/route');
    return call(mod.GET, 'GET', path, { host: t.host, cookie: u.cookie });
  };

  beforeAll(async () => {
    a = await createTenant('Escola A');
    b = await createTenant('Escola B');
    w = await world(a);
    await world(b); // the same activity again in school B, which must not add to A
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('shows each figure beside the previous period, days in the school time zone', async () => {
    const r = await get(w.admin, '/api/auth/insights?period=7');
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.period).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
      days: 7,
      previous_from: '2026-03-02',
      previous_to: '2026-03-08',
    });
    expect(d.figures).toEqual({
      active_members: { current: 1, previous: 2 },
      new_members: { current: 2, previous: 1 },
      lessons_completed: { current: 2, previous: 2 },
      hours_watched: { current: 1, previous: 1 },
      posts: { current: 1, previous: 0 },
      comments: { current: 0, previous: 0 },
      quiz_attempts: { current: 2, previous: 0 },
      pass_rate: { current: 50, previous: 0 },
    });
    expect(d.series).toHaveLength(7);
    expect(d.series[6]).toEqual({ day: '2026-03-15', active_members: 1, lessons_completed: 1, points: 10 });
    expect(d.series[0]).toEqual({ day: '2026-03-09', active_members: 0, lessons_completed: 0, points: 0 });
    expect(d.courses).toEqual([
      expect.objectContaining({ enrolled: 3, started: 3, completed: 0, average_progress: 33 }),
    ]);
    expect(d.most_active.map((m: { name: string }) => m.name)).toEqual(['Joana Araújo']);
    expect(d.least_active.slice(0, 2).map((m: { actions: number }) => m.actions)).toEqual([0, 0]);
    expect(d.quizzes).toEqual([expect.objectContaining({ attempts: 2, passed: 1, pass_rate: 50 })]);
  });

  it('takes a custom period of up to 366 days and refuses a longer one with a translated 400', async () => {
    const r = await get(w.admin, '/api/auth/insights?period=custom&from=2026-03-01&to=2026-03-14');
    expect(r.status).toBe(200);
    expect(r.body.data.figures.lessons_completed).toEqual({ current: 3, previous: 0 });
    const long = await get(w.admin, '/api/auth/insights?period=custom&from=2025-03-01&to=2026-03-14');
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('O período pode ter no máximo 366 dias.');
    expect((await get(w.admin, '/api/auth/insights?period=custom&from=2026-03-10')).status).toBe(400);
    expect((await get(w.admin, '/api/auth/insights?period=12')).status).toBe(400);
  });

  it('draws the funnel of a course and marks the lesson where most stop', async () => {
    const r = await get(w.admin, `/api/auth/insights/funnel?course_id=${w.course.course}`);
    expect(r.status).toBe(200);
    const f = r.body.data;
    expect(f.started).toBe(3);
    expect(f.modules.map((m: { reached: number }) => m.reached)).toEqual([3, 0]);
    const lessons = f.modules.flatMap((m: { lessons: unknown[] }) => m.lessons);
    expect(lessons.map((l: { reached: number }) => l.reached)).toEqual([3, 1, 0, 0]);
    expect(lessons.map((l: { most_stop: boolean }) => l.most_stop)).toEqual([true, false, false, false]);
    const other = await prisma.course.findFirstOrThrow({ where: { tenantId: b.id } });
    expect((await get(w.admin, `/api/auth/insights/funnel?course_id=${other.id}`)).status).toBe(404);
  });

  it('is for the owner and admins only', async () => {
    expect((await get(w.s1, '/api/auth/insights?period=7')).status).toBe(403);
    expect((await get(w.editor, '/api/auth/insights?period=7')).status).toBe(403);
    expect((await get(w.editor, `/api/auth/insights/funnel?course_id=${w.course.course}`)).status).toBe(403);
  });

  it('exports a table as a CSV Excel opens: BOM, ";" separators, quoted cells, no formulas', async () => {
    const { GET } = await import('@/app/api/auth/insights/export/route');
    const csv = async (table: string) => {
      const path = `/api/auth/insights/export?table=${table}&period=7`;
      const res = await GET(makeRequest('GET', path, { host: a.host, cookie: w.admin.cookie }), {
        params: Promise.resolve({}),
      });
      return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const { res, bytes } = await csv('courses');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('painel-courses-2026-03-09-2026-03-15.csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text).toBe(
      'Curso;Matriculados;Começaram;Concluíram;Progresso médio (%)\r\n' +
        '"Curso ""Avançado""; turma 1";3;3;0;33\r\n',
    );
    const least = new TextDecoder().decode((await csv('least-active')).bytes);
    expect(least).toContain("'=Soma(A1);");
    expect(least.split('\r\n')[0]).toBe('Nome;E-mail;Ações;Dias ativos;Último acesso');
    const bad = await GET(
      makeRequest('GET', '/api/auth/insights/export?table=secrets', { host: a.host, cookie: w.admin.cookie }),
      { params: Promise.resolve({}) },
    );
    expect(bad.status).toBe(400);
  });

  it('keeps the answer per school and period until the TTL or an editor write (ADR 0534)', async () => {
    const fresh = (await get(w.admin, '/api/auth/insights?period=7')).body.data;
    process.env.TENANT_DATA_CACHE_TTL_MS = '60000';
    resetEnvCache();
    try {
      const first = tenantCacheStats();
      expect((await get(w.admin, '/api/auth/insights?period=7')).body.data).toEqual(fresh);
      expect((await get(w.admin, '/api/auth/insights?period=7')).body.data).toEqual(fresh);
      await get(w.admin, '/api/auth/insights?period=30'); // another period, another entry
      const second = tenantCacheStats();
      expect([second.hits - first.hits, second.misses - first.misses]).toEqual([1, 2]);
      invalidateTenantCache(a.id); // what route() does after an editor's write
      expect((await get(w.admin, '/api/auth/insights?period=7')).body.data).toEqual(fresh);
      expect(tenantCacheStats().misses - second.misses).toBe(1);
    } finally {
      process.env.TENANT_DATA_CACHE_TTL_MS = '0';
      resetEnvCache();
    }
  });

  it('counts a member enrolled by two products of a course once, and no expired enrollment', async () => {
    const product = await prisma.product.create({
      data: { tenantId: a.id, title: 'Combo', status: 'active' },
    });
    await prisma.productCourse.create({
      data: { tenantId: a.id, productId: product.id, courseId: w.course.course },
    });
    await enroll(a, w.s1.id, product.id); // also enrolled by the course's own product
    const s4 = await createUser(a, 'student', 'Rita Lima');
    await enroll(a, s4.id, product.id);
    const s5 = await createUser(a, 'student', 'Ana Expirada');
    await prisma.enrollment.create({
      data: {
        tenantId: a.id,
        userId: s5.id,
        productId: product.id,
        expiresAt: new Date('2020-01-01T00:00:00Z'),
      },
    });
    const d = (await get(w.admin, '/api/auth/insights?period=7')).body.data;
    expect(d.courses).toEqual([expect.objectContaining({ enrolled: 4 })]);
  });
});
