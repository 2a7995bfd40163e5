import 'server-only';
import type { DomainEvent, EventTx } from '@/lib/events/types';
import type { AfterCommitConsumer } from '@/lib/events/outbox';
import { forTenant } from '@/lib/server/tenancy/scoped-db';

// Levels re-evaluated when an editor creates or changes one (issue 54, ADR 0280). The scoring engine
// records a level when a member's score goes up (unlocks.ts: afterScoreChange); a level created, lowered
// or opened to another product below a member's current score would otherwise wait for their next point
// and, meanwhile, show as the "next" level. The write publishes 'gamification.levels.changed' in its own
// transaction; after commit this consumer awards, in one statement for the whole tenant, every level
// each taking part member already qualifies for and has not reached. Idempotent (the unique
// (user_id, level_id) key and ON CONFLICT DO NOTHING): a retried or repeated event awards nothing twice.

/** The taking part rule of loadMember and forMember (unlocks.ts), as one set-based statement. */
const REEVALUATE_SQL = `
WITH members AS (
       SELECT s.user_id, s.score FROM member_scores s
         JOIN memberships m ON m.tenant_id = s.tenant_id AND m.user_id = s.user_id AND m.role = 'student'
        WHERE s.tenant_id = $1::uuid
          AND EXISTS (SELECT 1 FROM enrollments e
                        JOIN products p ON p.id = e.product_id AND p.status = 'active'
                        JOIN gamification_products g ON g.product_id = e.product_id
                       WHERE e.tenant_id = $1::uuid AND e.user_id = s.user_id
                         AND (e.expires_at IS NULL OR e.expires_at > (now() AT TIME ZONE 'UTC')))),
     due AS (
       SELECT mb.user_id, l.id AS level_id, l.needed_score FROM members mb
         JOIN levels l ON l.tenant_id = $1::uuid AND l.needed_score <= mb.score
        WHERE NOT EXISTS (SELECT 1 FROM levels_reached r WHERE r.user_id = mb.user_id AND r.level_id = l.id)
          AND (NOT EXISTS (SELECT 1 FROM level_products lp WHERE lp.level_id = l.id)
               OR EXISTS (SELECT 1 FROM level_products lp
                            JOIN enrollments e ON e.product_id = lp.product_id AND e.user_id = mb.user_id
                                 AND (e.expires_at IS NULL OR e.expires_at > (now() AT TIME ZONE 'UTC'))
                            JOIN products p ON p.id = e.product_id AND p.status = 'active'
                           WHERE lp.level_id = l.id))),
     ranked AS (
       SELECT d.*, row_number() OVER (PARTITION BY d.user_id ORDER BY d.needed_score DESC, d.level_id) AS rn,
              (SELECT max(l2.needed_score) FROM levels_reached r2 JOIN levels l2 ON l2.id = r2.level_id
                WHERE r2.tenant_id = $1::uuid AND r2.user_id = d.user_id) AS top
         FROM due d)
INSERT INTO levels_reached (id, tenant_id, user_id, level_id, reached_at, seen_at)
SELECT gen_random_uuid(), $1::uuid, user_id, level_id, now(),
       -- as when scoring jumps over levels: only the highest new one is celebrated, and only when it is
       -- above every level the member had (a level added below their current one is recorded quietly)
       CASE WHEN rn = 1 AND (top IS NULL OR needed_score > top) THEN NULL ELSE now() END
  FROM ranked
ON CONFLICT (user_id, level_id) DO NOTHING`;

/** Awards every level the tenant's members already qualify for; answers how many were recorded. */
export async function reevaluateLevels(tx: EventTx, tenantId: string): Promise<number> {
  return tx.$executeRawUnsafe(REEVALUATE_SQL, tenantId);
}

/** Published by a level's create, update and product additions, in their transaction. */
export function levelsChanged(tenantId: string, editorId: string, levelId: string): DomainEvent {
  return { type: 'gamification.levels.changed', tenantId, userId: editorId, levelId };
}

export const levelsConsumer: AfterCommitConsumer = {
  name: 'levels',
  async handle({ event }) {
    if (event.type !== 'gamification.levels.changed') return;
    // a large school's statement may take longer than an interactive transaction's 5 s default
    await forTenant(event.tenantId).$transaction((tx) => reevaluateLevels(tx, event.tenantId), {
      maxWait: 10_000,
      timeout: 120_000,
    });
  },
};
