import 'server-only';
import { publish } from '@/lib/events';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { requireLesson } from './access';
import type { TLessonLikes } from './urls';

// Lesson likes (issue 50, ADR 0269): one per member and lesson, undone by removing it, counted on the
// page. A new like publishes 'lesson.liked', which the gamification engine scores as like_class; the
// ledger keys those points by lesson (lib/gamification/engine.ts), so liking, undoing and liking again
// scores once per member and lesson, ever.

/** The lesson's like count and whether the viewer likes it: one statement. */
export async function lessonLikes(
  ctx: Pick<RequestContext, 'db' | 'tenant'> & { user: { id: string } | null },
  lessonId: string,
): Promise<TLessonLikes> {
  const [row] = await ctx.db.$read<{ count: number; liked: boolean }>(
    `SELECT count(*)::int AS count, coalesce(bool_or(user_id = $3::uuid), false) AS liked
       FROM lesson_likes WHERE tenant_id = $1::uuid AND lesson_id = $2::uuid`,
    [ctx.tenant.id, lessonId, ctx.user?.id ?? null],
  );
  return { count: row?.count ?? 0, liked: !!row?.liked };
}

/** POST: the member likes a lesson they may open (again: nothing changes). */
export async function likeLesson(ctx: AuthedContext, lessonId: string): Promise<TLessonLikes> {
  const lesson = await requireLesson(ctx, lessonId);
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.lessonLike.createMany({
      data: [{ tenantId: ctx.tenant.id, lessonId: lesson.id, userId: ctx.user.id }],
      skipDuplicates: true,
    });
    if (count > 0)
      await publish(tx, {
        type: 'lesson.liked',
        tenantId: ctx.tenant.id,
        userId: ctx.user.id,
        lessonId: lesson.id,
      });
  });
  return lessonLikes(ctx, lesson.id);
}

/** DELETE: the member takes their like back (none: nothing changes). The points earned stay. */
export async function unlikeLesson(ctx: AuthedContext, lessonId: string): Promise<TLessonLikes> {
  const lesson = await requireLesson(ctx, lessonId);
  await ctx.db.lessonLike.deleteMany({ where: { lessonId: lesson.id, userId: ctx.user.id } });
  return lessonLikes(ctx, lesson.id);
}
