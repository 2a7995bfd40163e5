import 'server-only';
import type { DomainEvent, EventTx } from '@/lib/events/types';
import { dayWindow } from './day';
import { actionOf, rulesOf } from './engine';
import { getPointsConfig } from './points';
import { DEFAULT_POINTS_NAME } from './points-config';
import { loadMember } from './unlocks';

// What a write's events will score (issue 54, ADR 0287), for the '+10 XP' toast of 'Concluir aula'. The
// engine (./engine.ts) scores them after commit, from the outbox; this reads the same configuration and
// ledger in the write's own transaction and applies the engine's rules to them: the action's points when
// it is on and this source never scored, plus the per-day bonus when this occurrence reaches it. A member
// the engine skips (an editor, or no product with gamification) earns 0. Reads only.

/** The points the events will score, and the school's name for points ('XP' unless renamed). */
export async function previewPoints(
  tx: EventTx,
  events: readonly DomainEvent[],
): Promise<{ points: number; unit: string }> {
  const first = events[0];
  if (!first) return { points: 0, unit: DEFAULT_POINTS_NAME };
  const at = new Date();
  const config = await getPointsConfig(tx, first.tenantId);
  const scored = events
    .map((e) => actionOf(e, at))
    .filter((s) => s !== null)
    .map((s) => ({ s, ...rulesOf(s, config) }))
    .filter(({ rule, perDay }) => rule.enabled || perDay?.enable);
  const unit = config.customName;
  if (!scored.length || !(await loadMember(tx, first.tenantId, first.userId))) return { points: 0, unit };
  const { tenantId, userId } = first;
  const day = dayWindow(at);
  let total = 0;
  for (const { s, rule, perDay } of scored) {
    const entry = { tenantId, userId, action: s.action, sourceId: s.sourceId };
    if (await tx.pointsEntry.findFirst({ where: entry, select: { id: true } })) continue;
    if (rule.enabled) total += rule.points;
    if (!perDay?.enable) continue;
    const bonus = { tenantId, userId, action: `per_day:${s.action}`, sourceId: day.key };
    if (await tx.pointsEntry.findFirst({ where: bonus, select: { id: true } })) continue;
    const today = await tx.pointsEntry.count({
      where: { tenantId, userId, action: s.action, createdAt: { gte: day.start, lt: day.end } },
    });
    if (today + 1 >= perDay.needed_interaction) total += perDay.plus_user_score;
  }
  return { points: total, unit };
}
