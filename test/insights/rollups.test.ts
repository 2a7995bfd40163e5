import { beforeAll, describe, expect, it } from 'vitest';
import { dayKey } from '@/lib/insights/days';
import { rebuildInsights, refreshRecent } from '@/lib/insights/rebuild';
import { prisma } from '@/lib/server/db';
import { createTenant } from '../support/factories';
import { comment, completeLesson, drain, post, rollups, school, takeQuiz, type School } from './world';

// Issue 49: the rollups the outbox consumer keeps equal the ones the rebuild computes from the raw rows,
// after a realistic mix of members' actions in two schools and a replayed event; the other school's
// activity is never in a school's rows.

describe('insights rollups', () => {
  let a: School;
  let b: School;
  beforeAll(async () => {
    a = await school(await createTenant('Escola A'));
    b = await school(await createTenant('Escola B'));
    const [joana, caio, lucia] = a.students as [
      School['students'][0],
      School['students'][0],
      School['students'][0],
    ];
    for (const l of a.course.lessons.slice(0, 3)) await completeLesson(a.t, joana, l);
    await completeLesson(a.t, caio, a.course.lessons[0]!);
    const postId = await post(a.t, joana, a.community.id, 'Alguém já terminou o módulo 2?');
    await comment(a.t, caio, postId, 'Ainda não, estou no começo!');
    await takeQuiz(a, joana, [true, true, true]);
    await takeQuiz(a, caio, [true, false, false]);
    // school B is busier, on the same day
    for (const s of b.students) for (const l of b.course.lessons) await completeLesson(b.t, s, l);
    await post(b.t, b.students[0]!, b.community.id, 'Olá, escola B');
    await takeQuiz(b, b.students[1]!, [false, false, false]);
    void lucia;
    await drain();
  });

  it("counts the members' actions of the day in the school's figures", async () => {
    const r = await rollups(a.t.id);
    const today = dayKey(new Date());
    expect(r.daily).toHaveLength(1);
    expect(r.daily[0]).toMatchObject({
      day: today,
      active_members: 2,
      new_members: 3,
      lessons_completed: 4,
      watch_seconds: 4 * 1800,
      posts: 1,
      comments: 1,
      quiz_attempts: 2,
      quiz_passed: 1,
    });
    expect(r.daily[0]!.points).toBeGreaterThanOrEqual(0);
    expect(r.lessons.map((l) => [l.reached, l.completed]).sort()).toEqual([
      [1, 1],
      [1, 1],
      [2, 2],
    ]);
    expect(r.modules).toHaveLength(3); // Joana in both modules, Caio in the first
    expect(r.quizzes).toEqual([expect.objectContaining({ attempts: 2, passed: 1 })]);
    // Caio missed questions 2 and 3, Joana none
    expect(r.questions.map((q) => q.missed).sort()).toEqual([0, 1, 1]);
    expect(r.questions.every((q) => q.attempts === 2)).toBe(true);
  });

  it('equals the rebuild from the raw rows, in both schools', async () => {
    for (const s of [a, b]) {
      const kept = await rollups(s.t.id);
      await rebuildInsights(s.t.id);
      expect(await rollups(s.t.id)).toEqual(kept);
      await refreshRecent(s.t.id);
      expect(await rollups(s.t.id)).toEqual(kept);
    }
  });

  it('counts a replayed event once', async () => {
    const before = await rollups(a.t.id);
    const replayed = await prisma.outboxEvent.updateMany({
      where: {
        tenantId: a.t.id,
        type: { in: ['lesson.completed', 'quiz.submitted', 'community.post.created'] },
      },
      data: { processedAt: null, attempts: 0, lockedUntil: null },
    });
    expect(replayed.count).toBe(7);
    await drain();
    expect(await rollups(a.t.id)).toEqual(before);
  });

  it("never puts another school's activity in a school's rows", async () => {
    const ra = await rollups(a.t.id);
    const rb = await rollups(b.t.id);
    expect(rb.daily[0]).toMatchObject({ lessons_completed: 12, posts: 1, quiz_attempts: 1, quiz_passed: 0 });
    const bUsers = new Set(b.students.map((s) => s.id));
    expect(ra.memberDays.some((m) => bUsers.has(m.user_id as string))).toBe(false);
    expect(ra.daily[0]).toMatchObject({ lessons_completed: 4, posts: 1, quiz_attempts: 2 });
  });
});
