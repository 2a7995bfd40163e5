import type { EventTx } from '@/lib/events/types';
import { lockMember } from '@/lib/events/member-lock';

// "Em alta" without scanning progress (docs/decisions.md 220). lesson_daily_activity holds, per lesson and
// UTC day, how many of the lesson's progress rows have their updated_at on that day. Every write that
// moves a row's updated_at moves its 1 from the old day to the new one in the same transaction, so the sum
// over the last TRENDING_DAYS days is what the old query counted (progress rows updated in the window),
// read over at most lessons x 30 index entries instead of every recent progress row.

/** "Em alta" counts the members active on a lesson in the last 30 UTC days, today included. */
export const TRENDING_DAYS = 30;

type Raw = Pick<EventTx, '$queryRaw' | '$executeRaw'>;

/** The first UTC day of the window ending `now`, as YYYY-MM-DD. */
export function trendingSince(now: Date): string {
  return new Date(now.getTime() - (TRENDING_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** A member's progress row of a lesson as it was before a write: its day, and whether it was completed. */
export type RowBefore = { day: string; completed: boolean } | null;

async function lockedRow(tx: Raw, userId: string, lessonId: string): Promise<RowBefore> {
  const rows = await tx.$queryRaw<{ day: string; completed: boolean }[]>`
    SELECT to_char(updated_at, 'YYYY-MM-DD') AS day, completed_at IS NOT NULL AS completed
      FROM lesson_progress
     WHERE user_id = ${userId}::uuid AND lesson_id = ${lessonId}::uuid FOR UPDATE`;
  return rows[0] ?? null;
}

/**
 * The member's progress row of the lesson before this write (null: no row yet): the UTC day of its
 * updated_at and whether it was completed, with the row locked until the transaction ends, so no other
 * write moves it between this read and the upsert. With no row to lock, two first reports would both
 * read null: they take the member's 'progress' lock and read again, so the second sees the row the first
 * inserted.
 */
export async function progressBefore(
  tx: Raw,
  tenantId: string,
  userId: string,
  lessonId: string,
): Promise<RowBefore> {
  const row = await lockedRow(tx, userId, lessonId);
  if (row !== null) return row;
  await lockMember(tx, 'progress', tenantId, userId);
  return lockedRow(tx, userId, lessonId);
}

/**
 * Moves one progress row's count from day `from` (null: the row is new) to day `to`. Nothing to do when
 * the day did not change, which is every report but a member's first of the day on that lesson. Both
 * counter rows are written by one statement, oldest day first, so two writes never lock them in
 * opposite orders.
 */
export async function moveLessonActivity(
  tx: Raw,
  tenantId: string,
  lessonId: string,
  from: string | null,
  to: string,
): Promise<void> {
  if (from === to) return;
  if (from === null) {
    await tx.$executeRaw`
      INSERT INTO lesson_daily_activity (id, tenant_id, lesson_id, day, members)
      VALUES (gen_random_uuid(), ${tenantId}::uuid, ${lessonId}::uuid, ${to}::date, 1)
      ON CONFLICT (tenant_id, day, lesson_id)
      DO UPDATE SET members = lesson_daily_activity.members + 1`;
    return;
  }
  const [first, second] = from < to ? [from, to] : [to, from];
  const [a, b] = from < to ? [-1, 1] : [1, -1];
  await tx.$executeRaw`
    INSERT INTO lesson_daily_activity (id, tenant_id, lesson_id, day, members)
    VALUES (gen_random_uuid(), ${tenantId}::uuid, ${lessonId}::uuid, ${first}::date, ${a}::int),
           (gen_random_uuid(), ${tenantId}::uuid, ${lessonId}::uuid, ${second}::date, ${b}::int)
    ON CONFLICT (tenant_id, day, lesson_id)
    DO UPDATE SET members = lesson_daily_activity.members + EXCLUDED.members`;
}

/**
 * The tenant's lessons with the most members active in the window ending `now`, most first, ties by id
 * (the old query's order). One range read of the (tenant_id, day, lesson_id) index.
 */
export async function trendingLessonIds(
  db: Pick<EventTx, '$queryRaw'>,
  tenantId: string,
  now: Date,
  take: number,
): Promise<string[]> {
  const rows = await db.$queryRaw<{ lesson_id: string }[]>`
    SELECT lesson_id FROM lesson_daily_activity
     WHERE tenant_id = ${tenantId}::uuid AND day >= ${trendingSince(now)}::date
     GROUP BY lesson_id HAVING sum(members) > 0
     ORDER BY sum(members) DESC, lesson_id ASC
     LIMIT ${take}`;
  return rows.map((r) => r.lesson_id);
}

/**
 * Recounts a tenant's counters from its progress rows (what the migration's backfill does for all). For
 * writers that insert progress without the product's write path: the demo seed, the bench's large tenant,
 * tests. Not for a tenant taking reports at the same time (a report between the two statements is lost).
 */
export async function rebuildLessonActivity(db: Pick<EventTx, '$executeRaw'>, tenantId: string) {
  await db.$executeRaw`DELETE FROM lesson_daily_activity WHERE tenant_id = ${tenantId}::uuid`;
  await db.$executeRaw`
    INSERT INTO lesson_daily_activity (id, tenant_id, lesson_id, day, members)
    SELECT gen_random_uuid(), tenant_id, lesson_id, updated_at::date, count(*)::int
      FROM lesson_progress WHERE tenant_id = ${tenantId}::uuid
     GROUP BY tenant_id, lesson_id, updated_at::date`;
}
