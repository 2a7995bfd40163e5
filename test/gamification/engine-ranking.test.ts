import { beforeAll, describe, expect, it } from 'vitest';
import { POST as reset } from '@/app/api/auth/community/reset-ranking/route';
import { GET as status } from '@/app/api/auth/ranking/status/[tenant]/route';
import { PUT as toggle } from '@/app/api/auth/ranking/toggle-status/[status]/[tenant]/route';
import { GET as ranking } from '@/app/api/gamification/ranking/route';
import { GET as me } from '@/app/api/gamification/me/route';
import { loadProfileGamification } from '@/lib/gamification/profile';
import { prisma } from '@/lib/server/db';
import type { AuthedContext } from '@/lib/server/route';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { call } from '../support/http';
import { createWorld, type TestUser } from '../support/factories';
import { configurePoints, emit, gamifiedCourse, gamifiedStudent, ledgerSum, scoreOf } from './engine-world';
import { nextCommunityOrder } from '../support/orders';

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
  await configurePoints(w.a, { platform: { finish_class: { enabled: true, points: 10 } } });
});

const finish = (userId: string, lessonId: string) => ({
  type: 'lesson.completed' as const,
  tenantId: w.a.id,
  userId,
  lessonId,
  moduleId: lessonId,
  courseId: lessonId,
});

const getRanking = (u: TestUser, limit?: number) =>
  call(ranking, 'GET', `/api/gamification/ranking${limit ? `?limit=${limit}` : ''}`, {
    host: w.a.host,
    cookie: u.cookie,
  });

describe('ranking', () => {
  it('is off until the switch is on and a community exists', async () => {
    const c = await gamifiedCourse(w.a);
    let res = await getRanking(c.student);
    expect(res.body.data).toMatchObject({ enabled: false, top: [], me: null });
    const st = await call(status, 'GET', `/api/auth/ranking/status/${w.a.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { tenant: w.a.id },
    });
    expect(st.body).toEqual({ data: { show_ranking: false, has_communities: false } });

    const community = await prisma.community.create({
      data: { tenantId: w.a.id, title: 'Geral', order: await nextCommunityOrder(w.a.id) },
    });
    const on = await call(toggle, 'PUT', `/api/auth/ranking/toggle-status/1/${w.a.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { status: '1', tenant: w.a.id },
    });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ data: { show_ranking: true } });
    expect((await prisma.community.findUniqueOrThrow({ where: { id: community.id } })).showRanking).toBe(
      true,
    );
    expect(
      (await prisma.platformSettings.findUniqueOrThrow({ where: { tenantId: w.a.id } })).showRanking,
    ).toBe(true);
    res = await getRanking(c.student);
    expect(res.body.data.enabled).toBe(true);
  });

  it('lists the top members with names and positions, and the caller position', async () => {
    const c = await gamifiedCourse(w.a);
    const names = ['Ana', 'Bia', 'Caio', 'Duda'];
    const members = [];
    for (const n of names) members.push(await gamifiedStudent(w.a, c.product, n));
    // Ana 30, Bia 20, Caio 20, Duda 10
    const plan = [3, 2, 2, 1];
    for (const [i, m] of members.entries())
      for (let k = 0; k < plan[i]!; k++) await emit(w.a, finish(m.id, c.lessons[k]!));
    const res = await getRanking(members[3]!, 100);
    expect(res.status).toBe(200);
    const top = res.body.data.top as { name: string; position: number; score: number }[];
    const mine = top.filter((r) => names.includes(r.name));
    expect(mine.map((r) => [r.name, r.score])).toEqual([
      ['Ana', 30],
      ['Bia', 20],
      ['Caio', 20],
      ['Duda', 10],
    ]);
    // ties share a position
    const bia = mine[1]!.position;
    expect(mine[2]!.position).toBe(bia);
    expect(mine[3]!.position).toBe(bia + 2);
    expect(res.body.data.me).toEqual({ position: mine[3]!.position, score: 10 });
    // beyond the limit, the position is still known
    const small = await getRanking(members[3]!, 1);
    expect(small.body.data.top).toHaveLength(1);
    expect(small.body.data.me.position).toBe(mine[3]!.position);
    // me's rank equals the ranking position
    const mine2 = await call(me, 'GET', '/api/gamification/me', {
      host: w.a.host,
      cookie: members[0]!.cookie,
    });
    expect(mine2.body.data.rank).toBe(mine[0]!.position);
    // the profile page reads both panels with one set of shared reads and the same answers (decision 183)
    const duda = members[3]!;
    const ctx = {
      db: forTenant(w.a.id),
      tenant: { id: w.a.id, name: w.a.name },
      user: { id: duda.id },
      role: 'student',
    } as unknown as AuthedContext;
    const profile = await loadProfileGamification(ctx, 1);
    const dudaMe = await call(me, 'GET', '/api/gamification/me', { host: w.a.host, cookie: duda.cookie });
    expect(profile.me).toEqual(dudaMe.body.data);
    expect(profile.me.rank).toBe(mine[3]!.position);
    expect(profile.ranking).toEqual(small.body.data);
    // limit is validated
    expect((await getRanking(members[0]!, 1000)).status).toBe(400);
  });

  it('reset zeroes every score, keeps the ledger (sum 0) and what was earned', async () => {
    const c = await gamifiedCourse(w.a);
    const level = await prisma.level.create({ data: { tenantId: w.a.id, name: 'Reset', neededScore: 10 } });
    await prisma.levelProduct.create({ data: { tenantId: w.a.id, levelId: level.id, productId: c.product } });
    await emit(w.a, finish(c.student.id, c.lessons[0]!));
    await emit(w.a, finish(c.student.id, c.lessons[1]!));
    expect(await scoreOf(w.a, c.student.id)).toBe(20);
    const before = await prisma.pointsEntry.count({ where: { userId: c.student.id } });
    const res = await call(reset, 'POST', '/api/auth/community/reset-ranking', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      headers: { tenantId: w.a.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Pontuação geral zerada.' });
    expect(await scoreOf(w.a, c.student.id)).toBe(0);
    expect(await prisma.memberScore.count({ where: { tenantId: w.a.id, score: { not: 0 } } })).toBe(0);
    expect(await ledgerSum(w.a, c.student.id)).toBe(0);
    const entries = await prisma.pointsEntry.findMany({
      where: { userId: c.student.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ action: 'reset', points: -20 });
    expect(await prisma.levelReached.count({ where: { userId: c.student.id, levelId: level.id } })).toBe(1);
    // the same lesson does not score again; a new one does, from 0
    await emit(w.a, finish(c.student.id, c.lessons[0]!));
    await emit(w.a, finish(c.student.id, c.lessons[2]!));
    expect(await scoreOf(w.a, c.student.id)).toBe(10);
    expect(await ledgerSum(w.a, c.student.id)).toBe(10);
    // the other tenant's scores are untouched by tenant A's reset
    await configurePoints(w.b, { platform: { finish_class: { enabled: true, points: 5 } } });
    const b = await gamifiedCourse(w.b);
    await emit(w.b, { ...finish(b.student.id, b.lessons[0]!), tenantId: w.b.id });
    await call(reset, 'POST', '/api/auth/community/reset-ranking', {
      host: w.a.host,
      cookie: w.adminA.cookie,
    });
    expect(await scoreOf(w.b, b.student.id)).toBe(5);
  });

  it('toggle and reset are refused for a student (403) and for the other tenant (404)', async () => {
    const c = await gamifiedCourse(w.a);
    await emit(w.a, finish(c.student.id, c.lessons[0]!));
    const asStudent = await call(reset, 'POST', '/api/auth/community/reset-ranking', {
      host: w.a.host,
      cookie: c.student.cookie,
      headers: { tenantId: w.a.id },
    });
    expect(asStudent.status).toBe(403);
    const otherTenant = await call(reset, 'POST', '/api/auth/community/reset-ranking', {
      host: w.b.host,
      cookie: w.adminB.cookie,
      headers: { tenantId: w.a.id },
    });
    expect(otherTenant.status).toBe(404);
    expect(await scoreOf(w.a, c.student.id)).toBe(10);

    const toggleAs = (u: TestUser, host: string) =>
      call(toggle, 'PUT', `/api/auth/ranking/toggle-status/0/${w.a.id}`, {
        host,
        cookie: u.cookie,
        params: { status: '0', tenant: w.a.id },
      });
    expect((await toggleAs(c.student, w.a.host)).status).toBe(403);
    expect((await toggleAs(w.adminB, w.b.host)).status).toBe(404);
    expect(
      (await prisma.platformSettings.findUniqueOrThrow({ where: { tenantId: w.a.id } })).showRanking,
    ).toBe(true);
    const bad = await call(toggle, 'PUT', `/api/auth/ranking/toggle-status/2/${w.a.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { status: '2', tenant: w.a.id },
    });
    expect(bad.status).toBe(400);
  });
});
