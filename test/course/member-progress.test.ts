import { beforeAll, describe, expect, it } from 'vitest';
import { loadCoursePage, loadLessonPage, loadModulePage } from '@/lib/course/content';
import { viewerProducts } from '@/lib/products/viewer';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { makeRequest } from '../support/http';
import { useTenantCache } from '../support/tenant-cache';
import { createUser, createWorld, type TestTenant, type TestUser } from '../support/factories';
import { createCourse, enroll } from './world';

// Decision 410: the member's products and their progress in a course or module are read with one SQL
// statement each on the tenant pool. What each page shows of them, and what it must not pick up.

const ctxFor = (t: TestTenant, u: TestUser) =>
  buildContext(makeRequest('GET', '/', { host: t.host, cookie: u.cookie }));

describe("the member's products and progress on the course, module and lesson pages", () => {
  useTenantCache();
  let w: Awaited<ReturnType<typeof createWorld>>;
  beforeAll(async () => {
    w = await createWorld();
  });

  const progress = (t: TestTenant, userId: string, lessonId: string, percent: number, seconds: number) =>
    prisma.lessonProgress.create({
      data: {
        tenantId: t.id,
        userId,
        lessonId,
        percent,
        watchedSeconds: seconds,
        completedAt: percent === 100 ? new Date() : null,
      },
    });

  it('viewerProducts: the active products the member is enrolled in, nothing else', async () => {
    const [open, off, other] = [
      await createCourse(w.a),
      await createCourse(w.a, { productStatus: 'inactive' }),
      await createCourse(w.a),
    ];
    const member = await createUser(w.a, 'student');
    await enroll(w.a, member.id, open.product);
    await enroll(w.a, member.id, off.product);
    const mine = await viewerProducts(await ctxFor(w.a, member));
    expect(mine).toEqual(new Set([open.product]));
    expect(mine === 'all' || mine.has(other.product)).toBe(false);
    expect(await viewerProducts(await ctxFor(w.a, w.adminA))).toBe('all');
  });

  it("each page shows the member's own progress in its course or module only", async () => {
    const c = await createCourse(w.a);
    const elsewhere = await createCourse(w.a);
    const [member, peer] = [await createUser(w.a, 'student'), await createUser(w.a, 'student')];
    for (const u of [member, peer]) {
      await enroll(w.a, u.id, c.product);
      await enroll(w.a, u.id, elsewhere.product);
    }
    // the member: lesson 1.1 done, 1.2 at 40% (75 s), 2.1 done; another course's lesson done too
    await progress(w.a, member.id, c.lessons[0]!, 100, 300);
    await progress(w.a, member.id, c.lessons[1]!, 40, 75);
    await progress(w.a, member.id, c.lessons[2]!, 100, 200);
    await progress(w.a, member.id, elsewhere.lessons[3]!, 100, 10);
    // a peer completed the lesson the member is halfway through
    await progress(w.a, peer.id, c.lessons[1]!, 100, 500);
    const ctx = await ctxFor(w.a, member);

    const lesson = await loadLessonPage(ctx, c.lessons[1]!);
    if (lesson.access !== 'open') throw new Error('locked');
    expect(lesson.progress).toEqual({ percent: 40, watchedSeconds: 75, completed: false });
    expect(lesson.moduleLessons.map((l) => l.completed)).toEqual([true, false]);
    const untouched = await loadLessonPage(ctx, c.lessons[3]!);
    if (untouched.access !== 'open') throw new Error('locked');
    expect(untouched.progress).toEqual({ percent: 0, watchedSeconds: 0, completed: false });

    const course = await loadCoursePage(ctx, c.course);
    if (course.access !== 'open') throw new Error('locked');
    expect(course.modules.map((m) => m.completedCount)).toEqual([1, 1]);
    expect(course.percent).toBe(50);

    const mod = await loadModulePage(ctx, c.modules[1]!);
    if (mod.access !== 'open') throw new Error('locked');
    expect(mod.lessons.map((l) => l.completed)).toEqual([true, false]);

    const peerLesson = await loadLessonPage(await ctxFor(w.a, peer), c.lessons[1]!);
    if (peerLesson.access !== 'open') throw new Error('locked');
    expect(peerLesson.progress).toEqual({ percent: 100, watchedSeconds: 500, completed: true });
  });
});
