import 'server-only';
import type { DomainEvent } from '@/lib/events';
import { lockMember } from '@/lib/events/member-lock';
import type { AfterCommitConsumer } from '@/lib/events/outbox';
import { forTenant, type TenantTx } from '@/lib/server/tenancy/scoped-db';
import { dayKey } from './days';
import {
  markModuleMembers,
  recomputeDaily,
  recomputeLessons,
  recomputeMemberDays,
  recomputeQuizzes,
} from './rollup';

// Keeps the Painel's rollups after commit (docs/adr/0530), last of the consumers so the points the
// gamification consumer wrote for the same event are counted. Idempotent by construction: it recomputes
// the keys the event touches (the member's day, the school's day, the lesson, the quiz) from the raw
// rows, so a replayed event writes the same rows again.

/** Events of an editor's work, not a member's activity. */
const IGNORED = new Set<DomainEvent['type']>(['gamification.levels.changed']);

/** Serialises the recomputation of one school's day (two members' events of the same day). */
async function lockDay(tx: TenantTx, tenantId: string, day: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`insights-day:${tenantId}:${day}`}, 0))`;
}

export async function applyInsights(event: DomainEvent, now: Date = new Date()): Promise<void> {
  if (IGNORED.has(event.type)) return;
  const { tenantId, userId } = event;
  // the event's day, and today's: the points the drain just wrote are stamped now
  const days = [...new Set([dayKey(event.at ? new Date(event.at) : now), dayKey(now)])].sort();
  await forTenant(tenantId).$transaction(async (tx) => {
    await lockMember(tx, 'insights', tenantId, userId);
    for (const d of days) await recomputeMemberDays(tx, tenantId, d, d, userId);
    if (event.type === 'lesson.watched' || event.type === 'lesson.completed') {
      await recomputeLessons(tx, tenantId, [event.lessonId]);
      await markModuleMembers(tx, tenantId, userId, event.lessonId);
    }
    if (event.type === 'quiz.submitted') await recomputeQuizzes(tx, tenantId, event.quizId);
    for (const d of days) {
      await lockDay(tx, tenantId, d);
      await recomputeDaily(tx, tenantId, d, d);
    }
  });
}

export const insightsConsumer: AfterCommitConsumer = {
  name: 'insights',
  handle: ({ event }) => applyInsights(event),
};
