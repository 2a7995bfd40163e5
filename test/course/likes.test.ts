import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createUser, createWorld } from '../support/factories';
import { configurePoints, gamifiedCourse, ledgerSum, settle } from '../gamification/engine-world';
import { createCourse } from './world';

// 'Curtir aula' (issue 50, ADR 0269): one like per member and lesson, undo allowed, counted; the
// like_class points once per member and lesson, ever, whatever the likes and undos.

const like = async () => await import('@/app/api/auth/lessons/[lessonId]/like/route');
const path = (id: string) => `/api/auth/lessons/${id}/like`;

describe('POST/DELETE /api/auth/lessons/{lessonId}/like', () => {
  it('likes once, undoes, counts every member; like_class scores once per lesson, ever', async () => {
    const w = await createWorld();
    await configurePoints(w.a, { platform: { like_class: { enabled: true, points: 5 } } });
    const g = await gamifiedCourse(w.a);
    const [lesson, other] = [g.lessons[0]!, g.lessons[1]!];
    const { POST, DELETE } = await like();
    const as = (method: 'POST' | 'DELETE', id: string, cookie = g.student.cookie) =>
      call(method === 'POST' ? POST : DELETE, method, path(id), {
        host: w.a.host,
        cookie,
      });

    const first = await as('POST', lesson);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ liked: true, count: 1 });
    expect((await as('POST', lesson)).body.data).toEqual({ liked: true, count: 1 }); // one per member
    // another member's like is counted with it
    expect((await as('POST', lesson, w.adminA.cookie)).body.data).toEqual({ liked: true, count: 2 });
    expect(await ledgerSum(w.a, g.student.id)).toBe(5);

    // undo, like again, undo, like again: no more points
    expect((await as('DELETE', lesson)).body.data).toEqual({ liked: false, count: 1 });
    expect((await as('DELETE', lesson)).body.data).toEqual({ liked: false, count: 1 });
    expect((await as('POST', lesson)).body.data).toEqual({ liked: true, count: 2 });
    await as('DELETE', lesson);
    await as('POST', lesson);
    await settle();
    expect(await ledgerSum(w.a, g.student.id)).toBe(5);
    const entries = await prisma.pointsEntry.count({ where: { userId: g.student.id, action: 'like_class' } });
    expect(entries).toBe(1);
    // another lesson scores on its own
    await as('POST', other);
    expect(await ledgerSum(w.a, g.student.id)).toBe(10);
  });

  it('refuses a lesson the member may not open (403), another tenant’s (404), and anonymous (401)', async () => {
    const w = await createWorld();
    const c = await createCourse(w.a); // nobody enrolled
    const { POST, DELETE } = await like();
    const stranger = await createUser(w.a, 'student', 'Sem acesso');
    const locked = await call(POST, 'POST', path(c.lessons[0]!), {
      host: w.a.host,
      cookie: stranger.cookie,
    });
    expect(locked.status).toBe(403);
    const cross = await call(DELETE, 'DELETE', path(c.lessons[0]!), {
      host: w.b.host,
      cookie: w.adminB.cookie,
    });
    expect(cross.status).toBe(404);
    const anon = await call(POST, 'POST', path(c.lessons[0]!), {
      host: w.a.host,
    });
    expect(anon.status).toBe(401);
    expect(await prisma.lessonLike.count({ where: { lessonId: c.lessons[0]! } })).toBe(0);
  });
});
