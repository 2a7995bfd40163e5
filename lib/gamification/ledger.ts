import 'server-only';
import type { EventTx } from '@/lib/events/types';

// The points ledger (docs/decisions.md 56). Every change of a member's score is one PointsEntry row
// plus the same change on MemberScore, in the caller's transaction, so the sum of a member's entries
// always equals their score.

export interface EntryInput {
  tenantId: string;
  userId: string;
  action: string;
  sourceId: string;
  points: number;
  at: Date;
}

/**
 * Inserts the entry unless one with the same (tenant, member, action, source) exists: ON CONFLICT DO
 * NOTHING, so the same event published any number of times, concurrently or not, counts once (a
 * concurrent duplicate waits for the first insert's transaction and then inserts nothing).
 */
export async function insertEntry(tx: EventTx, e: EntryInput): Promise<boolean> {
  const { count } = await tx.pointsEntry.createMany({
    data: [
      {
        tenantId: e.tenantId,
        userId: e.userId,
        action: e.action,
        sourceId: e.sourceId,
        points: e.points,
        createdAt: e.at,
      },
    ],
    skipDuplicates: true,
  });
  return count === 1;
}

/**
 * Adds `points` to the member's score (creating the row) and answers the new score. The upsert locks the
 * member's row until the transaction ends, which serialises the rest of the member's scoring (per-day
 * counts, levels, rewards) across concurrent transactions. The member moves from one score's count to the
 * other's in the same transaction (decision 271).
 */
export async function addToScore(
  tx: EventTx,
  tenantId: string,
  userId: string,
  points: number,
): Promise<number> {
  const rows = await tx.$queryRaw<{ score: number }[]>`
    INSERT INTO member_scores (id, tenant_id, user_id, score, updated_at)
    VALUES (gen_random_uuid(), ${tenantId}::uuid, ${userId}::uuid, ${points}, now())
    ON CONFLICT (tenant_id, user_id)
    DO UPDATE SET score = member_scores.score + EXCLUDED.score, updated_at = now()
    RETURNING score`;
  const score = Number(rows[0]!.score);
  // A new row starts from 0, so the score before is the new one minus the points either way.
  await moveCount(tx, tenantId, score - points, score);
  return score;
}

/**
 * One member leaves the count of score `from` and joins the count of `to` (member_score_counts: positive
 * scores only, since a position is only asked for a positive score). One statement that takes the two
 * rows' locks in ascending score order, as every scoring transaction does: two transactions moving
 * members across the same scores wait for each other instead of deadlocking.
 */
export async function moveCount(tx: EventTx, tenantId: string, from: number, to: number): Promise<void> {
  if (from === to) return;
  const moves = [
    { score: from, delta: -1 },
    { score: to, delta: 1 },
  ].filter((m) => m.score > 0);
  if (!moves.length) return;
  await tx.$executeRaw`
    INSERT INTO member_score_counts (id, tenant_id, score, members)
    SELECT gen_random_uuid(), ${tenantId}::uuid, m.score, m.delta
      FROM jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) AS m(score int, delta int)
     ORDER BY m.score
    ON CONFLICT (tenant_id, score) DO UPDATE SET members = member_score_counts.members + EXCLUDED.members`;
}

/**
 * Ranking reset: one 'reset' entry of -score per member with a non-zero score, and every score set to 0,
 * in one statement (rows locked and re-read, so a concurrent scoring is never lost), then no member counts
 * for any positive score: a second statement, once every member's row is locked, so the counts' rows are
 * always locked after the member's, as in addToScore. Earned levels and rewards stay. Answers how many
 * members were reset.
 */
export async function resetScores(tx: EventTx, tenantId: string, resetId: string): Promise<number> {
  const reset = await tx.$executeRaw`
    WITH old AS (
      SELECT user_id, score FROM member_scores
      WHERE tenant_id = ${tenantId}::uuid AND score <> 0
      FOR UPDATE
    ), zeroed AS (
      UPDATE member_scores m SET score = 0, updated_at = now()
      FROM old WHERE m.tenant_id = ${tenantId}::uuid AND m.user_id = old.user_id
    )
    INSERT INTO points_entries (id, tenant_id, user_id, action, source_id, points, created_at)
    SELECT gen_random_uuid(), ${tenantId}::uuid, user_id, 'reset', ${resetId}, -score, now() FROM old`;
  await tx.$executeRaw`DELETE FROM member_score_counts WHERE tenant_id = ${tenantId}::uuid`;
  return reset;
}
