import { beforeAll, describe, expect, it } from 'vitest';
import { POST as complete } from '@/app/api/auth/lessons/complete/route';
import { POST as progress } from '@/app/api/auth/lessons/progress/route';
import { POST as comment } from '@/app/api/auth/lessons/[lessonId]/comments/route';
import { POST as login } from '@/app/api/login/route';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createTenant, createUser, type TestTenant } from '../support/factories';
import { configurePoints, emit, gamifiedCourse, gamifiedStudent, ledgerSum, scoreOf } from './engine-world';

let t: TestTenant;
beforeAll(async () => {
  t = await createTenant('Gamificada');
});

const completed = (
  userId: string,
  lessonId: string,
  c: { modules: string[]; course: string },
  at?: Date,
) => ({
  type: 'lesson.completed' as const,
  tenantId: t.id,
  userId,
  lessonId,
  moduleId: c.modules[0]!,
  courseId: c.course,
  ...(at ? { at } : {}),
});

describe('scoring engine', () => {
  it('50 concurrent identical events add the points once', async () => {
    await configurePoints(t, { platform: { finish_class: { enabled: true, points: 10 } } });
    const c = await gamifiedCourse(t);
    const event = completed(c.student.id, c.lessons[0]!, c);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => emit(t, event)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await scoreOf(t, c.student.id)).toBe(10);
    expect(await prisma.pointsEntry.count({ where: { tenantId: t.id, userId: c.student.id } })).toBe(1);
    expect(await ledgerSum(t, c.student.id)).toBe(10);
  });

  it('scores each action as configured and nothing for disabled ones', async () => {
    await configurePoints(t, {
      platform: { finish_class: { enabled: true, points: 10 }, watch_class: { enabled: false, points: 99 } },
      community: { score_posts: { enabled: true, points: 3 }, score_likes: { enabled: true, points: 1 } },
    });
    const c = await gamifiedCourse(t);
    const u = c.student.id;
    await emit(t, { type: 'lesson.watched', tenantId: t.id, userId: u, lessonId: c.lessons[0]! });
    expect(await scoreOf(t, u)).toBe(0);
    await emit(t, [
      completed(u, c.lessons[0]!, c),
      completed(u, c.lessons[1]!, c),
      {
        type: 'community.post.created',
        tenantId: t.id,
        userId: u,
        communityId: c.course,
        postId: c.lessons[0]!,
      },
      {
        type: 'community.like.created',
        tenantId: t.id,
        userId: u,
        communityId: c.course,
        postId: c.lessons[0]!,
        likeId: c.lessons[1]!,
      },
      // unliking and liking the same post again is the same source
      {
        type: 'community.like.created',
        tenantId: t.id,
        userId: u,
        communityId: c.course,
        postId: c.lessons[0]!,
        likeId: c.lessons[2]!,
      },
    ]);
    expect(await scoreOf(t, u)).toBe(10 + 10 + 3 + 1);
    expect(await ledgerSum(t, u)).toBe(24);
  });

  it('gives the daily login points once per day', async () => {
    await configurePoints(t, { platform: { login: { enabled: true, points: 2 } } });
    const c = await gamifiedCourse(t);
    const u = c.student.id;
    const at = (iso: string) => ({
      type: 'user.logged_in' as const,
      tenantId: t.id,
      userId: u,
      at: new Date(iso),
    });
    await emit(t, at('2026-03-10T12:00:00Z'));
    await emit(t, at('2026-03-10T20:00:00Z'));
    await emit(t, at('2026-03-11T02:59:00Z')); // 23:59 in São Paulo: still the 10th
    expect(await scoreOf(t, u)).toBe(2);
    await emit(t, at('2026-03-11T03:00:00Z')); // 00:00 of the 11th
    expect(await scoreOf(t, u)).toBe(4);
  });

  it('per-day rule: needed_interaction occurrences within a day give the bonus once for that day', async () => {
    await configurePoints(t, {
      platform: { finish_class: { enabled: true, points: 1 } },
      perDayPlatform: { finish_class: { enable: true, needed_interaction: 3, plus_user_score: 20 } },
    });
    const c = await gamifiedCourse(t);
    const u = c.student.id;
    const extra = await prisma.module.findFirstOrThrow({ where: { id: c.modules[0] } });
    const more: string[] = [...c.lessons];
    for (let i = 0; i < 4; i++) {
      const l = await prisma.lesson.create({
        data: { tenantId: t.id, moduleId: extra.id, title: `Extra ${i}`, slug: `extra-${i}`, order: 10 + i },
      });
      more.push(l.id);
    }
    // Day 1 (São Paulo): two completions in the morning, the third at 23:30 local -> bonus.
    await emit(t, completed(u, more[0]!, c, new Date('2026-04-01T11:00:00Z')));
    await emit(t, completed(u, more[1]!, c, new Date('2026-04-01T12:00:00Z')));
    expect(await scoreOf(t, u)).toBe(2);
    await emit(t, completed(u, more[2]!, c, new Date('2026-04-02T02:30:00Z')));
    expect(await scoreOf(t, u)).toBe(3 + 20);
    // a fourth the same day: its point, no second bonus
    await emit(t, completed(u, more[3]!, c, new Date('2026-04-02T02:45:00Z')));
    expect(await scoreOf(t, u)).toBe(4 + 20);
    // Day 2: two completions are not enough...
    await emit(t, completed(u, more[4]!, c, new Date('2026-04-02T03:00:00Z')));
    await emit(t, completed(u, more[5]!, c, new Date('2026-04-02T10:00:00Z')));
    expect(await scoreOf(t, u)).toBe(6 + 20);
    // ...and the third, 24 h after the first of day 2, falls on day 3: still no bonus for day 2.
    await emit(t, completed(u, more[6]!, c, new Date('2026-04-03T03:00:00Z')));
    expect(await scoreOf(t, u)).toBe(7 + 20);
    const bonuses = await prisma.pointsEntry.findMany({
      where: { tenantId: t.id, userId: u, action: 'per_day:finish_class' },
      select: { sourceId: true, points: true },
    });
    expect(bonuses).toEqual([{ sourceId: '2026-04-01', points: 20 }]);
    expect(await ledgerSum(t, u)).toBe(27);
  });

  it('per-day rule counts occurrences of an action that gives no points itself', async () => {
    await configurePoints(t, {
      community: { score_comments: { enabled: false, points: 5 } },
      perDayCommunity: { comment: { enable: true, needed_interaction: 2, plus_user_score: 7 } },
    });
    const c = await gamifiedCourse(t);
    const u = c.student.id;
    const ev = (commentId: string) => ({
      type: 'community.comment.created' as const,
      tenantId: t.id,
      userId: u,
      communityId: c.course,
      postId: c.course,
      commentId,
      at: new Date('2026-05-05T15:00:00Z'),
    });
    await emit(t, ev(c.lessons[0]!));
    expect(await scoreOf(t, u)).toBe(0);
    await emit(t, ev(c.lessons[1]!));
    expect(await scoreOf(t, u)).toBe(7);
  });

  it('a member outside the gamification products, an editor, and a tenant without products earn nothing', async () => {
    await configurePoints(t, { platform: { finish_class: { enabled: true, points: 10 } } });
    const c = await gamifiedCourse(t);
    // enrolled only in a product that is not a gamification product
    const other = await prisma.product.create({ data: { tenantId: t.id, title: 'Fora' } });
    const outsider = await gamifiedStudent(t, other.id, 'Fora');
    await emit(t, completed(outsider.id, c.lessons[0]!, c));
    expect(await scoreOf(t, outsider.id)).toBe(0);
    // an inactive gamification product does not count either
    const inactive = await prisma.product.create({
      data: { tenantId: t.id, title: 'Inativo', status: 'inactive' },
    });
    await prisma.gamificationProduct.create({ data: { tenantId: t.id, productId: inactive.id } });
    const lapsed = await gamifiedStudent(t, inactive.id, 'Inativo');
    await emit(t, completed(lapsed.id, c.lessons[0]!, c));
    expect(await scoreOf(t, lapsed.id)).toBe(0);
    // editors do not score, even when enrolled
    const editor = await createUser(t, 'admin');
    await prisma.enrollment.create({ data: { tenantId: t.id, userId: editor.id, productId: c.product } });
    await emit(t, completed(editor.id, c.lessons[0]!, c));
    expect(await scoreOf(t, editor.id)).toBe(0);
    // a tenant with no gamification product: nobody scores
    const bare = await createTenant('Sem gamificação');
    await configurePoints(bare, { platform: { finish_class: { enabled: true, points: 10 } } });
    const b = await gamifiedCourse(bare, { gamified: false });
    await emit(bare, {
      ...completed(b.student.id, b.lessons[0]!, b),
      tenantId: bare.id,
      courseId: b.course,
      moduleId: b.modules[0]!,
    });
    expect(await scoreOf(bare, b.student.id)).toBe(0);
    expect(await prisma.pointsEntry.count({ where: { tenantId: bare.id } })).toBe(0);
  });
});

describe('emitters', () => {
  it('completing a lesson through the progress endpoints scores watch_class, finish_class, finish_module, finish_course', async () => {
    await configurePoints(t, {
      platform: {
        watch_class: { enabled: true, points: 1 },
        finish_class: { enabled: true, points: 10 },
        finish_module: { enabled: true, points: 100 },
        finish_course: { enabled: true, points: 1000 },
      },
    });
    const c = await gamifiedCourse(t);
    const s = c.student;
    const post = (h: typeof complete, body: unknown) =>
      call(h, 'POST', '/api/auth/lessons/x', { host: t.host, cookie: s.cookie, body });
    expect((await post(progress, { lesson_id: c.lessons[0], watched_seconds: 5, percent: 5 })).status).toBe(
      200,
    );
    expect((await post(progress, { lesson_id: c.lessons[0], watched_seconds: 9, percent: 9 })).status).toBe(
      200,
    );
    expect(await scoreOf(t, s.id)).toBe(1);
    expect((await post(complete, { lesson_id: c.lessons[0] })).status).toBe(200);
    expect(await scoreOf(t, s.id)).toBe(11);
    // completing again scores nothing more
    expect((await post(complete, { lesson_id: c.lessons[0] })).status).toBe(200);
    expect(await scoreOf(t, s.id)).toBe(11);
    // the second lesson of module 1 completes the module
    await post(complete, { lesson_id: c.lessons[1] });
    expect(await scoreOf(t, s.id)).toBe(11 + 10 + 100);
    await post(complete, { lesson_id: c.lessons[2] });
    await post(complete, { lesson_id: c.lessons[3] });
    expect(await scoreOf(t, s.id)).toBe(121 + 10 + 10 + 100 + 1000);
    expect(await ledgerSum(t, s.id)).toBe(1241);
  });

  it("a student's lesson question scores comment_class", async () => {
    await configurePoints(t, { platform: { comment_class: { enabled: true, points: 4 } } });
    await prisma.platformSettings.update({ where: { tenantId: t.id }, data: { comment: true } });
    const c = await gamifiedCourse(t);
    const res = await call(comment, 'POST', `/api/auth/lessons/${c.lessons[0]}/comments`, {
      host: t.host,
      cookie: c.student.cookie,
      params: { lessonId: c.lessons[0]! },
      body: { body: 'Dúvida sobre a aula' },
    });
    expect(res.status).toBe(201);
    expect(await scoreOf(t, c.student.id)).toBe(4);
  });

  it('signing in scores the daily login', async () => {
    await configurePoints(t, { platform: { login: { enabled: true, points: 3 } } });
    const c = await gamifiedCourse(t);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: c.student.id } });
    const res = await call(login, 'POST', '/api/login', {
      host: t.host,
      body: { email: user.email, password: c.student.password },
    });
    expect(res.status).toBe(200);
    await call(login, 'POST', '/api/login', {
      host: t.host,
      body: { email: user.email, password: c.student.password },
    });
    expect(await scoreOf(t, c.student.id)).toBe(3);
  });
});
