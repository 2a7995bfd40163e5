import { beforeAll, describe, expect, it } from 'vitest';
import { GET as me } from '@/app/api/gamification/me/route';
import { POST as seen } from '@/app/api/gamification/celebrations/seen/route';
import { GET as pending } from '@/app/api/gamification/celebrations/route';
import { POST as complete } from '@/app/api/auth/lessons/complete/route';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { call } from '../support/http';
import { createTenant, createWorld, type TestTenant, type TestUser } from '../support/factories';
import { configurePoints, emit, gamifiedCourse, gamifiedStudent, scoreOf, settle } from './engine-world';

let t: TestTenant;
beforeAll(async () => {
  t = await createTenant('Recompensas');
});

const finish = (userId: string, lessonId: string) => ({
  type: 'lesson.completed' as const,
  tenantId: t.id,
  userId,
  lessonId,
  moduleId: lessonId,
  courseId: lessonId,
});

const getMe = async (u: TestUser, host = t.host) => {
  const res = await call(me, 'GET', '/api/gamification/me', { host, cookie: u.cookie });
  expect(res.status).toBe(200);
  return res.body.data;
};

/** The celebration host's read (decision 183): must list exactly what /me lists as pending. */
const getPending = async (u: TestUser, host = t.host) => {
  const res = await call(pending, 'GET', '/api/gamification/celebrations', { host, cookie: u.cookie });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('levels and rewards', () => {
  it('reaching a score records the level once (celebration pending) and unlocks the score reward once', async () => {
    await configurePoints(t, { platform: { finish_class: { enabled: true, points: 10 } }, name: 'Moedas' });
    const c = await gamifiedCourse(t);
    const u = c.student;
    const bronze = await prisma.level.create({
      data: { tenantId: t.id, name: 'Bronze', neededScore: 10, animation: 'levelUpBronze', color: '#CD7F32' },
    });
    await prisma.levelProduct.create({ data: { tenantId: t.id, levelId: bronze.id, productId: c.product } });
    const silver = await prisma.level.create({ data: { tenantId: t.id, name: 'Prata', neededScore: 20 } });
    await prisma.levelProduct.create({ data: { tenantId: t.id, levelId: silver.id, productId: c.product } });
    const badge = await prisma.reward.create({
      data: {
        tenantId: t.id,
        name: 'Insígnia 10',
        rewardType: 'score',
        neededScore: 10,
        deliveryType: 'badge',
        badgePath: '/seed/badge.png',
        animation: 'trofeu',
        sound: 'fanfare',
      },
    });
    await prisma.rewardProduct.create({ data: { tenantId: t.id, rewardId: badge.id, productId: c.product } });

    await emit(t, finish(u.id, c.lessons[0]!));
    await emit(t, finish(u.id, c.lessons[0]!));
    expect(await prisma.levelReached.count({ where: { userId: u.id } })).toBe(1);
    expect(await prisma.rewardUnlock.count({ where: { userId: u.id } })).toBe(1);

    const data = await getMe(u);
    expect(data).toMatchObject({
      gamified: true,
      points_name: 'Moedas',
      score: 10,
      level: { name: 'Bronze', color: '#CD7F32', show_level_on_profile: true, show_score_on_profile: true },
      next_level: { name: 'Prata', needed_score: 20 },
      rewards: [{ name: 'Insígnia 10', delivery_type: 'badge', badge_url: '/seed/badge.png', product: null }],
    });
    expect(data.pending).toEqual([
      { kind: 'level', id: bronze.id, name: 'Bronze', animation: 'levelUpBronze', sound: 'levelUp' },
      { kind: 'reward', id: badge.id, name: 'Insígnia 10', animation: 'trofeu', sound: 'fanfare' },
    ]);
    expect(await getPending(u)).toEqual(data.pending);

    // seen once: the celebration is not pending any more; seeing it again is fine
    const mark = (body: unknown) =>
      call(seen, 'POST', '/api/gamification/celebrations/seen', { host: t.host, cookie: u.cookie, body });
    expect((await mark({ kind: 'level', id: bronze.id })).status).toBe(200);
    expect((await mark({ kind: 'level', id: bronze.id })).status).toBe(200);
    expect((await getMe(u)).pending.map((p: { kind: string }) => p.kind)).toEqual(['reward']);
    expect(await getPending(u)).toEqual([
      { kind: 'reward', id: badge.id, name: 'Insígnia 10', animation: 'trofeu', sound: 'fanfare' },
    ]);
    // all seen: the session's read says so and the host's call sends no statement of its own (decision 389)
    const counted = async () => {
      process.env.BENCH_QUERY_HEADER = '1';
      resetEnvCache();
      try {
        const res = await call(pending, 'GET', '/api/gamification/celebrations', {
          host: t.host,
          cookie: u.cookie,
        });
        return { data: res.body.data, queries: Number(res.headers.get('x-query-count')) };
      } finally {
        delete process.env.BENCH_QUERY_HEADER;
        resetEnvCache();
      }
    };
    const before = await counted();
    expect(before.data).toHaveLength(1);
    expect((await mark({ kind: 'reward', id: badge.id })).status).toBe(200);
    const after = await counted();
    expect(after.data).toEqual([]);
    expect(after.queries).toBe(before.queries - 1);
    // a level never reached is not found; a bad kind is a translated 400
    expect((await mark({ kind: 'level', id: silver.id })).status).toBe(404);
    const bad = await mark({ kind: 'medal', id: silver.id });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Tipo de celebração inválido.');
  });

  it('jumping over several levels celebrates only the highest', async () => {
    await configurePoints(t, { platform: { finish_class: { enabled: true, points: 50 } } });
    const c = await gamifiedCourse(t);
    const low = await prisma.level.create({ data: { tenantId: t.id, name: 'Baixo', neededScore: 5 } });
    const high = await prisma.level.create({ data: { tenantId: t.id, name: 'Alto', neededScore: 40 } });
    for (const l of [low, high])
      await prisma.levelProduct.create({ data: { tenantId: t.id, levelId: l.id, productId: c.product } });
    await emit(t, finish(c.student.id, c.lessons[0]!));
    const data = await getMe(c.student);
    expect(data.level.name).toBe('Alto');
    expect(
      data.pending.filter((p: { kind: string }) => p.kind === 'level').map((p: { name: string }) => p.name),
    ).toEqual(['Alto']);
  });

  it("levels and rewards of other products are not the member's", async () => {
    await configurePoints(t, { platform: { finish_class: { enabled: true, points: 10 } } });
    const c = await gamifiedCourse(t);
    const otherProduct = await prisma.product.create({ data: { tenantId: t.id, title: 'Outro' } });
    const level = await prisma.level.create({
      data: { tenantId: t.id, name: 'Só do outro', neededScore: 1 },
    });
    await prisma.levelProduct.create({
      data: { tenantId: t.id, levelId: level.id, productId: otherProduct.id },
    });
    const reward = await prisma.reward.create({
      data: {
        tenantId: t.id,
        name: 'Só do outro',
        rewardType: 'score',
        neededScore: 1,
        deliveryType: 'link',
      },
    });
    await prisma.rewardProduct.create({
      data: { tenantId: t.id, rewardId: reward.id, productId: otherProduct.id },
    });
    await emit(t, finish(c.student.id, c.lessons[0]!));
    expect(await scoreOf(t, c.student.id)).toBe(10);
    expect(await prisma.levelReached.count({ where: { userId: c.student.id, levelId: level.id } })).toBe(0);
    expect(await prisma.rewardUnlock.count({ where: { userId: c.student.id, rewardId: reward.id } })).toBe(0);
  });

  it('a product reward enrols the member in the product, once', async () => {
    await configurePoints(t, { platform: { finish_class: { enabled: true, points: 10 } } });
    const c = await gamifiedCourse(t);
    const bonus = await prisma.product.create({ data: { tenantId: t.id, title: 'Curso bônus' } });
    const reward = await prisma.reward.create({
      data: {
        tenantId: t.id,
        name: 'Acesso bônus',
        rewardType: 'score',
        neededScore: 10,
        deliveryType: 'product',
        deliverableProductId: bonus.id,
      },
    });
    await prisma.rewardProduct.create({
      data: { tenantId: t.id, rewardId: reward.id, productId: c.product },
    });
    await emit(t, finish(c.student.id, c.lessons[0]!));
    await emit(t, finish(c.student.id, c.lessons[1]!));
    expect(await prisma.enrollment.count({ where: { userId: c.student.id, productId: bonus.id } })).toBe(1);
    const data = await getMe(c.student);
    expect(data.rewards[0]).toMatchObject({
      delivery_type: 'product',
      product: { id: bonus.id, title: 'Curso bônus' },
    });
  });

  it('a lesson reward unlocks when that lesson is completed (via the endpoint), even without points', async () => {
    await configurePoints(t, {});
    const c = await gamifiedCourse(t);
    const reward = await prisma.reward.create({
      data: {
        tenantId: t.id,
        name: 'Primeira aula',
        rewardType: 'lesson',
        lessonId: c.lessons[1],
        deliveryType: 'embed',
        embed: '<p>Parabéns</p><script>alert(1)</script>',
      },
    });
    await prisma.rewardProduct.create({
      data: { tenantId: t.id, rewardId: reward.id, productId: c.product },
    });
    const post = (lessonId: string) =>
      call(complete, 'POST', '/api/auth/lessons/complete', {
        host: t.host,
        cookie: c.student.cookie,
        body: { lesson_id: lessonId },
      });
    await post(c.lessons[0]!);
    await settle();
    expect(await prisma.rewardUnlock.count({ where: { rewardId: reward.id } })).toBe(0);
    await post(c.lessons[1]!);
    await post(c.lessons[1]!);
    // the unlock arrives after commit, when the worker drains the outbox
    expect(await prisma.rewardUnlock.count({ where: { rewardId: reward.id } })).toBe(0);
    await settle();
    expect(await prisma.rewardUnlock.count({ where: { rewardId: reward.id } })).toBe(1);
    expect((await getMe(c.student)).rewards[0]).toMatchObject({
      delivery_type: 'embed',
      embed: expect.stringContaining('Parabéns'),
    });
  });

  it('a soft-deleted reward is earned no more', async () => {
    await configurePoints(t, { platform: { finish_class: { enabled: true, points: 10 } } });
    const c = await gamifiedCourse(t);
    const reward = await prisma.reward.create({
      data: {
        tenantId: t.id,
        name: 'Apagada',
        rewardType: 'score',
        neededScore: 1,
        deliveryType: 'link',
        deletedAt: new Date(),
      },
    });
    await prisma.rewardProduct.create({
      data: { tenantId: t.id, rewardId: reward.id, productId: c.product },
    });
    await emit(t, finish(c.student.id, c.lessons[0]!));
    expect(await scoreOf(t, c.student.id)).toBe(10);
    expect(await prisma.rewardUnlock.count({ where: { rewardId: reward.id } })).toBe(0);
  });

  it('a quiz reward unlocks on quiz.passed (no quiz-taking screen yet)', async () => {
    const c = await gamifiedCourse(t);
    const quiz = await prisma.quiz.create({ data: { tenantId: t.id, name: 'Prova' } });
    const reward = await prisma.reward.create({
      data: {
        tenantId: t.id,
        name: 'Aprovado',
        rewardType: 'quiz',
        quizId: quiz.id,
        deliveryType: 'link',
        links: ['https://example.com'],
      },
    });
    await prisma.rewardProduct.create({
      data: { tenantId: t.id, rewardId: reward.id, productId: c.product },
    });
    await emit(t, { type: 'quiz.passed', tenantId: t.id, userId: c.student.id, quizId: quiz.id });
    expect((await getMe(c.student)).rewards).toMatchObject([
      { name: 'Aprovado', links: ['https://example.com'] },
    ]);
  });

  it("another tenant's level or reward cannot be marked seen", async () => {
    const w = await createWorld();
    const c = await gamifiedCourse(t);
    const level = await prisma.level.create({ data: { tenantId: t.id, name: 'X', neededScore: 0 } });
    await prisma.levelReached.create({ data: { tenantId: t.id, userId: c.student.id, levelId: level.id } });
    const other = await gamifiedStudent(
      w.a,
      (await prisma.product.create({ data: { tenantId: w.a.id, title: 'P' } })).id,
    );
    const res = await call(seen, 'POST', '/api/gamification/celebrations/seen', {
      host: w.a.host,
      cookie: other.cookie,
      body: { kind: 'level', id: level.id },
    });
    expect(res.status).toBe(404);
    expect(await prisma.levelReached.count({ where: { levelId: level.id, seenAt: null } })).toBe(1);
  });
});
