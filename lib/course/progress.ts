import 'server-only';
import { publish, type EventTx } from '@/lib/events';
import type { AuthedContext } from '@/lib/server/route';
import { requireLesson, type LessonRef } from './access';
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
    // The first report of a lesson is "watched" (gamification's watch_class); the ledger counts it once
    // even when two first reports race.
    const created = await ctx.db.$transaction(async (tx) => {
      const row = await tx.lessonProgress.upsert({
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
      await publish(tx, {
        type: 'lesson.watched',
        tenantId: ctx.tenant.id,
        userId: ctx.user.id,
        lessonId: lesson.id,
      });
      return row;
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
  const row = await ctx.db.$transaction(async (tx) => {
    const saved = await tx.lessonProgress.upsert({
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
    if (completed) await publishCompletion(tx, ctx, lesson);
    return saved;
  });
  return view(row);
}

/**
 * lesson.completed, plus module.completed / course.completed when this lesson completes every lesson of
 * its module / course. Published on every completion: the gamification ledger counts each once, so
 * completing, undoing and completing again scores nothing more.
 */
async function publishCompletion(tx: EventTx, ctx: AuthedContext, lesson: LessonRef) {
  const base = { tenantId: ctx.tenant.id, userId: ctx.user.id };
  const done = { userId: ctx.user.id, completedAt: { not: null } };
  const events: Parameters<typeof publish>[1] = [
    {
      ...base,
      type: 'lesson.completed',
      lessonId: lesson.id,
      moduleId: lesson.moduleId,
      courseId: lesson.courseId,
    },
  ];
  const [moduleLessons, moduleDone] = await Promise.all([
    tx.lesson.count({ where: { moduleId: lesson.moduleId } }),
    tx.lessonProgress.count({ where: { ...done, lesson: { moduleId: lesson.moduleId } } }),
  ]);
  if (moduleDone >= moduleLessons) {
    events.push({ ...base, type: 'module.completed', moduleId: lesson.moduleId, courseId: lesson.courseId });
    const [courseLessons, courseDone] = await Promise.all([
      tx.lesson.count({ where: { module: { courseId: lesson.courseId } } }),
      tx.lessonProgress.count({ where: { ...done, lesson: { module: { courseId: lesson.courseId } } } }),
    ]);
    if (courseDone >= courseLessons)
      events.push({ ...base, type: 'course.completed', courseId: lesson.courseId });
  }
  await publish(tx, events);
}
