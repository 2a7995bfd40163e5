import { beforeAll, describe, expect, it } from 'vitest';
import { POST as updateMyList } from '@/app/api/auth/home/updateMyList/route';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { favoriteCards } from '@/lib/showcase/home';
import { createWorld } from '../support/factories';
import { call, makeRequest } from '../support/http';
import { makeCourse } from './fixtures';

// /favoritos lists the member's "Minha lista", filled and emptied through the cards' button.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const favorites = async (host: string, cookie: string) =>
  favoriteCards(await buildContext(makeRequest('GET', '/favoritos', { host, cookie })));

const toggle = (body: object, cookie = w.studentA.cookie, host = w.a.host) =>
  call(updateMyList, 'POST', '/api/auth/home/updateMyList', { host, cookie, body });

describe('favoriteCards', () => {
  it('lists what the member saved, newest first, marked as in the list; removing takes it out', async () => {
    const course = await makeCourse(w.a.id, { productStatus: 'active', enroll: w.studentA.id });
    expect(await favorites(w.a.host, w.studentA.cookie)).toEqual([]);

    const added = await toggle({ kind: 'course', id: course.courseId, action: 'add' });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ message: 'Adicionado à sua lista.', in_list: 1 });
    expect((await toggle({ kind: 'lesson', id: course.lessonIds[1], action: 'add' })).status).toBe(200);
    const saved = await favorites(w.a.host, w.studentA.cookie);
    expect(saved.map((c) => [c.kind, c.id, c.in_list, c.locked ?? false])).toEqual([
      ['lesson', course.lessonIds[1], true, false],
      ['course', course.courseId, true, false],
    ]);
    // Another member's list is their own.
    expect(await favorites(w.a.host, w.adminA.cookie)).toEqual([]);

    const removed = await toggle({ kind: 'course', id: course.courseId, action: 'remove' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Removido da sua lista.', in_list: 0 });
    expect((await favorites(w.a.host, w.studentA.cookie)).map((c) => c.id)).toEqual([course.lessonIds[1]]);
  });

  it('hides items whose course the member can no longer open, or shows them locked when blocked content is on', async () => {
    const course = await makeCourse(w.a.id, { productStatus: 'active', enroll: w.studentA.id });
    await toggle({ kind: 'course', id: course.courseId, action: 'add' });
    await prisma.product.updateMany({
      where: { courses: { some: { courseId: course.courseId } } },
      data: { status: 'inactive' },
    });
    expect((await favorites(w.a.host, w.studentA.cookie)).map((c) => c.id)).not.toContain(course.courseId);

    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { showBlockedContent: true } });
    const locked = (await favorites(w.a.host, w.studentA.cookie)).find((c) => c.id === course.courseId);
    expect(locked?.locked).toBe(true);
  });

  it('never saves another tenant’s course', async () => {
    const foreign = await makeCourse(w.b.id, { productStatus: 'active', enroll: w.studentB.id });
    expect((await toggle({ kind: 'course', id: foreign.courseId, action: 'add' })).status).toBe(404);
    expect(await prisma.myListItem.count({ where: { courseId: foreign.courseId } })).toBe(0);
  });
});
