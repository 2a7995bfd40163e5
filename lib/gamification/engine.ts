import 'server-only';
import type { DomainEvent, EventTx } from '@/lib/events/types';
import { dayWindow } from './day';
import { addToScore, insertEntry } from './ledger';
import { getPointsConfig } from './points';
import type {
  CommunityAction,
  PerDayCommunityAction,
  PerDayPlatformAction,
  PlatformAction,
  PointsConfig,
  TActionRule,
  TPerDayRule,
} from './points-config';
import { afterScoreChange, loadMember, unlockRewards } from './unlocks';

// The scoring engine (docs/decisions.md 56-58): turns what a member did into points as the tenant
// configured them, then levels and rewards. It runs after the write committed, from the outbox, in its
// own transaction under the member's lock (./consumer.ts, decision 140); an event counts in the day of
// its stored `at` (the time of the write), never the time of the drain.

export type Scored =
  | { scope: 'platform'; action: PlatformAction; perDay: PerDayPlatformAction | null; sourceId: string }
  | { scope: 'community'; action: CommunityAction; perDay: PerDayCommunityAction; sourceId: string };

/** Which action an event is and what makes it count once (the ledger's sourceId). */
export function actionOf(e: DomainEvent, at: Date): Scored | null {
  switch (e.type) {
    case 'user.logged_in':
      // once per gamification day
      return { scope: 'platform', action: 'login', perDay: null, sourceId: dayWindow(at).key };
    case 'lesson.watched':
      return { scope: 'platform', action: 'watch_class', perDay: 'watch_class', sourceId: e.lessonId };
    case 'lesson.completed':
      return { scope: 'platform', action: 'finish_class', perDay: 'finish_class', sourceId: e.lessonId };
    case 'module.completed':
      return { scope: 'platform', action: 'finish_module', perDay: 'finish_module', sourceId: e.moduleId };
    case 'course.completed':
      return { scope: 'platform', action: 'finish_course', perDay: 'finish_course', sourceId: e.courseId };
    case 'lesson.commented':
      return { scope: 'platform', action: 'comment_class', perDay: 'comment_class', sourceId: e.commentId };
    case 'lesson.liked':
      return { scope: 'platform', action: 'like_class', perDay: 'like_class', sourceId: e.lessonId };
    case 'community.post.created':
      return { scope: 'community', action: 'score_posts', perDay: 'post', sourceId: e.postId };
    case 'community.comment.created':
      return { scope: 'community', action: 'score_comments', perDay: 'comment', sourceId: e.commentId };
    case 'community.reply.created':
      return { scope: 'community', action: 'score_replies', perDay: 'reply', sourceId: e.commentId };
    case 'community.like.created':
      // the liked thing, not the like: unliking and liking again does not score twice
      return {
        scope: 'community',
        action: 'score_likes',
        perDay: 'like',
        sourceId: e.commentId ? `comment:${e.commentId}` : `post:${e.postId}`,
      };
    default:
      return null;
  }
}

export function rulesOf(s: Scored, c: PointsConfig): { rule: TActionRule; perDay: TPerDayRule | null } {
  if (s.scope === 'platform')
    return { rule: c.platform[s.action], perDay: s.perDay ? c.perDayPlatform[s.perDay] : null };
  return { rule: c.community[s.action], perDay: c.perDayCommunity[s.perDay] };
}

/** Whether the engine does anything with this event type (else the consumer skips it). */
export function isScored(e: DomainEvent): boolean {
  return e.type === 'quiz.passed' || actionOf(e, new Date(0)) !== null;
}

/** Applies one event: points, per-day bonus, levels and rewards (the caller holds the member's lock). */
export async function applyGamification(tx: EventTx, e: DomainEvent): Promise<void> {
  if (e.type === 'quiz.passed') {
    const member = await loadMember(tx, e.tenantId, e.userId);
    if (member) await unlockRewards(tx, member, { rewardType: 'quiz', quizId: e.quizId });
    return;
  }
  const at = e.at ?? new Date();
  const scored = actionOf(e, at);
  if (!scored) return;
  const { rule, perDay } = rulesOf(scored, await getPointsConfig(tx, e.tenantId));
  const perDayOn = !!perDay?.enable;
  const lessonReward = e.type === 'lesson.completed';
  // Nothing configured for this action: one query and out.
  if (!rule.enabled && !perDayOn && !lessonReward) return;

  const member = await loadMember(tx, e.tenantId, e.userId);
  if (!member) return;

  if (rule.enabled || perDayOn) {
    // An occurrence of a disabled action is still recorded (0 points) when its per-day rule counts it.
    const base = { tenantId: e.tenantId, userId: e.userId, at };
    const points = rule.enabled ? rule.points : 0;
    if (await insertEntry(tx, { ...base, action: scored.action, sourceId: scored.sourceId, points })) {
      let score = await addToScore(tx, e.tenantId, e.userId, points);
      if (perDay && perDayOn) {
        // The member's lock (and the score row's) is held: occurrences of this member are counted one
        // after the other, each seeing the ones committed before it.
        const w = dayWindow(at);
        const count = await tx.pointsEntry.count({
          where: { userId: e.userId, action: scored.action, createdAt: { gte: w.start, lt: w.end } },
        });
        if (count >= perDay.needed_interaction) {
          const bonus = { ...base, action: `per_day:${scored.action}`, sourceId: w.key };
          if (await insertEntry(tx, { ...bonus, points: perDay.plus_user_score }))
            score = await addToScore(tx, e.tenantId, e.userId, perDay.plus_user_score);
        }
      }
      await afterScoreChange(tx, member, score);
    }
  }
  if (lessonReward) await unlockRewards(tx, member, { rewardType: 'lesson', lessonId: e.lessonId });
}
