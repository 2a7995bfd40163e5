import { beforeAll, describe, expect, it } from 'vitest';
import { POST as completePOST } from '@/app/api/auth/lessons/complete/route';
import { POST as progressPOST } from '@/app/api/auth/lessons/progress/route';
import { POST as uncompletePOST } from '@/app/api/auth/lessons/uncomplete/route';
import {
  rebuildLessonActivity,
  TRENDING_DAYS,
  trendingLessonIds,
  trendingSince,
} from '@/lib/course/lesson-activity';
import { prisma } from '@/lib/server/db';
import { createUser, createWorld, type TestTenant, type TestUser } from '../support/factories';
import { call } from '../support/http';
import { createCourse, enroll } from '../course/world';

// "Em alta" from lesson_daily_activity (decision 220). The oracle is the query it replaced: the tenant's
// progress rows updated since the window's first day, counted per lesson, most first, ties by lesson id.

const DAY = 86_400_000;
const TAKE = 12;

async function oldRanking(tenantId: string, now: Date): Promise<string[]> {
  const since = new Date(`${trendingSince(now)}T00:00:00.000Z`);
  const top = await prisma.lessonProgress.groupBy({
    by: ['lessonId'],
    where: { tenantId, updatedAt: { gte: since } },
    _count: { lessonId: true },
    orderBy: [{ _count: { lessonId: 'desc' } }, { lessonId: 'asc' }],
    take: TAKE,
  });
  return top.map((t) => t.lessonId);
}

/** The counters, without zero rows, must be exactly the progress rows per lesson and UTC day. */
async function expectCountersMatchProgress(tenantId: string) {
  const counters = await prisma.$queryRaw<{ lesson_id: string; day: string; n: number }[]>`
    SELECT lesson_id, to_char(day, 'YYYY-MM-DD') AS day, members AS n FROM lesson_daily_activity
     WHERE tenant_id = ${tenantId}::uuid AND members <> 0 ORDER BY 1, 2`;
  const progress = await prisma.$queryRaw<{ lesson_id: string; day: string; n: number }[]>`
    SELECT lesson_id, to_char(updated_at, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM lesson_progress
     WHERE tenant_id = ${tenantId}::uuid GROUP BY 1, 2 ORDER BY 1, 2`;
  expect(counters).toEqual(progress);
}

const report = (t: TestTenant, u: TestUser, lesson: string, percent: number) =>
  call(progressPOST, 'POST', '/api/auth/lessons/progress', {
    host: t.host,
    cookie: u.cookie,
    body: { lesson_id: lesson, watched_seconds: percent * 6, percent },
  });
const complete = (t: TestTenant, u: TestUser, lesson: string, done = true) =>
  call(done ? completePOST : uncompletePOST, 'POST', `/api/auth/lessons/${done ? '' : 'un'}complete`, {
    host: t.host,
    cookie: u.cookie,
    body: { lesson_id: lesson },
  });

let w: Awaited<ReturnType<typeof createWorld>>;
let lessonsA: string[];
let lessonsB: string[];
let studentsA: TestUser[];
let studentsB: TestUser[];

beforeAll(async () => {
  w = await createWorld();
  const [c1, c2, cb] = [await createCourse(w.a), await createCourse(w.a), await createCourse(w.b)];
  lessonsA = [...c1.lessons, ...c2.lessons];
  lessonsB = cb.lessons;
  studentsA = [];
  for (let i = 0; i < 7; i++) {
    const s = await createUser(w.a, 'student');
    await enroll(w.a, s.id, c1.product);
    await enroll(w.a, s.id, c2.product);
    studentsA.push(s);
  }
  studentsB = [];
  for (let i = 0; i < 4; i++) {
    const s = await createUser(w.b, 'student');
    await enroll(w.b, s.id, cb.product);
    studentsB.push(s);
  }
});

describe('"Em alta" from the daily counters', () => {
  it('ranks as the old progress scan did, through backfill, first reports, day moves and completions', async () => {
    const now = new Date();
    // History written directly, 0 to 45 days old (some outside the window), then counted as the
    // migration's backfill does.
    const history = [];
    for (const [i, s] of studentsA.entries())
      for (const [j, lessonId] of lessonsA.entries())
        if ((i * 5 + j * 3) % 4 !== 0)
          history.push({
            tenantId: w.a.id,
            userId: s.id,
            lessonId,
            percent: 10,
            watchedSeconds: 60,
            updatedAt: new Date(now.getTime() - ((i * 7 + j * 11) % 46) * DAY - 3_600_000),
          });
    await prisma.lessonProgress.createMany({ data: history });
    await rebuildLessonActivity(prisma, w.a.id);
    await expectCountersMatchProgress(w.a.id);
    const before = await trendingLessonIds(prisma, w.a.id, now, TAKE);
    expect(before).toEqual(await oldRanking(w.a.id, now));
    expect(before.length).toBeGreaterThan(3);

    // Through the product: a higher report moves an old row to today, a lower one leaves it where it is,
    // a first report adds one, completing and undoing move it too. The last lesson gets the most today.
    const last = lessonsA.at(-1)!;
    for (const s of studentsA) expect((await report(w.a, s, last, 50)).status).toBe(200);
    expect((await report(w.a, studentsA[0]!, lessonsA[0]!, 5)).status).toBe(200);
    expect((await report(w.a, studentsA[1]!, lessonsA[1]!, 90)).status).toBe(200);
    expect((await complete(w.a, studentsA[2]!, lessonsA[2]!)).status).toBe(200);
    expect((await complete(w.a, studentsA[3]!, lessonsA[3]!, false)).status).toBe(200);
    await expectCountersMatchProgress(w.a.id);
    const after = await trendingLessonIds(prisma, w.a.id, now, TAKE);
    expect(after).toEqual(await oldRanking(w.a.id, now));
    expect(after[0]).toBe(last);
  });

  it('keeps each tenant to its own lessons and counts', async () => {
    const now = new Date();
    const aBefore = await trendingLessonIds(prisma, w.a.id, now, TAKE);
    for (const s of studentsB)
      for (const lesson of lessonsB) expect((await report(w.b, s, lesson, 30)).status).toBe(200);
    await expectCountersMatchProgress(w.b.id);
    const b = await trendingLessonIds(prisma, w.b.id, now, TAKE);
    expect(new Set(b)).toEqual(new Set(lessonsB));
    expect(b).toEqual(await oldRanking(w.b.id, now));
    expect(await trendingLessonIds(prisma, w.a.id, now, TAKE)).toEqual(aBefore);
  });

  it('lets days older than the window fall out', async () => {
    const t = w.b;
    const lesson = lessonsB[0]!;
    const now = new Date();
    // Window of TRENDING_DAYS UTC days, today included: a day later the oldest day is gone.
    const oldest = new Date(`${trendingSince(now)}T12:00:00.000Z`);
    const u = await createUser(t, 'student');
    await prisma.lessonProgress.update({
      where: { userId_lessonId: { userId: studentsB[0]!.id, lessonId: lesson } },
      data: { updatedAt: oldest },
    });
    await prisma.lessonProgress.create({
      data: {
        tenantId: t.id,
        userId: u.id,
        lessonId: lessonsB[1]!,
        updatedAt: new Date(oldest.getTime() - DAY),
      },
    });
    await rebuildLessonActivity(prisma, t.id);
    const sums = async (at: Date) =>
      prisma.$queryRaw<{ lesson_id: string; n: number }[]>`
        SELECT lesson_id, sum(members)::int AS n FROM lesson_daily_activity
         WHERE tenant_id = ${t.id}::uuid AND day >= ${trendingSince(at)}::date GROUP BY 1`;
    const today = new Map((await sums(now)).map((r) => [r.lesson_id, r.n]));
    expect(today.get(lesson)).toBe(studentsB.length); // the row moved to the first day still counts
    expect(today.get(lessonsB[1]!)).toBe(studentsB.length); // the one a day older does not
    expect(await trendingLessonIds(prisma, t.id, now, TAKE)).toEqual(await oldRanking(t.id, now));
    const tomorrow = new Date(now.getTime() + DAY);
    const next = new Map((await sums(tomorrow)).map((r) => [r.lesson_id, r.n]));
    expect(next.get(lesson)).toBe(studentsB.length - 1);
    expect(await trendingLessonIds(prisma, t.id, tomorrow, TAKE)).toEqual(await oldRanking(t.id, tomorrow));
    expect(
      await trendingLessonIds(prisma, t.id, new Date(now.getTime() + TRENDING_DAYS * DAY), TAKE),
    ).toEqual([]);
  });

  it('stays exact under concurrent first reports, repeats and completions', async () => {
    const lesson = lessonsA[4]!;
    const calls = studentsA.flatMap((s, i) => [
      report(w.a, s, lesson, 20 + i),
      report(w.a, s, lesson, 40 + i),
      i % 2 ? complete(w.a, s, lesson) : report(w.a, s, lessonsA[5]!, 10),
    ]);
    for (const r of await Promise.all(calls)) expect(r.status, JSON.stringify(r.body)).toBe(200);
    await expectCountersMatchProgress(w.a.id);
    expect(await trendingLessonIds(prisma, w.a.id, new Date(), TAKE)).toEqual(
      await oldRanking(w.a.id, new Date()),
    );
  });
});
