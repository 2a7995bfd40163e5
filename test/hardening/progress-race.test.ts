import { beforeAll, describe, expect, it } from 'vitest';
import { POST as completePOST } from '@/app/api/auth/lessons/complete/route';
import { POST as progressPOST } from '@/app/api/auth/lessons/progress/route';
import { prisma } from '@/lib/server/db';
import { createUser, createWorld } from '../support/factories';
import { call } from '../support/http';
import { createCourse, enroll } from '../course/world';

// Lesson progress under concurrency (decision 69): concurrent first `progress` and `complete` calls
// on one lesson used to answer 409 'Este registro já existe.'; one INSERT … ON CONFLICT makes all 2xx.
let w: Awaited<ReturnType<typeof createWorld>>;
beforeAll(async () => {
  w = await createWorld();
});

describe('progress and complete racing on the first row', () => {
  it('20 concurrent calls all answer 2xx and leave one row, completed, at its furthest progress', async () => {
    const c = await createCourse(w.a);
    const student = await createUser(w.a, 'student');
    await enroll(w.a, student.id, c.product);
    const lesson = c.lessons[0]!;
    const as = { host: w.a.host, cookie: student.cookie };
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? call(progressPOST, 'POST', '/api/auth/lessons/progress', {
            ...as,
            body: { lesson_id: lesson, watched_seconds: 10 + i, percent: 5 + i },
          })
        : call(completePOST, 'POST', '/api/auth/lessons/complete', { ...as, body: { lesson_id: lesson } }),
    );
    const results = await Promise.all(calls);
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    const rows = await prisma.lessonProgress.findMany({ where: { userId: student.id, lessonId: lesson } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.completedAt).not.toBeNull();
    expect(rows[0]!.percent).toBe(100);
    expect(rows[0]!.watchedSeconds).toBe(28);
  });

  it('20 concurrent first progress reports: all 2xx, monotonic', async () => {
    const c = await createCourse(w.a);
    const student = await createUser(w.a, 'student');
    await enroll(w.a, student.id, c.product);
    const lesson = c.lessons[1]!;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(progressPOST, 'POST', '/api/auth/lessons/progress', {
          host: w.a.host,
          cookie: student.cookie,
          body: { lesson_id: lesson, watched_seconds: 100 - i, percent: 50 - i },
        }),
      ),
    );
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = await prisma.lessonProgress.findFirstOrThrow({
      where: { userId: student.id, lessonId: lesson },
    });
    expect(row).toMatchObject({ watchedSeconds: 100, percent: 50, completedAt: null });
  });
});
