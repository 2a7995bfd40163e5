import { beforeAll, describe, expect, it } from 'vitest';
import { POST as complete } from '@/app/api/auth/lessons/complete/route';
import { drainOutbox } from '@/lib/events/outbox';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createTenant, type TestTenant } from '../support/factories';
import { configurePoints, emit, gamifiedCourse, ledgerSum, scoreOf, settle } from './engine-world';

// Gamification runs after commit, from the outbox (decision 140): the write's transaction only writes
// the outbox row; the drain scores, at least once, serialised per member.
let t: TestTenant;
beforeAll(async () => {
  t = await createTenant('Pontos depois do commit');
});

const rawScore = async (userId: string) =>
  (await prisma.memberScore.findFirst({ where: { tenantId: t.id, userId } }))?.score ?? 0;

describe('gamification from the outbox', () => {
  it("the write's transaction does not score: the points arrive when the outbox is drained", async () => {
    await configurePoints(t, { platform: { finish_class: { enabled: true, points: 10 } } });
    const c = await gamifiedCourse(t);
    await settle();
    const res = await call(complete, 'POST', '/api/auth/lessons/complete', {
      host: t.host,
      cookie: c.student.cookie,
      body: { lesson_id: c.lessons[0] },
    });
    expect(res.status).toBe(200);
    expect(await rawScore(c.student.id)).toBe(0);
    const pending = await prisma.outboxEvent.findMany({
      where: { tenantId: t.id, processedAt: null, type: 'lesson.completed' },
    });
    expect(pending).toHaveLength(1);
    await drainOutbox();
    expect(await rawScore(c.student.id)).toBe(10);
    const entry = await prisma.pointsEntry.findFirstOrThrow({ where: { userId: c.student.id } });
    // the entry carries the time of the write (stored with the event), not the time of the drain
    expect(entry.createdAt.toISOString()).toBe((pending[0]!.payload as { at: string }).at);
  });

  it('a retried outbox row scores nothing twice', async () => {
    await configurePoints(t, { community: { score_posts: { enabled: true, points: 5 } } });
    const c = await gamifiedCourse(t);
    const post = { type: 'community.post.created' as const, tenantId: t.id, userId: c.student.id };
    await emit(t, { ...post, communityId: c.course, postId: c.lessons[0]! });
    expect(await scoreOf(t, c.student.id)).toBe(5);
    // the worker crashed after the consumers ran but before marking the row: it runs again
    await prisma.outboxEvent.updateMany({
      where: { tenantId: t.id },
      data: { processedAt: null, lockedUntil: null, attempts: 0 },
    });
    expect(await drainOutbox()).toBeGreaterThan(0);
    expect(await scoreOf(t, c.student.id)).toBe(5);
    expect(await prisma.pointsEntry.count({ where: { userId: c.student.id } })).toBe(1);
  });

  it("concurrent drains over one member's events: every point once, the per-day bonus once", async () => {
    await configurePoints(t, {
      community: { score_comments: { enabled: true, points: 1 } },
      perDayCommunity: { comment: { enable: true, needed_interaction: 3, plus_user_score: 50 } },
    });
    const c = await gamifiedCourse(t);
    const ids = await prisma.lesson.findMany({ select: { id: true }, take: 12 });
    const at = new Date('2026-06-10T15:00:00Z');
    for (const { id } of ids)
      await emit(
        t,
        {
          type: 'community.comment.created',
          tenantId: t.id,
          userId: c.student.id,
          communityId: c.course,
          postId: c.course,
          commentId: id,
          at,
        },
        { drain: false },
      );
    // six drains at once, one row per claim, so the member's events are spread across them
    await Promise.all(Array.from({ length: 6 }, () => drainOutbox({ batch: 1, maxRounds: 100 })));
    await settle();
    expect(await scoreOf(t, c.student.id)).toBe(ids.length + 50);
    expect(await ledgerSum(t, c.student.id)).toBe(ids.length + 50);
    expect(
      await prisma.pointsEntry.count({ where: { userId: c.student.id, action: 'per_day:score_comments' } }),
    ).toBe(1);
    expect(await prisma.outboxEvent.count({ where: { tenantId: t.id, processedAt: null } })).toBe(0);
  });
});
