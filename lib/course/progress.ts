import 'server-only';
import type { AuthedContext } from '@/lib/server/route';
import { requireLesson } from './access';
import type { TProgressBody, TProgressView } from './schemas';

// Watch progress of the signed-in user. Monotonic: a later, lower report (a rewind, a second device)
// never lowers what was saved. Completion is explicit ('Concluir aula', or the player's end): it can be
// undone ('uncomplete' clears completed_at, keeps the watched progress), see docs/decisions.md.

type Row = { lessonId: string; watchedSeconds: number; percent: number; completedAt: Date | null };

function view(row: Row): TProgressView {
  return {
    lesson_id: row.lessonId,
    watched_seconds: row.watchedSeconds,
    percent: row.percent,
    completed: row.completedAt !== null,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

const SELECT = { lessonId: true, watchedSeconds: true, percent: true, completedAt: true } as const;

export async function saveProgress(ctx: AuthedContext, body: TProgressBody): Promise<TProgressView> {
  const lesson = await requireLesson(ctx, body.lesson_id);
  const key = { userId_lessonId: { userId: ctx.user.id, lessonId: lesson.id } };
  const current = await ctx.db.lessonProgress.findUnique({ where: key, select: SELECT });
  if (!current) {
    const created = await ctx.db.lessonProgress.upsert({
      where: key,
      create: {
        tenantId: ctx.tenant.id,
        userId: ctx.user.id,
        lessonId: lesson.id,
        watchedSeconds: body.watched_seconds,
        percent: body.percent,
      },
      update: {},
      select: SELECT,
    });
    return view(created);
  }
  const percent = Math.max(current.percent, body.percent);
  const watchedSeconds = Math.max(current.watchedSeconds, body.watched_seconds);
  if (percent === current.percent && watchedSeconds === current.watchedSeconds) return view(current);
  // The WHERE keeps it monotonic under concurrent reports too: a row already further on is left alone.
  await ctx.db.lessonProgress.updateMany({
    where: {
      userId: ctx.user.id,
      lessonId: lesson.id,
      percent: { lte: percent },
      watchedSeconds: { lte: watchedSeconds },
    },
    data: { percent, watchedSeconds },
  });
  return view({ ...current, percent, watchedSeconds });
}

export async function setCompleted(
  ctx: AuthedContext,
  lessonId: string,
  completed: boolean,
): Promise<TProgressView> {
  const lesson = await requireLesson(ctx, lessonId);
  const key = { userId_lessonId: { userId: ctx.user.id, lessonId: lesson.id } };
  const row = await ctx.db.lessonProgress.upsert({
    where: key,
    create: {
      tenantId: ctx.tenant.id,
      userId: ctx.user.id,
      lessonId: lesson.id,
      percent: completed ? 100 : 0,
      completedAt: completed ? new Date() : null,
    },
    // completing fills the bar; undoing keeps what was watched
    update: completed ? { completedAt: new Date(), percent: 100 } : { completedAt: null },
    select: SELECT,
  });
  return view(row);
}
