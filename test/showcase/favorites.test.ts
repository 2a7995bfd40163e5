import { beforeAll, describe, expect, it } from 'vitest';
import { POST as updateMyList } from '@/app/api/auth/home/updateMyList/route';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { favoriteCards } from '@/lib/showcase/home';
import { FAVORITES_PAGE_SIZE } from '@/lib/showcase/member-read';
import { createWorld } from '../support/factories';
import { call, makeRequest } from '../support/http';
import { makeCourse } from './fixtures';

// /favoritos lists the member's "Minha lista", filled and emptied through the cards' button.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const favoritesPage = async (host: string, cookie: string, page = 1) =>
  favoriteCards(await buildContext(makeRequest('GET', '/favoritos', { host, cookie })), page);
const favorites = async (host: string, cookie: string) => (await favoritesPage(host, cookie)).cards;

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

  it('pages the list, newest first; what the member may not see takes no place on a page', async () => {
    const world = await createWorld();
    const student = world.studentA;
    const open = await makeCourse(world.a.id, { productStatus: 'active', enroll: student.id });
    const more = await prisma.lesson.createManyAndReturn({
      data: Array.from({ length: FAVORITES_PAGE_SIZE }, (_, i) => ({
        tenantId: world.a.id,
        moduleId: open.moduleId,
        title: `Aula extra ${i}`,
        slug: `aula-extra-${i}`,
        order: 10 + i,
      })),
      select: { id: true },
    });
    // 2 + 24 lessons of an open course saved, oldest first; then, newest, a course the member cannot open
    // (not sold, blocked content off) and an unpublished one: both are left out of every page
    const lessons = [...open.lessonIds, ...more.map((l) => l.id)];
    const base = Date.now() - 60 * 60_000;
    const item = (i: number, ref: { lessonId: string } | { courseId: string }) => ({
      tenantId: world.a.id,
      userId: student.id,
      createdAt: new Date(base + i * 1000),
      ...ref,
    });
    const blocked = await makeCourse(world.a.id);
    const unpublished = await makeCourse(world.a.id, { productStatus: 'active', enroll: student.id });
    await prisma.course.update({ where: { id: unpublished.courseId }, data: { published: false } });
    await prisma.myListItem.createMany({
      data: [
        ...lessons.map((id, i) => item(i, { lessonId: id })),
        item(lessons.length, { courseId: blocked.courseId }),
        item(lessons.length + 1, { courseId: unpublished.courseId }),
      ],
    });
    const newestFirst = [...lessons].reverse();

    const first = await favoritesPage(world.a.host, student.cookie, 1);
    expect(first.cards.map((c) => c.id)).toEqual(newestFirst.slice(0, FAVORITES_PAGE_SIZE));
    expect(first.hasNext).toBe(true);
    const second = await favoritesPage(world.a.host, student.cookie, 2);
    expect(second.cards.map((c) => c.id)).toEqual(newestFirst.slice(FAVORITES_PAGE_SIZE));
    expect(second.hasNext).toBe(false);
    expect(await favoritesPage(world.a.host, student.cookie, 3)).toEqual({ cards: [], hasNext: false });

    // with blocked content shown, the blocked course takes the first place, locked
    await prisma.platformSettings.update({
      where: { tenantId: world.a.id },
      data: { showBlockedContent: true },
    });
    const shown = await favoritesPage(world.a.host, student.cookie, 1);
    expect(shown.cards[0]).toMatchObject({ id: blocked.courseId, locked: true });
    expect(shown.cards).toHaveLength(FAVORITES_PAGE_SIZE);
    // nobody else's list: the editor saved nothing
    expect((await favoritesPage(world.a.host, world.adminA.cookie, 1)).cards).toEqual([]);
  });

  it('never saves another tenant’s course', async () => {
    const foreign = await makeCourse(w.b.id, { productStatus: 'active', enroll: w.studentB.id });
    expect((await toggle({ kind: 'course', id: foreign.courseId, action: 'add' })).status).toBe(404);
    expect(await prisma.myListItem.count({ where: { courseId: foreign.courseId } })).toBe(0);
  });
});
