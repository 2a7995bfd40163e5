import 'server-only';
import type { AfterCommitConsumer } from '@/lib/events/outbox';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { coursesRequiringQuiz, issueIfQualified } from './issue';

// After commit (docs/adr/0520): a completed lesson may finish the share a course's certificate needs, and
// a passed quiz may be the last requirement of some. Runs after gamification, like the level-ups; the
// celebration host and the notification read what it writes. Idempotent: a retried event finds the
// certificate issued and issues nothing.
export const certificatesConsumer: AfterCommitConsumer = {
  name: 'certificates',
  async handle({ event }) {
    if (event.type !== 'lesson.completed' && event.type !== 'quiz.passed') return;
    const at = event.at ? new Date(event.at) : new Date();
    await forTenant(event.tenantId).$transaction(async (tx) => {
      const courses =
        event.type === 'lesson.completed' ? [event.courseId] : await coursesRequiringQuiz(tx, event.quizId);
      for (const courseId of courses) {
        await issueIfQualified(tx, event.tenantId, courseId, event.userId, at);
      }
    });
  },
};
