import 'server-only';
import { publish, type EventTx } from '@/lib/events';
import { lockMember } from '@/lib/events/member-lock';
import type { AuthedContext } from '@/lib/server/route';
import { moveLessonActivity, progressBefore } from './lesson-activity';
import { uuidv7 } from '@/lib/server/storage/keys';
import { requireLesson, type LessonRef } from './access';
import { previewPoints } from '@/lib/gamification/preview';
import type { TCompleteView, TCompletionEarned, TProgressBody, TProgressView } from './schemas';

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

/**
 * One atomic statement (INSERT … ON CONFLICT) for a member's row of a lesson, so concurrent first
 * reports and completions never collide on the unique key (decision 69). `set` is the conflict update;
 * `inserted` tells a first report apart (xmax is 0 only for a row this statement inserted). The row's
 * count in "Em alta" follows its updated_at day (decision 220): the day before is read with the row
 * locked, and the counter moves in the same transaction when the day changed. `newlyCompleted` is true
 * only for the write that turned the row completed (the row read before, locked, was not).
 */
async function upsertRow(
  tx: Pick<EventTx, '$queryRaw' | '$executeRaw'>,
  ctx: AuthedContext,
  lessonId: string,
  values: { watchedSeconds: number; percent: number; completedAt: Date | null },
  mode: 'progress' | 'complete' | 'uncomplete',
): Promise<Row & { inserted: boolean; newlyCompleted: boolean }> {
  const id = uuidv7();
  const before = await progressBefore(tx, ctx.tenant.id, ctx.user.id, lessonId);
  const rows =
    mode === 'progress'
      ? await tx.$queryRaw<RawRow[]>`
        INSERT INTO lesson_progress (id, tenant_id, user_id, lesson_id, watched_seconds, percent, updated_at)
        VALUES (${id}::uuid, ${ctx.tenant.id}::uuid, ${ctx.user.id}::uuid, ${lessonId}::uuid,
                ${values.watchedSeconds}, ${values.percent}, now())
        ON CONFLICT (user_id, lesson_id) DO UPDATE SET
          watched_seconds = GREATEST(lesson_progress.watched_seconds, EXCLUDED.watched_seconds),
          percent = GREATEST(lesson_progress.percent, EXCLUDED.percent),
          updated_at = CASE
            WHEN EXCLUDED.watched_seconds > lesson_progress.watched_seconds
              OR EXCLUDED.percent > lesson_progress.percent THEN now()
            ELSE lesson_progress.updated_at END
        RETURNING lesson_id, watched_seconds, percent, completed_at, (xmax = 0) AS inserted,
                  to_char(updated_at, 'YYYY-MM-DD') AS day`
      : await tx.$queryRaw<RawRow[]>`
        INSERT INTO lesson_progress
          (id, tenant_id, user_id, lesson_id, watched_seconds, percent, completed_at, updated_at)
        VALUES (${id}::uuid, ${ctx.tenant.id}::uuid, ${ctx.user.id}::uuid, ${lessonId}::uuid,
                0, ${values.percent}, ${values.completedAt}, now())
        ON CONFLICT (user_id, lesson_id) DO UPDATE SET
          completed_at = EXCLUDED.completed_at,
          percent = CASE WHEN EXCLUDED.completed_at IS NOT NULL THEN 100 ELSE lesson_progress.percent END,
          updated_at = now()
        RETURNING lesson_id, watched_seconds, percent, completed_at, (xmax = 0) AS inserted,
                  to_char(updated_at, 'YYYY-MM-DD') AS day`;
  const r = rows[0]!;
  await moveLessonActivity(tx, ctx.tenant.id, lessonId, before?.day ?? null, r.day);
  return {
    lessonId: r.lesson_id,
    watchedSeconds: Number(r.watched_seconds),
    percent: Number(r.percent),
    completedAt: r.completed_at,
    inserted: r.inserted,
    newlyCompleted: r.completed_at !== null && !before?.completed,
  };
}

type RawRow = {
  lesson_id: string;
  watched_seconds: number;
  percent: number;
  completed_at: Date | null;
  inserted: boolean;
  day: string;
};

export async function saveProgress(ctx: AuthedContext, body: TProgressBody): Promise<TProgressView> {
  const lesson = await requireLesson(ctx, body.lesson_id);
  const values = { watchedSeconds: body.watched_seconds, percent: body.percent, completedAt: null };
  // Monotonic (GREATEST): a later, lower report never lowers what was saved. The first report of a
  // lesson is "watched" (gamification's watch_class): only the statement that inserted the row
  // publishes it, in the same transaction as the upsert, so the row and its event commit together.
  const row = await ctx.db.$transaction(async (tx) => {
    const saved = await upsertRow(tx, ctx, lesson.id, values, 'progress');
    if (saved.inserted)
      await publish(tx, {
        type: 'lesson.watched',
        tenantId: ctx.tenant.id,
        userId: ctx.user.id,
        lessonId: lesson.id,
      });
    return saved;
  });
  return view(row);
}

export async function setCompleted(
  ctx: AuthedContext,
  lessonId: string,
  completed: boolean,
): Promise<TProgressView | TCompleteView> {
  const lesson = await requireLesson(ctx, lessonId);
  // completing fills the bar; undoing keeps what was watched
  const values = {
    watchedSeconds: 0,
    percent: completed ? 100 : 0,
    completedAt: completed ? new Date() : null,
  };
  const { row, earned } = await ctx.db.$transaction(async (tx) => {
    // taken before the upsert, so the member's completions are applied one after the other (decision 141)
    if (completed) await lockMember(tx, 'completion', ctx.tenant.id, ctx.user.id);
    const saved = await upsertRow(tx, ctx, lesson.id, values, completed ? 'complete' : 'uncomplete');
    const won = completed ? await publishCompletion(tx, ctx, lesson, saved.newlyCompleted) : null;
    return { row: saved, earned: won };
  });
  return earned ? { ...view(row), earned } : view(row);
}

/**
 * lesson.completed when this write completed the lesson (not on a re-completion of a completed one: 50
 * parallel completions are one event, ADR 0212), plus module.completed / course.completed exactly once
 * per member: under the member's completion lock the counts see every
 * completion committed before, and only the insert that creates the ModuleCompletion / CourseCompletion
 * row publishes the event (decision 141). Two last lessons completed at once: the second to take the
 * lock sees both and completes the module; a re-completion finds the row and publishes nothing more.
 */
async function publishCompletion(
  tx: EventTx,
  ctx: AuthedContext,
  lesson: LessonRef,
  newlyCompleted: boolean,
): Promise<TCompletionEarned> {
  const base = { tenantId: ctx.tenant.id, userId: ctx.user.id };
  const events: Parameters<typeof publish>[1] = [];
  if (newlyCompleted)
    events.push({
      ...base,
      type: 'lesson.completed',
      lessonId: lesson.id,
      moduleId: lesson.moduleId,
      courseId: lesson.courseId,
    });
  if (await completeOnce(tx, ctx, 'module', lesson.moduleId)) {
    events.push({ ...base, type: 'module.completed', moduleId: lesson.moduleId, courseId: lesson.courseId });
    if (await completeOnce(tx, ctx, 'course', lesson.courseId))
      events.push({ ...base, type: 'course.completed', courseId: lesson.courseId });
  }
  if (!events.length) return { points: 0, unit: '', module: null, course: null, certificate: false };
  // what the engine will score, read before the events are queued (ADR 0287)
  const { points, unit } = await previewPoints(tx, events);
  await publish(tx, events);
  const finished = (type: string) => events.some((e) => e.type === type);
  const courseDone = finished('course.completed');
  const [mod, course, settings] = await Promise.all([
    finished('module.completed')
      ? tx.module.findUnique({ where: { id: lesson.moduleId }, select: { title: true } })
      : null,
    courseDone ? tx.course.findUnique({ where: { id: lesson.courseId }, select: { title: true } }) : null,
    courseDone
      ? tx.certificateSettings.findFirst({ where: { courseId: lesson.courseId }, select: { enabled: true } })
      : null,
  ]);
  // a course with a certificate celebrates with the certificate's own player (ADR 0287)
  const certificate = !!settings?.enabled;
  return {
    points,
    unit,
    module: mod?.title ?? null,
    course: course?.title ?? null,
    certificate,
  };
}

/**
 * Inserts the member's completion row of the module / course when every one of its lessons is completed
 * and no row exists yet; answers whether this call inserted it. One statement: the count and the
 * insert (ON CONFLICT DO NOTHING RETURNING) read the same snapshot, taken after the member's lock.
 */
async function completeOnce(
  tx: EventTx,
  ctx: AuthedContext,
  kind: 'module' | 'course',
  id: string,
): Promise<boolean> {
  const tenantId = ctx.tenant.id;
  const userId = ctx.user.id;
  const rows =
    kind === 'module'
      ? await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO module_completions (id, tenant_id, user_id, module_id, completed_at)
        SELECT ${uuidv7()}::uuid, ${tenantId}::uuid, ${userId}::uuid, ${id}::uuid, now()
        WHERE NOT EXISTS (
          SELECT 1 FROM lessons l
          LEFT JOIN lesson_progress p
            ON p.lesson_id = l.id AND p.user_id = ${userId}::uuid AND p.completed_at IS NOT NULL
          WHERE l.tenant_id = ${tenantId}::uuid AND l.module_id = ${id}::uuid AND p.id IS NULL
            AND l.deleted_at IS NULL AND l.published)
        ON CONFLICT (user_id, module_id) DO NOTHING
        RETURNING id`
      : await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO course_completions (id, tenant_id, user_id, course_id, completed_at)
        SELECT ${uuidv7()}::uuid, ${tenantId}::uuid, ${userId}::uuid, ${id}::uuid, now()
        WHERE NOT EXISTS (
          SELECT 1 FROM lessons l
          JOIN modules m ON m.id = l.module_id
          LEFT JOIN lesson_progress p
            ON p.lesson_id = l.id AND p.user_id = ${userId}::uuid AND p.completed_at IS NOT NULL
          WHERE l.tenant_id = ${tenantId}::uuid AND m.course_id = ${id}::uuid AND p.id IS NULL
            AND l.deleted_at IS NULL AND l.published AND m.deleted_at IS NULL AND m.published)
        ON CONFLICT (user_id, course_id) DO NOTHING
        RETURNING id`;
  return rows.length > 0;
}
