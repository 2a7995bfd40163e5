import 'server-only';
import type { AfterCommitConsumer } from '@/lib/events/outbox';
import { forTenant, type TenantTx } from '@/lib/server/tenancy/scoped-db';
import { coursesRequiringQuiz, issueIfQualified } from './issue';

// After commit (docs/adr/0520): a completed lesson may finish the share a course's certificate needs, and
// a passed quiz may be the last requirement of some. Runs after gamification, like the level-ups; the
// celebration host and the notification read what it writes. Idempotent: a retried event finds the
// certificate issued and issues nothing.

/**
 * The member's 'Você conquistou um certificado' in the bell (issue 49), in the issuing transaction:
 * in-app only, once per certificate (its dedupe key), leading to the 'Certificados' of their profile.
 */
async function notifyIssued(tx: TenantTx, tenantId: string, userId: string, certificateId: string) {
  const cert = await tx.certificate.findFirst({
    where: { id: certificateId },
    select: { code: true, courseTitle: true },
  });
  if (!cert) return;
  await tx.notification.createMany({
    data: [
      {
        tenantId,
        userId,
        type: 'certificate',
        data: { certificate: { id: certificateId, code: cert.code, course_title: cert.courseTitle } },
        dedupeKey: `certificate:${certificateId}`,
      },
    ],
    skipDuplicates: true,
  });
}

export const certificatesConsumer: AfterCommitConsumer = {
  name: 'certificates',
  async handle({ event }) {
    if (event.type !== 'lesson.completed' && event.type !== 'quiz.passed') return;
    const at = event.at ? new Date(event.at) : new Date();
    await forTenant(event.tenantId).$transaction(async (tx) => {
      const courses =
        event.type === 'lesson.completed' ? [event.courseId] : await coursesRequiringQuiz(tx, event.quizId);
      for (const courseId of courses) {
        const issued = await issueIfQualified(tx, event.tenantId, courseId, event.userId, at);
        if (issued) await notifyIssued(tx, event.tenantId, event.userId, issued);
      }
    });
  },
};
