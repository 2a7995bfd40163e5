import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as completePOST } from '@/app/api/auth/lessons/complete/route';
import { POST as progressPOST } from '@/app/api/auth/lessons/progress/route';
import { POST as uncompletePOST } from '@/app/api/auth/lessons/uncomplete/route';
import { subscribe, type DomainEvent } from '@/lib/events';
import { drainOutbox } from '@/lib/events/outbox';
import { prisma } from '@/lib/server/db';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { call } from '../support/http';
import { enroll } from '../course/world';
import { nextCourseOrder } from '../support/orders';

// Module and course completion exactly once (decision 141): counting completed rows under READ
// COMMITTED let two last lessons completed at once both miss module.completed, and every re-completion
// published it again. The member's completion lock plus the unique completion rows make it once.
const FINISH_10 = { finish_class: { enabled: true, points: 10 } };
let t: TestTenant;
let off: (() => void) | undefined;
beforeAll(async () => {
  t = await createTenant('Conclusões');
});
afterEach(() => off?.());

/** One course: `modules` modules of `lessons` lessons each, sold by one product. */
async function course(modules: number, lessons: number) {
  const c = await prisma.course.create({
    data: {
      tenantId: t.id,
      order: await nextCourseOrder(t.id),
      title: 'Curso',
      slug: `curso-${Math.random().toString(36).slice(2)}`,
    },
  });
  const product = await prisma.product.create({ data: { tenantId: t.id, title: 'Plano' } });
  await prisma.productCourse.create({ data: { tenantId: t.id, productId: product.id, courseId: c.id } });
  const ids: { module: string; lessons: string[] }[] = [];
  for (let m = 1; m <= modules; m++) {
    const mod = await prisma.module.create({
      data: { tenantId: t.id, courseId: c.id, title: `Módulo ${m}`, order: m },
    });
    const ls: string[] = [];
    for (let l = 1; l <= lessons; l++) {
      const lesson = await prisma.lesson.create({
        data: { tenantId: t.id, moduleId: mod.id, title: `Aula ${l}`, slug: `aula-${m}-${l}`, order: l },
      });
      ls.push(lesson.id);
    }
    ids.push({ module: mod.id, lessons: ls });
  }
  const student = await createUser(t, 'student');
  await enroll(t, student.id, product.id);
  return { id: c.id, product: product.id, modules: ids, student };
}

const complete = (s: TestUser, lessonId: string, completed = true) =>
  call(completed ? completePOST : uncompletePOST, 'POST', '/api/auth/lessons/x', {
    host: t.host,
    cookie: s.cookie,
    body: { lesson_id: lessonId },
  });

/** Records every event published by a committed write (an event of a rolled-back write is dropped). */
function record() {
  const seen: DomainEvent[] = [];
  off = subscribe(async (_tx, e) => {
    seen.push(e);
  });
  return seen;
}

async function published(userId: string, type: string) {
  return prisma.outboxEvent.count({
    where: { tenantId: t.id, type, payload: { path: ['userId'], equals: userId } },
  });
}

describe('module.completed and course.completed under concurrency', () => {
  it('20 lessons completed at once: the module and the course are completed once', async () => {
    const c = await course(1, 20);
    const seen = record();
    const results = await Promise.all(c.modules[0]!.lessons.map((l) => complete(c.student, l)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(seen.filter((e) => e.type === 'lesson.completed')).toHaveLength(20);
    expect(seen.filter((e) => e.type === 'module.completed')).toHaveLength(1);
    expect(seen.filter((e) => e.type === 'course.completed')).toHaveLength(1);
    expect(await published(c.student.id, 'module.completed')).toBe(1);
    expect(await published(c.student.id, 'course.completed')).toBe(1);
    expect(await prisma.moduleCompletion.count({ where: { userId: c.student.id } })).toBe(1);
    expect(await prisma.courseCompletion.count({ where: { userId: c.student.id } })).toBe(1);
  });

  it('the last lesson completed 20 times at once, then undone and completed again: once', async () => {
    const c = await course(2, 2);
    const [m1, m2] = c.modules;
    for (const l of [...m1!.lessons, m2!.lessons[0]!])
      expect((await complete(c.student, l)).status).toBe(200);
    expect(await published(c.student.id, 'module.completed')).toBe(1);
    const last = m2!.lessons[1]!;
    const results = await Promise.all(Array.from({ length: 20 }, () => complete(c.student, last)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await published(c.student.id, 'module.completed')).toBe(2);
    expect(await published(c.student.id, 'course.completed')).toBe(1);
    // undone and completed again publishes lesson.completed only; a completed lesson completed again,
    // nothing (ADR 0212)
    expect((await complete(c.student, last, false)).status).toBe(200);
    expect((await complete(c.student, last)).status).toBe(200);
    expect((await complete(c.student, m1!.lessons[0]!)).status).toBe(200);
    expect(await published(c.student.id, 'module.completed')).toBe(2);
    expect(await published(c.student.id, 'course.completed')).toBe(1);
    expect(await published(c.student.id, 'lesson.completed')).toBe(3 + 1 + 1);
  });

  it('two members finishing the same module at once each get their own completion', async () => {
    const c = await course(1, 3);
    const other = await createUser(t, 'student');
    const product = await prisma.productCourse.findFirstOrThrow({ where: { courseId: c.id } });
    await enroll(t, other.id, product.productId);
    const lessons = c.modules[0]!.lessons;
    await Promise.all([
      ...lessons.map((l) => complete(c.student, l)),
      ...lessons.map((l) => complete(other, l)),
    ]);
    expect(await published(c.student.id, 'module.completed')).toBe(1);
    expect(await published(other.id, 'module.completed')).toBe(1);
  });
});

describe('lesson.completed once per completion (issue 55, ADR 0212)', () => {
  it('50 completions of one lesson at once: one outbox row and one award', async () => {
    const c = await course(1, 2);
    const lesson = c.modules[0]!.lessons[0]!;
    await prisma.gamificationProduct.create({ data: { tenantId: t.id, productId: c.product } });
    await prisma.pointsSettings.upsert({
      where: { tenantId: t.id },
      create: {
        tenantId: t.id,
        customName: 'XP',
        platform: FINISH_10,
        community: {},
        perDayPlatform: {},
        perDayCommunity: {},
      },
      update: { platform: FINISH_10 },
    });
    const reward = await prisma.reward.create({
      data: {
        tenantId: t.id,
        name: 'Primeira aula',
        rewardType: 'lesson',
        lessonId: lesson,
        deliveryType: 'link',
      },
    });
    await prisma.rewardProduct.create({
      data: { tenantId: t.id, rewardId: reward.id, productId: c.product },
    });

    const results = await Promise.all(Array.from({ length: 50 }, () => complete(c.student, lesson)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await published(c.student.id, 'lesson.completed')).toBe(1);
    await drainOutbox({ maxRounds: 1000 });
    expect(await prisma.pointsEntry.count({ where: { userId: c.student.id, action: 'finish_class' } })).toBe(
      1,
    );
    expect(await prisma.rewardUnlock.count({ where: { userId: c.student.id, rewardId: reward.id } })).toBe(1);
  });
});

describe('lesson.watched commits with the progress row', () => {
  it('a failure while publishing rolls the first progress report back (no row without its event)', async () => {
    const c = await course(1, 1);
    const lesson = c.modules[0]!.lessons[0]!;
    off = subscribe(async (_tx, e) => {
      if (e.type === 'lesson.watched') throw new Error('publish failed');
    });
    const body = { lesson_id: lesson, watched_seconds: 5, percent: 5 };
    const as = { host: t.host, cookie: c.student.cookie, body };
    const failed = await call(progressPOST, 'POST', '/api/auth/lessons/progress', as);
    expect(failed.status).toBe(500);
    expect(await prisma.lessonProgress.count({ where: { userId: c.student.id, lessonId: lesson } })).toBe(0);
    off();
    off = undefined;
    // the next report is a first report again, and publishes lesson.watched with its row
    expect((await call(progressPOST, 'POST', '/api/auth/lessons/progress', as)).status).toBe(200);
    expect(await prisma.lessonProgress.count({ where: { userId: c.student.id, lessonId: lesson } })).toBe(1);
    expect(await published(c.student.id, 'lesson.watched')).toBe(1);
  });
});
