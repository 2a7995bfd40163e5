import { beforeAll, describe, expect, it } from 'vitest';
import { listMyCourses, MY_COURSES_PAGE_SIZE } from '@/lib/account/my-courses';
import { prisma } from '@/lib/server/db';
import { buildContext, type AuthedContext } from '@/lib/server/route';
import { lessonUrl } from '@/lib/course/urls';
import { makeRequest } from '../support/http';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { createCourse, enroll } from '../course/world';

// 'Meus cursos' on 'Meu perfil' (issue 54, ADR 0286).
const ctxFor = async (t: TestTenant, u: TestUser) =>
  (await buildContext(makeRequest('GET', '/', { host: t.host, cookie: u.cookie }))) as AuthedContext;
const done = (t: TestTenant, userId: string, lessonId: string) =>
  prisma.lessonProgress.create({
    data: { tenantId: t.id, userId, lessonId, percent: 100, watchedSeconds: 60, completedAt: new Date() },
  });

let t: TestTenant;
let other: TestTenant;
beforeAll(async () => {
  t = await createTenant('Escola Meus Cursos');
  other = await createTenant('Outra Escola Meus Cursos');
});

describe("the member's courses", () => {
  it('lists the courses the member may open, with their progress and the next unfinished lesson', async () => {
    const member = await createUser(t, 'student');
    const peer = await createUser(t, 'student');
    const started = await createCourse(t);
    const finished = await createCourse(t);
    const inactive = await createCourse(t, { productStatus: 'inactive' });
    const notMine = await createCourse(t);
    const elsewhere = await createCourse(other);
    for (const c of [started, finished, inactive]) await enroll(t, member.id, c.product);
    await enroll(other, member.id, elsewhere.product);
    await enroll(t, peer.id, notMine.product);
    // 1.1 done, 1.2 open, 2.1 done: next is 1.2, 2 of 4 done; the peer's progress does not count
    await done(t, member.id, started.lessons[0]!);
    await done(t, member.id, started.lessons[2]!);
    await done(t, peer.id, started.lessons[1]!);
    for (const l of finished.lessons) await done(t, member.id, l);
    // an unpublished lesson is neither counted nor offered
    await prisma.lesson.update({ where: { id: finished.lessons[3]! }, data: { published: false } });
    // an expired enrollment gives nothing
    const expired = await createCourse(t);
    await prisma.enrollment.create({
      data: {
        tenantId: t.id,
        userId: member.id,
        productId: expired.product,
        expiresAt: new Date(Date.now() - 1000),
      },
    });

    const list = await listMyCourses(await ctxFor(t, member), 1);
    expect(list.items.map((c) => c.id)).toEqual([started.course, finished.course]);
    const [a, b] = list.items;
    expect(a).toMatchObject({ percent: 50, lesson_count: 4, completed_count: 2 });
    expect(a!.continue_url).toBe(lessonUrl(t.id, { id: started.lessons[1]!, slug: 'aula-1-2' }));
    // all done: 'Continuar' goes back to the first lesson
    expect(b).toMatchObject({ percent: 100, lesson_count: 3, completed_count: 3 });
    expect(b!.continue_url).toBe(lessonUrl(t.id, { id: finished.lessons[0]!, slug: 'aula-1-1' }));
    expect(list).toMatchObject({ page: 1, pages: 1 });
  });

  it('pages the list and answers the first page for a page past the end', async () => {
    const school = await createTenant('Escola Muitos Cursos');
    const member = await createUser(school, 'student');
    const ids: string[] = [];
    for (let i = 0; i < MY_COURSES_PAGE_SIZE + 2; i++) {
      const c = await createCourse(school);
      ids.push(c.course);
      await enroll(school, member.id, c.product);
    }
    const ctx = await ctxFor(school, member);
    const first = await listMyCourses(ctx, 1);
    const second = await listMyCourses(ctx, 2);
    expect(first.items).toHaveLength(MY_COURSES_PAGE_SIZE);
    expect(second).toMatchObject({ page: 2, pages: 2 });
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual(ids);
    expect((await listMyCourses(ctx, 9)).page).toBe(1);
    // an editor sees every course of the school, as the course pages open them all
    const admin = await createUser(school, 'admin');
    expect((await listMyCourses(await ctxFor(school, admin), 1)).pages).toBe(2);
    expect((await listMyCourses(await ctxFor(school, await createUser(school, 'student')), 1)).items).toEqual(
      [],
    );
  });
});
