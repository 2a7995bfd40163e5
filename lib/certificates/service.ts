import 'server-only';
import { AppError } from '@/lib/server/errors';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { requireReadyUpload, storedImageUrl } from '@/lib/server/storage/uploads';
import { normalizeCertificateCode, verificationPath } from './code';
import { hoursOf, LIVE_LESSONS_SQL } from './issue';
import {
  CERTIFICATES_PAGE_SIZE,
  type TCertificatePage,
  type TCertificateSettingsBody,
  type TCertificateSettingsView,
  type TCertificateView,
  type TRevokeBody,
} from './schemas';

// Certificates: the editors' settings per course, the holder's list, revocation and the public
// verification (issue 49, docs/adr/0520-0522). Issuing is ./issue.ts, run by ./consumer.ts.

const notFound = (key = 'certificates.notFound') => new AppError('NOT_FOUND', { messageKey: key });

async function requireCourse(ctx: RequestContext, courseId: string) {
  const course = await ctx.db.course.findFirst({
    where: { id: courseId },
    select: { id: true, title: true },
  });
  if (!course) throw notFound('certificates.courseNotFound');
  return course;
}

/** The course's certificate settings as the form shows them (defaults when never saved). */
export async function getSettings(ctx: AuthedContext, courseId: string): Promise<TCertificateSettingsView> {
  const course = await requireCourse(ctx, courseId);
  const [settings, look, quizzes, [sum]] = await Promise.all([
    ctx.db.certificateSettings.findFirst({ where: { courseId } }),
    ctx.db.platformSettings.findFirst({
      select: { primaryColor: true, logoHorizontal: true, logoSquare: true },
    }),
    ctx.db.quiz.findMany({
      where: { deletedAt: null },
      select: { id: true, name: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 200,
    }),
    ctx.db.$queryRawUnsafe<{ seconds: number }[]>(
      `SELECT coalesce(sum(l.duration_seconds), 0)::int AS seconds FROM (${LIVE_LESSONS_SQL}) l`,
      ctx.tenant.id,
      courseId,
    ),
  ]);
  return {
    course_id: course.id,
    course_title: course.title,
    enabled: settings?.enabled ?? false,
    required_percent: settings?.requiredPercent ?? 100,
    required_quiz_ids: settings?.requiredQuizIds ?? [],
    signer_name: settings?.signerName ?? '',
    hours: settings?.hours ?? null,
    default_hours: hoursOf(sum?.seconds ?? 0),
    background: settings?.backgroundKey ?? null,
    background_url: storedImageUrl(settings?.backgroundKey),
    school_name: ctx.tenant.name,
    primary_color: look?.primaryColor ?? '#6D28D9',
    logo_url: storedImageUrl(look?.logoHorizontal ?? look?.logoSquare),
    quizzes,
  };
}

/** Saves the settings; issued certificates keep what they were issued with. */
export async function saveSettings(
  ctx: AuthedContext,
  courseId: string,
  body: TCertificateSettingsBody,
): Promise<TCertificateSettingsView> {
  await requireCourse(ctx, courseId);
  const quizIds = [...new Set(body.required_quiz_ids)];
  if (quizIds.length > 0) {
    const found = await ctx.db.quiz.count({ where: { id: { in: quizIds }, deletedAt: null } });
    if (found !== quizIds.length)
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'certificates.invalidQuiz',
        fields: { required_quiz_ids: 'certificates.invalidQuiz' },
      });
  }
  const background = body.background
    ? (await requireReadyUpload(ctx, body.background, 'certificate-background')).key
    : null;
  const data = {
    enabled: body.enabled,
    requiredPercent: body.required_percent,
    requiredQuizIds: quizIds,
    signerName: body.signer_name,
    hours: body.hours,
    backgroundKey: background,
  };
  await ctx.db.certificateSettings.upsert({
    where: { courseId },
    create: { tenantId: ctx.tenant.id, courseId, ...data },
    update: data,
  });
  return getSettings(ctx, courseId);
}

type Row = {
  id: string;
  code: string;
  courseId: string;
  courseTitle: string;
  holderName: string;
  hours: number;
  completedAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
};
const VIEW = {
  id: true,
  code: true,
  courseId: true,
  courseTitle: true,
  holderName: true,
  hours: true,
  completedAt: true,
  revokedAt: true,
  revokedReason: true,
} as const;

const view = (r: Row): TCertificateView => ({
  id: r.id,
  code: r.code,
  course_id: r.courseId,
  course_title: r.courseTitle,
  holder_name: r.holderName,
  hours: r.hours,
  completed_at: r.completedAt.toISOString(),
  revoked: r.revokedAt !== null,
  revoked_reason: r.revokedReason,
  pdf_url: `/api/certificates/${r.id}/pdf`,
  verify_url: verificationPath(r.code),
});

/** Newest first, keyset on the (tenant, user, issued_at, id) index: `after` is the last id seen. */
async function page(
  ctx: RequestContext,
  where: { userId?: string; courseId?: string },
  after: string | undefined,
): Promise<TCertificatePage> {
  // ids are UUID v7 (time-ordered): newest first is id order, and the cursor is the last id
  const rows = await ctx.db.certificate.findMany({
    where: { ...where, ...(after ? { id: { lt: after } } : {}) },
    select: VIEW,
    orderBy: { id: 'desc' },
    take: CERTIFICATES_PAGE_SIZE + 1,
  });
  const more = rows.length > CERTIFICATES_PAGE_SIZE;
  const items = rows.slice(0, CERTIFICATES_PAGE_SIZE).map(view);
  return { items, next: more ? items[items.length - 1]!.id : null };
}

/** The caller's own certificates (the profile's 'Certificados'). */
export function listMine(ctx: AuthedContext, after?: string): Promise<TCertificatePage> {
  return page(ctx, { userId: ctx.user.id }, after);
}

/** The school's issued certificates, optionally of one course (editors: to find one to revoke). */
export function listIssued(ctx: AuthedContext, courseId: string, after?: string): Promise<TCertificatePage> {
  return page(ctx, { courseId }, after);
}

/** One certificate for its holder or an editor; anyone else reads it as missing. */
export async function certificateFor(ctx: AuthedContext, id: string) {
  const row = await ctx.db.certificate.findFirst({ where: { id } });
  if (!row || (row.userId !== ctx.user.id && !ctx.canEdit)) throw notFound();
  // a revoked certificate is no longer handed out as a document; its page says it was revoked
  if (row.revokedAt && !ctx.canEdit)
    throw new AppError('CONFLICT', { messageKey: 'certificates.revokedPdf' });
  return row;
}

/** Revokes with a reason (editors; later a support role). Revoking twice keeps the first reason. */
export async function revoke(ctx: AuthedContext, id: string, body: TRevokeBody): Promise<TCertificateView> {
  const row = await ctx.db.certificate.findFirst({ where: { id }, select: { id: true } });
  if (!row) throw notFound();
  await ctx.db.certificate.updateMany({
    where: { id, revokedAt: null },
    data: { revokedAt: new Date(), revokedReason: body.reason, revokedBy: ctx.user.id },
  });
  const after = await ctx.db.certificate.findFirst({ where: { id }, select: VIEW });
  return view(after!);
}

export interface TVerification {
  code: string;
  holder_name: string;
  course_title: string;
  completed_at: string;
  school_name: string;
  revoked: boolean;
}

/**
 * The public verification of a code: only this school's certificates (another school's code reads as
 * unknown), and only holder, course, date and school.
 */
export async function verify(ctx: RequestContext, input: string): Promise<TVerification | null> {
  const code = normalizeCertificateCode(input);
  if (!code) return null;
  const row = await ctx.db.certificate.findFirst({
    where: { code },
    select: {
      code: true,
      holderName: true,
      courseTitle: true,
      completedAt: true,
      schoolName: true,
      revokedAt: true,
    },
  });
  if (!row) return null;
  return {
    code: row.code,
    holder_name: row.holderName,
    course_title: row.courseTitle,
    completed_at: row.completedAt.toISOString(),
    school_name: row.schoolName,
    revoked: row.revokedAt !== null,
  };
}

export async function verifyOrNotFound(ctx: RequestContext, code: string): Promise<TVerification> {
  const found = await verify(ctx, code);
  if (!found) throw notFound();
  return found;
}
