import type { TenantDb } from '@/lib/server/tenancy/scoped-db';

// Domain events: what happened, emitted by the write that caused it, inside that write's transaction.
// Consumers (gamification scoring, notifications) subscribe in lib/events/subscribers.ts and write in the
// same transaction, so an event and its consequences commit or roll back together.

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
export type EventTx = Parameters<Parameters<TenantDb['$transaction']>[0]>[0];

export type Subscriber = (tx: EventTx, event: DomainEvent) => Promise<void>;
