import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import type { LessonRelease } from '@/lib/generated/prisma/enums';

// When a lesson opens to a member (issue 46, docs/adr/0401). Computed on the server for every read that
// sends a lesson's content: a lesson not yet released goes out with its date and without its media,
// body and attachments. "After N days" counts from the member's earliest enrolment in an active product
// granting the course, so a member with two such products gets the earliest release.

export interface ReleaseRule {
  releaseMode: LessonRelease;
  releaseDays: number | null;
  releaseAt: Date | null;
}

export interface ReleaseState {
  locked: boolean;
  /** when it opens; null when open, or locked with no date (no enrolment to count from) */
  at: Date | null;
}

const DAY_MS = 86_400_000;
const OPEN: ReleaseState = { locked: false, at: null };

export function releaseState(rule: ReleaseRule, enrolledAt: Date | null, now = Date.now()): ReleaseState {
  if (rule.releaseMode === 'immediate') return OPEN;
  let at: Date | null = null;
  if (rule.releaseMode === 'at_date') at = rule.releaseAt;
  else if (enrolledAt && rule.releaseDays != null)
    at = new Date(enrolledAt.getTime() + rule.releaseDays * DAY_MS);
  else return { locked: true, at: null };
  if (!at || at.getTime() <= now) return OPEN;
  return { locked: true, at };
}

/** Editors see every lesson open; a member's release counts from `memberEnrolledAt`. */
export async function viewerRelease(
  ctx: Pick<RequestContext, 'db' | 'user' | 'canEdit'>,
  courseId: string,
): Promise<(rule: ReleaseRule) => ReleaseState> {
  if (ctx.canEdit) return () => OPEN;
  const enrolledAt = await memberEnrolledAt(ctx, courseId);
  const now = Date.now();
  return (rule) => releaseState(rule, enrolledAt, now);
}

/**
 * 'Pré-visualizar como aluno' (docs/adr/0411): the release a member enrolled at `enrolledAt` gets, with no
 * query (the previewed member is hypothetical).
 */
export function previewRelease(enrolledAt: Date): (rule: ReleaseRule) => ReleaseState {
  const now = Date.now();
  return (rule) => releaseState(rule, enrolledAt, now);
}

/** The member's earliest enrolment in an active product granting the course; null when none. One query. */
export async function memberEnrolledAt(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  courseId: string,
): Promise<Date | null> {
  if (!ctx.user) return null;
  const row = await ctx.db.enrollment.findFirst({
    where: {
      userId: ctx.user.id,
      product: { status: 'active', courses: { some: { courseId } } },
    },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
  });
  return row?.createdAt ?? null;
}

/** Whether any rule of the list needs the member's enrolment (else no query is made). */
export const needsEnrolment = (rules: ReleaseRule[]) =>
  rules.some((r) => r.releaseMode === 'after_enrollment');
