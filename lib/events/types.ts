import type { TenantTx } from '@/lib/server/tenancy/scoped-db';

// Domain events: what happened, emitted by the write that caused it, inside that write's transaction.
// Their consumers (lib/events/consumers.ts: gamification scoring, notifications) run after commit, fed
// from the outbox row publish() writes in the same transaction (decisions 70, 140). `at` is the time of
// the write; it is stored with the event, so a late drain still counts it on the right day.

interface Base {
  tenantId: string;
  /** The member who acted. */
  userId: string;
  at?: Date;
}

export type DomainEvent =
  | (Base & { type: 'user.logged_in' })
  | (Base & { type: 'lesson.watched'; lessonId: string })
  | (Base & { type: 'lesson.completed'; lessonId: string; moduleId: string; courseId: string })
  | (Base & { type: 'module.completed'; moduleId: string; courseId: string })
  | (Base & { type: 'course.completed'; courseId: string })
  | (Base & { type: 'lesson.commented'; lessonId: string; commentId: string })
  | (Base & { type: 'lesson.liked'; lessonId: string })
  | (Base & { type: 'quiz.passed'; quizId: string })
  /** an attempt was scored, passed or not (the Painel's quiz figures, ADR 0530) */
  | (Base & { type: 'quiz.submitted'; quizId: string; attemptId: string; passed: boolean })
  /** an editor created or changed a level (userId = the editor): members are re-evaluated (ADR 0280) */
  | (Base & { type: 'gamification.levels.changed'; levelId: string })
  | (Base & {
      /** an editor answered a student's question under a lesson (userId = the editor) */
      type: 'lesson.answered';
      lessonId: string;
      commentId: string;
      questionId: string;
    })
  | (Base & { type: 'community.post.deleted'; communityId: string; postId: string })
  | (Base & { type: 'community.comment.deleted'; communityId: string; postId: string; commentId: string })
  | (Base & {
      type: 'community.like.removed';
      communityId: string;
      postId: string;
      commentId?: string;
      likeId: string;
      /** when the removed like was made (a like removed within a minute leaves no notification) */
      likedAt: string;
    })
  | (Base & { type: 'community.post.created'; communityId: string; postId: string })
  | (Base & { type: 'community.comment.created'; communityId: string; postId: string; commentId: string })
  | (Base & {
      type: 'community.reply.created';
      communityId: string;
      postId: string;
      commentId: string;
      parentId: string;
    })
  | (Base & {
      type: 'community.like.created';
      communityId: string;
      postId: string;
      /** Set when a comment or reply was liked rather than the post. */
      commentId?: string;
      likeId: string;
    });

export type DomainEventType = DomainEvent['type'];

/** The transaction client a subscriber writes with (tenant-scoped, like ctx.db). */
/** The transaction events are published in: the shared tenant transaction type, under the events' name. */
export type { TenantTx as EventTx };

/** An in-transaction observer (tests: `subscribe()`). */
export type Subscriber = (tx: TenantTx, event: DomainEvent) => Promise<void>;
