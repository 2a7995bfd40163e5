import 'server-only';
import type { TenantTx } from '@/lib/server/tenancy/scoped-db';
import { newCertificateCode } from './code';

// Qualification and issue (issue 49, docs/adr/0520). One statement says whether a member qualifies for a
// course's certificate: the course's certificate is on, the member completed at least the required share
// of the course's live lessons (and the course has some), and passed every required quiz still live.

/**
 * The lessons that count, for course $2 of tenant $1. The single place to extend when courses, modules or
 * lessons gain a soft delete or a draft state (helper "studio"): add `AND l.deleted_at IS NULL AND
 * m.deleted_at IS NULL` here and every rule (share, default hours) follows.
 */
export const LIVE_LESSONS_SQL = `
  SELECT l.id, l.duration_seconds FROM lessons l
    JOIN modules m ON m.id = l.module_id AND m.tenant_id = l.tenant_id
   WHERE m.tenant_id = $1::uuid AND m.course_id = $2::uuid`;

export interface Qualification {
  total: number;
  done: number;
  requiredPercent: number;
  quizzesMissing: number;
  seconds: number;
  qualifies: boolean;
}

const QUALIFY_SQL = `
WITH s AS (SELECT required_percent, required_quiz_ids FROM certificate_settings
            WHERE tenant_id = $1::uuid AND course_id = $2::uuid AND enabled),
     l AS (${LIVE_LESSONS_SQL})
SELECT s.required_percent,
       (SELECT count(*) FROM l)::int AS total,
       (SELECT count(*) FROM l JOIN lesson_progress p
           ON p.lesson_id = l.id AND p.tenant_id = $1::uuid AND p.user_id = $3::uuid
          AND p.completed_at IS NOT NULL)::int AS done,
       (SELECT coalesce(sum(l.duration_seconds), 0) FROM l)::int AS seconds,
       (SELECT count(*) FROM quizzes q
         WHERE q.tenant_id = $1::uuid AND q.id = ANY (s.required_quiz_ids) AND q.deleted_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM quiz_passes qp
                            WHERE qp.tenant_id = $1::uuid AND qp.quiz_id = q.id AND qp.user_id = $3::uuid)
       )::int AS quizzes_missing
  FROM s`;

type QualifyRow = {
  required_percent: number;
  total: number;
  done: number;
  seconds: number;
  quizzes_missing: number;
};

/** null when the course has no certificate or it is off. */
export async function qualification(
  tx: TenantTx,
  tenantId: string,
  courseId: string,
  userId: string,
): Promise<Qualification | null> {
  const [row] = await tx.$queryRawUnsafe<QualifyRow[]>(QUALIFY_SQL, tenantId, courseId, userId);
  if (!row) return null;
  const qualifies =
    row.total > 0 && row.done * 100 >= row.required_percent * row.total && row.quizzes_missing === 0;
  return {
    total: row.total,
    done: row.done,
    requiredPercent: row.required_percent,
    quizzesMissing: row.quizzes_missing,
    seconds: row.seconds,
    qualifies,
  };
}

/** The sum of the lesson durations in whole hours, at least 1 when the course has any duration. */
export function hoursOf(seconds: number): number {
  return seconds <= 0 ? 0 : Math.max(1, Math.round(seconds / 3600));
}

/** The template as issued: what the PDF draws besides the texts (colours, logo, background). */
export interface CertificateTemplate {
  primaryColor: string;
  textColor: string;
  logo: string | null;
  background: string | null;
}

/**
 * Issues the member's certificate of the course if they qualify and have none: a snapshot of every
 * text the certificate shows. Idempotent (the unique (user_id, course_id) key, ON CONFLICT DO NOTHING):
 * answers the new certificate's id, or null when nothing was issued.
 */
export async function issueIfQualified(
  tx: TenantTx,
  tenantId: string,
  courseId: string,
  userId: string,
  at: Date,
): Promise<string | null> {
  const existing = await tx.certificate.findFirst({ where: { userId, courseId }, select: { id: true } });
  if (existing) return null;
  const q = await qualification(tx, tenantId, courseId, userId);
  if (!q?.qualifies) return null;
  // users and tenants are global models, which the scoped client refuses: one read of both names
  const names = tx.$queryRawUnsafe<{ holder: string; school: string }[]>(
    'SELECT u.name AS holder, t.name AS school FROM users u, tenants t WHERE u.id = $1::uuid AND t.id = $2::uuid',
    userId,
    tenantId,
  );
  const [settings, course, [who], look] = await Promise.all([
    tx.certificateSettings.findFirst({ where: { courseId } }),
    tx.course.findFirst({ where: { id: courseId }, select: { title: true } }),
    names,
    tx.platformSettings.findFirst({
      select: { primaryColor: true, logoHorizontal: true, logoSquare: true },
    }),
  ]);
  if (!settings || !course || !who) return null;
  const template: CertificateTemplate = {
    primaryColor: look?.primaryColor ?? '#6D28D9',
    textColor: '#1F2937',
    logo: look?.logoHorizontal ?? look?.logoSquare ?? null,
    background: settings.backgroundKey,
  };
  const { count } = await tx.certificate.createMany({
    data: [
      {
        tenantId,
        userId,
        courseId,
        code: newCertificateCode(),
        holderName: who.holder,
        courseTitle: course.title,
        schoolName: who.school,
        signerName: settings.signerName,
        hours: settings.hours ?? hoursOf(q.seconds),
        completedAt: at,
        template: { ...template },
      },
    ],
    skipDuplicates: true,
  });
  if (count === 0) return null;
  const row = await tx.certificate.findFirst({ where: { userId, courseId }, select: { id: true } });
  return row?.id ?? null;
}

/** The enabled certificates that require this quiz: a pass may be the last thing a member lacked. */
export async function coursesRequiringQuiz(tx: TenantTx, quizId: string): Promise<string[]> {
  const rows = await tx.certificateSettings.findMany({
    where: { enabled: true, requiredQuizIds: { has: quizId } },
    select: { courseId: true },
  });
  return rows.map((r) => r.courseId);
}
