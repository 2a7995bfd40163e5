import { describe, expect, it } from 'vitest';
import { courseOutlineOf } from '@/lib/course/outline';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { makeRequest } from '../support/http';
import { createUser, createWorld, type TestTenant, type TestUser } from '../support/factories';
import { createCourse, enroll } from './world';

// The course's outline beside the course and lesson pages (issue 50, ADR 0270).

async function outlineFor(t: TestTenant, u: TestUser, courseId: string) {
  return courseOutlineOf(
    await buildContext(makeRequest('GET', '/curso', { host: t.host, cookie: u.cookie })),
    courseId,
  );
}

describe('courseOutlineOf', () => {
  it('modules and lessons in order, the member’s ticks, locked lessons with their date, the sidebar switch', async () => {
    const w = await createWorld();
    const c = await createCourse(w.a);
    const student = await createUser(w.a, 'student', 'Leitora');
    await enroll(w.a, student.id, c.product);
    const later = new Date(Date.now() + 5 * 86_400_000);
    await prisma.lesson.update({
      where: { id: c.lessons[3]! },
      data: { releaseMode: 'at_date', releaseAt: later },
    });
    await prisma.lesson.update({ where: { id: c.lessons[2]! }, data: { published: false } });
    await prisma.lessonProgress.create({
      data: {
        tenantId: w.a.id,
        userId: student.id,
        lessonId: c.lessons[0]!,
        percent: 100,
        completedAt: new Date(),
      },
    });

    const o = await outlineFor(w.a, student, c.course);
    expect(o.sidebar).toBe(false);
    expect(o.modules.map((m) => [m.title, m.lessons.map((l) => l.title)])).toEqual([
      ['Módulo 1', ['Aula 1.1', 'Aula 1.2']],
      ['Módulo 2', ['Aula 2.2']], // the draft is left out for members
    ]);
    expect(o.modules[0]!.lessons.map((l) => l.completed)).toEqual([true, false]);
    expect(o.modules[1]!.lessons[0]).toMatchObject({ locked: true, at: later.toISOString() });

    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { sidebar: true } });
    expect((await outlineFor(w.a, student, c.course)).sidebar).toBe(true);
    // editors see the draft, nothing locked
    const asAdmin = await outlineFor(w.a, w.adminA, c.course);
    expect(asAdmin.modules[1]!.lessons.map((l) => [l.title, l.locked])).toEqual([
      ['Aula 2.1', false],
      ['Aula 2.2', false],
    ]);
  });
});
