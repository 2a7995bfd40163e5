import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { buildContext } from '@/lib/server/route';
import { readMemberShowcase } from '@/lib/showcase/member-read';
import { createWorld } from '../support/factories';
import { makeRequest } from '../support/http';
import { makeCourse } from './fixtures';

// The member's side of the showcase in one statement (lib/showcase/member-read.ts, decision 404): the
// courses their active products open, their progress and their "Minha lista", newest first, only their
// own and only the tenant's.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let open: Awaited<ReturnType<typeof makeCourse>>;
let notSold: Awaited<ReturnType<typeof makeCourse>>;
let inactive: Awaited<ReturnType<typeof makeCourse>>;
let hidden: Awaited<ReturnType<typeof makeCourse>>;
let other: Awaited<ReturnType<typeof makeCourse>>;

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
const ctxOf = async (host: string, cookie: string) =>
  buildContext(makeRequest('GET', '/homepage', { host, cookie }));

beforeAll(async () => {
  w = await createWorld();
  const student = w.studentA.id;
  open = await makeCourse(w.a.id, { productStatus: 'active', enroll: student });
  notSold = await makeCourse(w.a.id);
  inactive = await makeCourse(w.a.id, { productStatus: 'inactive', enroll: student });
  hidden = await makeCourse(w.a.id, { productStatus: 'active', enroll: student });
  await prisma.course.update({ where: { id: hidden.courseId }, data: { published: false } });
  const progress = (tenantId: string, lessonId: string, minutesAgo: number, percent: number, done = false) =>
    prisma.lessonProgress.create({
      data: {
        tenantId,
        userId: student,
        lessonId,
        percent,
        completedAt: done ? at(minutesAgo) : null,
        updatedAt: at(minutesAgo),
      },
    });
  await progress(w.a.id, open.lessonIds[0]!, 30, 40);
  await progress(w.a.id, open.lessonIds[1]!, 10, 100, true);
  await progress(w.a.id, notSold.lessonIds[0]!, 20, 5);
  await progress(w.a.id, hidden.lessonIds[0]!, 5, 70);
  const listItem = (tenantId: string, item: { courseId?: string; lessonId?: string }, minutesAgo: number) =>
    prisma.myListItem.create({ data: { tenantId, userId: student, ...item, createdAt: at(minutesAgo) } });
  await listItem(w.a.id, { courseId: open.courseId }, 50);
  await listItem(w.a.id, { lessonId: notSold.lessonIds[1]! }, 40);
  await listItem(w.a.id, { courseId: hidden.courseId }, 3);

  // The same person is also a member of tenant B, with a product, progress and a list there.
  await prisma.membership.create({ data: { tenantId: w.b.id, userId: student, role: 'student' } });
  other = await makeCourse(w.b.id, { productStatus: 'active', enroll: student });
  await progress(w.b.id, other.lessonIds[0]!, 1, 50);
  await listItem(w.b.id, { courseId: other.courseId }, 1);
});

describe('readMemberShowcase', () => {
  it("reads the student's open courses, progress and list, newest first, in one statement", async () => {
    const ctx = await ctxOf(w.a.host, w.studentA.cookie);
    const { read, queries } = await withQueryStats(async () => ({
      read: await readMemberShowcase(ctx, { progress: true, myList: true }),
      queries: currentQueryCount(),
    }));
    expect(queries).toBe(1);
    // only active products open a course; the unpublished one is sold but hidden from the rows below
    expect([...read.courses!].sort()).toEqual([open.courseId, hidden.courseId].sort());
    // unpublished courses' progress is left out for students; newest first
    expect(read.progress.map((p) => [p.id, p.percent, p.done])).toEqual([
      [open.lessonIds[1], 100, true],
      [notSold.lessonIds[0], 5, false],
      [open.lessonIds[0], 40, false],
    ]);
    expect(read.progress[0]).toMatchObject({
      slug: 'aula-dois',
      module_id: open.moduleId,
      module_title: 'Módulo 1',
      module_cover: null,
      course_id: open.courseId,
      course_cover: '/x.png',
    });
    // the list says whether each item's course is published (the mapping hides them from students)
    expect(read.myList.map((i) => [i.kind, i.id, i.published])).toEqual([
      ['course', hidden.courseId, false],
      ['lesson', notSold.lessonIds[1], true],
      ['course', open.courseId, true],
    ]);
    expect(read.myList[1]).toMatchObject({
      slug: 'aula-dois',
      course_id: notSold.courseId,
      module_cover: null,
    });
  });

  it('reads only what is asked for, and nothing of another tenant', async () => {
    const ctx = await ctxOf(w.a.host, w.studentA.cookie);
    const courses = await readMemberShowcase(ctx);
    expect(courses.progress).toEqual([]);
    expect(courses.myList).toEqual([]);
    expect(courses.courses!.has(other.courseId)).toBe(false);
    expect(courses.courses!.has(inactive.courseId)).toBe(false);

    // In tenant B the same person sees B's course, progress and list only.
    const inB = await readMemberShowcase(
      { ...ctx, db: (await ctxOf(w.b.host, w.studentB.cookie)).db, tenant: { ...ctx.tenant, id: w.b.id } },
      { progress: true, myList: true },
    );
    expect([...inB.courses!]).toEqual([other.courseId]);
    expect(inB.progress.map((p) => p.id)).toEqual([other.lessonIds[0]]);
    expect(inB.myList.map((i) => i.id)).toEqual([other.courseId]);

    // Another student of A has nothing of this one's.
    const stranger = await readMemberShowcase(await ctxOf(w.a.host, w.studentB.cookie), {
      progress: true,
      myList: true,
    });
    expect(stranger).toEqual({ courses: new Set(), progress: [], myList: [] });
  });

  it('gives editors every course (null) and their unpublished rows', async () => {
    const admin = await ctxOf(w.a.host, w.adminA.cookie);
    await prisma.lessonProgress.create({
      data: { tenantId: w.a.id, userId: w.adminA.id, lessonId: hidden.lessonIds[1]!, percent: 20 },
    });
    const read = await readMemberShowcase(admin, { progress: true });
    expect(read.courses).toBeNull();
    expect(read.progress.map((p) => p.id)).toEqual([hidden.lessonIds[1]]);
  });
});
