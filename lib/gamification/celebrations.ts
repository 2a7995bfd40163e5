import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import type { TPendingCelebration } from './student-schemas';

// The member's pending one-time celebrations (a level reached, a reward earned, a certificate issued,
// not yet seen), for the
// celebration host on every student page: one statement over the (tenant_id, user_id, seen_at) indexes of
// levels_reached and reward_unlocks (decision 183), instead of GET /api/gamification/me (14 statements).

/** Levels have no sound of their own (SPEC 3 "Level"); their celebration plays this one. */
export const LEVEL_SOUND = 'levelUp';
/** A certificate's celebration (issue 49, docs/adr/0520): the trophy with the fanfare. */
export const CERTIFICATE_ANIMATION = 'trofeu';
export const CERTIFICATE_SOUND = 'fanfare';

type Row = TPendingCelebration & { at: Date };

/** Oldest first (the order they were earned); on the same instant levels before rewards, as in /me. */
export async function pendingCelebrations(
  ctx: Pick<RequestContext, 'db' | 'tenant'>,
  userId: string,
): Promise<TPendingCelebration[]> {
  // one `$read` (decision 273): the host asks on every student page
  const rows = await ctx.db.$read<Row>(
    `SELECT 'level' AS kind, l.id::text AS id, l.name, l.animation, $3::text AS sound,
            lr.reached_at AS at, -l.needed_score AS tie
       FROM levels_reached lr JOIN levels l ON l.id = lr.level_id AND l.tenant_id = lr.tenant_id
      WHERE lr.tenant_id = $1::uuid AND lr.user_id = $2::uuid AND lr.seen_at IS NULL
     UNION ALL
     SELECT 'reward', r.id::text, r.name, r.animation, r.sound, ru.unlocked_at, 0
       FROM reward_unlocks ru JOIN rewards r ON r.id = ru.reward_id AND r.tenant_id = ru.tenant_id
      WHERE ru.tenant_id = $1::uuid AND ru.user_id = $2::uuid AND ru.seen_at IS NULL
     UNION ALL
     SELECT 'certificate', c.id::text, c.course_title, $4::text, $5::text, c.issued_at, 0
       FROM certificates c
      WHERE c.tenant_id = $1::uuid AND c.user_id = $2::uuid AND c.seen_at IS NULL AND c.revoked_at IS NULL
      ORDER BY at, kind, tie, id`,
    [ctx.tenant.id, userId, LEVEL_SOUND, CERTIFICATE_ANIMATION, CERTIFICATE_SOUND],
  );
  return rows.map((r) => ({ kind: r.kind, id: r.id, name: r.name, animation: r.animation, sound: r.sound }));
}

/**
 * The signed-in member's pending celebrations, as the host asks for them on every page and poll. The
 * session's own read said whether any is pending (`ctx.celebrationsPending`, decision 389): when none
 * is, no statement is sent. One written after that read shows on the next page or poll.
 */
export function ownPendingCelebrations(
  ctx: Pick<RequestContext, 'db' | 'tenant' | 'user' | 'celebrationsPending'>,
): Promise<TPendingCelebration[]> {
  if (!ctx.user || ctx.celebrationsPending === false) return Promise.resolve([]);
  return pendingCelebrations(ctx, ctx.user.id);
}
