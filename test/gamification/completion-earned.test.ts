import { beforeAll, describe, expect, it } from 'vitest';
import { POST as complete } from '@/app/api/auth/lessons/complete/route';
import { POST as uncomplete } from '@/app/api/auth/lessons/uncomplete/route';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { configurePoints, gamifiedCourse, scoreOf, settle } from './engine-world';

// 'Concluir aula' answers what it earned (issue 54, ADR 0287): the points the engine then scores, and the
// module and course it finished. The answer is checked against the score after the outbox is drained.
let t: TestTenant;
beforeAll(async () => {
  t = await createTenant('Escola XP');
  await configurePoints(t, {
    platform: {
      finish_class: { enabled: true, points: 10 },
      finish_module: { enabled: true, points: 25 },
      finish_course: { enabled: true, points: 100 },
    },
    perDayPlatform: { finish_class: { enable: true, needed_interaction: 3, plus_user_score: 5 } },
  });
});

const completeAs = (u: TestUser, lessonId: string) =>
  call(complete, 'POST', '/api/auth/lessons/complete', {
    host: t.host,
    cookie: u.cookie,
    body: { lesson_id: lessonId },
  });

describe('what a completion earned', () => {
  it('answers the points the engine scores, the per-day bonus and the finished module and course', async () => {
    const c = await gamifiedCourse(t);
    const student = { ...c.student };
    let expected = 0;
    const steps: [number, { points: number; module: string | null; course: string | null }][] = [
      [0, { points: 10, module: null, course: null }],
      // module 1 done
      [1, { points: 10 + 25, module: 'Módulo 1', course: null }],
      // third completion of the day: the per-day bonus
      [2, { points: 10 + 5, module: null, course: null }],
      [3, { points: 10 + 25 + 100, module: 'Módulo 2', course: 'Curso Teste' }],
    ];
    for (const [i, earned] of steps) {
      const res = await completeAs(student, c.lessons[i]!);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.earned).toEqual({ ...earned, unit: 'XP', certificate: false });
      await settle();
      expected += earned.points;
      expect(await scoreOf(t, student.id)).toBe(expected);
    }
    // undone and completed again: the engine scores a lesson once, so nothing is announced
    await call(uncomplete, 'POST', '/api/auth/lessons/uncomplete', {
      host: t.host,
      cookie: student.cookie,
      body: { lesson_id: c.lessons[0]! },
    });
    const again = await completeAs(student, c.lessons[0]!);
    expect(again.body.data.earned).toMatchObject({ points: 0, module: null, course: null });
    await settle();
    expect(await scoreOf(t, student.id)).toBe(expected);
  });

  it('says when the finished course issues a certificate (its own celebration plays)', async () => {
    const c = await gamifiedCourse(t);
    await prisma.certificateSettings.create({ data: { tenantId: t.id, courseId: c.course, enabled: true } });
    for (const lessonId of c.lessons.slice(0, -1)) await completeAs(c.student, lessonId);
    const last = await completeAs(c.student, c.lessons.at(-1)!);
    expect(last.body.data.earned).toMatchObject({ course: 'Curso Teste', certificate: true });
    await settle();
  });

  it('answers 0 points for members the engine does not score', async () => {
    const off = await gamifiedCourse(t, { gamified: false });
    const res = await completeAs(off.student, off.lessons[0]!);
    expect(res.body.data.earned.points).toBe(0);
    const c = await gamifiedCourse(t);
    const admin = await createUser(t, 'admin');
    const editor = await completeAs(admin, c.lessons[0]!);
    expect(editor.status).toBe(200);
    expect(editor.body.data.earned.points).toBe(0);
    await settle();
    expect(await prisma.pointsEntry.count({ where: { userId: { in: [off.student.id, admin.id] } } })).toBe(0);
  });
});
