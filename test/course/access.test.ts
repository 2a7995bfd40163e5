import { beforeAll, describe, expect, it } from 'vitest';
import { POST as progress } from '@/app/api/auth/lessons/progress/route';
import { POST as complete } from '@/app/api/auth/lessons/complete/route';
import { POST as uncomplete } from '@/app/api/auth/lessons/uncomplete/route';
import { loadCoursePage, loadLessonPage, loadModulePage } from '@/lib/course/content';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { call, makeRequest } from '../support/http';
import { createWorld, createUser, type TestUser } from '../support/factories';
import { createCourse, enroll } from './world';

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const ctxOf = (host: string, u: TestUser) =>
  buildContext(makeRequest('GET', '/', { host, cookie: u.cookie }));
const post = (handler: typeof progress, u: TestUser, body: unknown, host = w.a.host) =>
  call(handler, 'POST', '/api/auth/lessons/x', { host, cookie: u.cookie, body });

describe('course access', () => {
  it('a student without an enrollment is locked out of pages and endpoints', async () => {
    const c = await createCourse(w.a);
    const s = await createUser(w.a, 'student');
    const ctx = await ctxOf(w.a.host, s);
    expect(await loadCoursePage(ctx, c.course)).toEqual({ access: 'locked' });
    expect(await loadModulePage(ctx, c.modules[0]!)).toEqual({ access: 'locked' });
    expect(await loadLessonPage(ctx, c.lessons[0]!)).toEqual({ access: 'locked' });
    const res = await post(progress, s, { lesson_id: c.lessons[0], watched_seconds: 5, percent: 5 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Você não tem acesso a esta aula.');
    expect(await prisma.lessonProgress.count({ where: { userId: s.id } })).toBe(0);
  });

  it('an enrollment in an inactive product gives no access', async () => {
    const c = await createCourse(w.a, { productStatus: 'inactive' });
    const s = await createUser(w.a, 'student');
    await enroll(w.a, s.id, c.product);
    const ctx = await ctxOf(w.a.host, s);
    expect(await loadCoursePage(ctx, c.course)).toEqual({ access: 'locked' });
    expect((await post(complete, s, { lesson_id: c.lessons[0] })).status).toBe(403);
  });

  it('an active enrollment opens the course, its modules and lessons with progress', async () => {
    const c = await createCourse(w.a);
    const s = await createUser(w.a, 'student');
    await enroll(w.a, s.id, c.product);
    expect((await post(complete, s, { lesson_id: c.lessons[0] })).status).toBe(200);
    const ctx = await ctxOf(w.a.host, s);
    const course = await loadCoursePage(ctx, c.course);
    if (course.access !== 'open') throw new Error('locked');
    expect(course.modules.map((m) => [m.lessonCount, m.completedCount, m.percent])).toEqual([
      [2, 1, 50],
      [2, 0, 0],
    ]);
    expect(course.percent).toBe(25);
    expect(course.firstLesson?.id).toBe(c.lessons[1]);
    const lesson = await loadLessonPage(ctx, c.lessons[1]!);
    if (lesson.access !== 'open') throw new Error('locked');
    expect(lesson.previous?.id).toBe(c.lessons[0]);
    expect(lesson.next?.id).toBe(c.lessons[2]);
    expect(lesson.moduleLessons.map((l) => l.completed)).toEqual([true, false]);
  });

  it('editors see every course of their tenant without an enrollment', async () => {
    const c = await createCourse(w.a, { productStatus: 'inactive' });
    const ctx = await ctxOf(w.a.host, w.adminA);
    expect((await loadCoursePage(ctx, c.course)).access).toBe('open');
  });

  it("another tenant's ids are not found, for pages and endpoints", async () => {
    const c = await createCourse(w.a);
    await enroll(w.a, w.studentA.id, c.product);
    const ctx = await ctxOf(w.b.host, w.adminB);
    await expect(loadCoursePage(ctx, c.course)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(loadModulePage(ctx, c.modules[0]!)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(loadLessonPage(ctx, c.lessons[0]!)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const res = await post(
      progress,
      w.studentB,
      { lesson_id: c.lessons[0], watched_seconds: 1, percent: 1 },
      w.b.host,
    );
    expect(res.status).toBe(404);
  });

  it('an unpublished course does not exist for students', async () => {
    const c = await createCourse(w.a);
    const s = await createUser(w.a, 'student');
    await enroll(w.a, s.id, c.product);
    await prisma.course.update({ where: { id: c.course }, data: { published: false } });
    await expect(loadCoursePage(await ctxOf(w.a.host, s), c.course)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('watch progress', () => {
  it('never decreases, and completion can be undone keeping the watched progress', async () => {
    const c = await createCourse(w.a);
    const s = await createUser(w.a, 'student');
    await enroll(w.a, s.id, c.product);
    const lesson_id = c.lessons[0];
    expect(
      (await post(progress, s, { lesson_id, watched_seconds: 120, percent: 40 })).body.data.percent,
    ).toBe(40);
    const lower = await post(progress, s, { lesson_id, watched_seconds: 10, percent: 5 });
    expect(lower.status).toBe(200);
    expect(lower.body.data).toMatchObject({ percent: 40, watched_seconds: 120, completed: false });
    const higher = await post(progress, s, { lesson_id, watched_seconds: 200, percent: 70 });
    expect(higher.body.data).toMatchObject({ percent: 70, watched_seconds: 200 });
    expect((await post(complete, s, { lesson_id })).body.data).toMatchObject({
      completed: true,
      percent: 100,
    });
    const undone = await post(uncomplete, s, { lesson_id });
    expect(undone.body.data).toMatchObject({ completed: false, completed_at: null, percent: 100 });
    const row = await prisma.lessonProgress.findUniqueOrThrow({
      where: { userId_lessonId: { userId: s.id, lessonId: lesson_id! } },
    });
    expect(row).toMatchObject({ percent: 100, watchedSeconds: 200, completedAt: null });
  });

  it('refuses a percent outside 0..100 with a translated message', async () => {
    const c = await createCourse(w.a);
    await enroll(w.a, w.studentA.id, c.product);
    const res = await post(progress, w.studentA, {
      lesson_id: c.lessons[0],
      watched_seconds: 1,
      percent: -1,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('O progresso deve ficar entre 0 e 100.');
  });
});
