import 'server-only';
import { publish } from '@/lib/events';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { lessonPageSettings } from '@/lib/lesson/settings';
import { requireLesson } from './access';
import { readComment, readCommentsPage } from './comments-read';
import { type TCommentBody, type TCommentsPage, type TCommentView } from './schemas';

// Lesson comments (SPEC 4 "Lesson comments enabled 1 / disabled 0"): students ask, editors answer.
// Two levels only: a question (parentId null) and its answers. With the platform's comment flag off
// both calls answer 403 with a translated message, and the lesson page hides the section.

/** Whether the tenant shows lesson comments (PlatformSettings.comment). */
export async function commentsEnabled(ctx: Pick<RequestContext, 'db' | 'tenant'>): Promise<boolean> {
  return (await lessonPageSettings(ctx)).comment;
}

async function assertEnabled(ctx: AuthedContext) {
  if (!(await commentsEnabled(ctx))) throw new AppError('FORBIDDEN', { messageKey: 'course.commentsOff' });
}

/** A page of the lesson's questions with their answers: one statement once the switch is cached (decision 292). */
export async function listComments(
  ctx: AuthedContext,
  lessonId: string,
  page: number,
): Promise<TCommentsPage> {
  await assertEnabled(ctx);
  return readCommentsPage(ctx, lessonId, page);
}

export async function createComment(
  ctx: AuthedContext,
  lessonId: string,
  body: TCommentBody,
): Promise<TCommentView> {
  await assertEnabled(ctx);
  const lesson = await requireLesson(ctx, lessonId);
  const parentId = body.parent_id ?? null;
  if (parentId) {
    // Answers are the editors' job (issue 3): a student asks, never answers as the platform.
    if (!ctx.canEdit) throw new AppError('FORBIDDEN', { messageKey: 'course.onlyEditorsAnswer' });
    const parent = await ctx.db.lessonComment.findFirst({
      where: { id: parentId, lessonId: lesson.id },
      select: { parentId: true },
    });
    if (!parent) throw new AppError('NOT_FOUND');
    if (parent.parentId) throw new AppError('UNPROCESSABLE', { messageKey: 'course.answerToAnswer' });
  }
  const created = await ctx.db.$transaction(async (tx) => {
    const row = await tx.lessonComment.create({
      data: {
        tenantId: ctx.tenant.id,
        lessonId: lesson.id,
        userId: ctx.user.id,
        parentId,
        body: body.body,
        fromEditor: ctx.canEdit,
      },
      select: { id: true },
    });
    // A student's question is gamification's comment_class; editors' answers are not scored.
    if (!parentId && !ctx.canEdit)
      await publish(tx, {
        type: 'lesson.commented',
        tenantId: ctx.tenant.id,
        userId: ctx.user.id,
        lessonId: lesson.id,
        commentId: row.id,
      });
    // An editor's answer notifies the student who asked (issue 9, after commit through the outbox).
    if (parentId && ctx.canEdit)
      await publish(tx, {
        type: 'lesson.answered',
        tenantId: ctx.tenant.id,
        userId: ctx.user.id,
        lessonId: lesson.id,
        commentId: row.id,
        questionId: parentId,
      });
    return row;
  });
  // answered through the page's own statement and mapping (decision 340)
  return readComment(ctx, created.id);
}

/**
 * An editor hides a comment from the members (or shows it again): issue 54. The row stays, so the
 * points its question earned and the answers under it are kept; editors still see it, tagged.
 */
export async function setCommentHidden(
  ctx: AuthedContext,
  lessonId: string,
  commentId: string,
  hidden: boolean,
): Promise<TCommentView> {
  const { count } = await ctx.db.lessonComment.updateMany({
    where: { id: commentId, lessonId },
    data: { hiddenAt: hidden ? new Date() : null },
  });
  if (count === 0) throw new AppError('NOT_FOUND');
  return readComment(ctx, commentId);
}

/** An editor deletes a comment and its answers (spam, a mistake). Points already earned stay. */
export async function deleteComment(
  ctx: AuthedContext,
  lessonId: string,
  commentId: string,
): Promise<{ id: string }> {
  const { count } = await ctx.db.lessonComment.deleteMany({ where: { id: commentId, lessonId } });
  if (count === 0) throw new AppError('NOT_FOUND');
  return { id: commentId };
}
