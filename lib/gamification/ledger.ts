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
 * counts, levels, rewards) across concurrent transactions.
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
  return Number(rows[0]!.score);
}

/**
 * Ranking reset: one 'reset' entry of -score per member with a non-zero score, and every score set to 0,
 * in one statement (rows locked and re-read, so a concurrent scoring is never lost). Earned levels and
 * rewards stay. Answers how many members were reset.
 */
export async function resetScores(tx: EventTx, tenantId: string, resetId: string): Promise<number> {
  return tx.$executeRaw`
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
}
