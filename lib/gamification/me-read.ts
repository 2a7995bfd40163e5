import 'server-only';
import type { AuthedContext } from '@/lib/server/route';

// What GET /api/gamification/me reads, in one statement on the tenant pool (`$read`, decision 293)
// instead of six Prisma operations: the member's score and position (decision 273), the levels they
// reached (highest first), the rewards they unlocked (newest first) with the title of a product reward's
// product, whether an active product they are enrolled in is gamified, and the next level (the lowest
// one above the highest reached that they have not reached, for everyone or for one of their active
// products) that is also above their score. Row-level security holds it to the tenant; each table is also filtered by the tenant id
// where its index starts with it.

// Timestamps leave PostgreSQL as the ISO text `toISOString()` gives (the columns are UTC without a time
// zone, which `pg` would read as local time).
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const ME_SQL = `
WITH products_of AS (
       SELECT e.product_id FROM enrollments e JOIN products p ON p.id = e.product_id AND p.status = 'active'
        WHERE e.tenant_id = $1::uuid AND e.user_id = $2::uuid
          AND (e.expires_at IS NULL OR e.expires_at > (now() AT TIME ZONE 'UTC'))),
     reached AS (
       SELECT r.seen_at IS NULL AS pending, to_char(r.reached_at, ${ISO}) AS at, l.id, l.name, l.color,
              l.image_path, l.needed_score, l.show_level_on_profile, l.show_score_on_profile, l.animation,
              r.reached_at
         FROM levels_reached r JOIN levels l ON l.id = r.level_id
        WHERE r.tenant_id = $1::uuid AND r.user_id = $2::uuid),
     gamified AS (
       SELECT $3::boolean AND EXISTS (
                SELECT 1 FROM products_of po JOIN gamification_products g ON g.product_id = po.product_id) AS is_on)
SELECT ms.score, ms.above, g.is_on AS gamified,
       (SELECT json_agg(json_build_object('pending', r.pending, 'at', r.at, 'id', r.id, 'name', r.name,
                 'color', r.color, 'image_path', r.image_path, 'needed_score', r.needed_score,
                 'show_level_on_profile', r.show_level_on_profile,
                 'show_score_on_profile', r.show_score_on_profile, 'animation', r.animation)
                 ORDER BY r.needed_score DESC, r.reached_at DESC)
          FROM reached r) AS reached,
       (SELECT json_agg(json_build_object('pending', u.seen_at IS NULL,
                 'at', to_char(u.unlocked_at, ${ISO}), 'id', w.id, 'name', w.name,
                 'description', w.description, 'delivery_type', w.delivery_type, 'file_path', w.file_path,
                 'file_name', w.file_name, 'links', w.links, 'badge_path', w.badge_path, 'embed', w.embed,
                 'product_id', w.deliverable_product_id, 'product_title', p.title,
                 'animation', w.animation, 'sound', w.sound)
                 ORDER BY u.unlocked_at DESC, u.id DESC)
          FROM reward_unlocks u JOIN rewards w ON w.id = u.reward_id
          LEFT JOIN products p ON p.id = w.deliverable_product_id AND p.tenant_id = $1::uuid
         WHERE u.tenant_id = $1::uuid AND u.user_id = $2::uuid) AS unlocks,
       (SELECT json_build_object('id', n.id, 'name', n.name, 'needed_score', n.needed_score)
          FROM levels n
         WHERE g.is_on AND n.tenant_id = $1::uuid
           AND n.needed_score > coalesce((SELECT max(r.needed_score) FROM reached r), -1)
           -- never one the member is already past (a level added below their score is awarded by the
           -- re-evaluation after commit, ADR 0280; until then it is not "next")
           AND n.needed_score > coalesce(ms.score, 0)
           AND NOT EXISTS (SELECT 1 FROM levels_reached x WHERE x.level_id = n.id AND x.user_id = $2::uuid)
           AND (NOT EXISTS (SELECT 1 FROM level_products lp WHERE lp.level_id = n.id)
                OR EXISTS (SELECT 1 FROM level_products lp JOIN products_of po ON po.product_id = lp.product_id
                            WHERE lp.level_id = n.id))
         ORDER BY n.needed_score, n.id LIMIT 1) AS next
  FROM gamified g
  LEFT JOIN LATERAL (
       SELECT s.score,
              (SELECT coalesce(sum(c.members), 0)::int FROM member_score_counts c
                WHERE c.tenant_id = s.tenant_id AND c.score > s.score) AS above
         FROM member_scores s WHERE s.tenant_id = $1::uuid AND s.user_id = $2::uuid) ms ON true`;

export type ReachedJson = {
  pending: boolean;
  at: string;
  id: string;
  name: string;
  color: string;
  image_path: string | null;
  needed_score: number;
  show_level_on_profile: boolean;
  show_score_on_profile: boolean;
  animation: string;
};

export type UnlockJson = {
  pending: boolean;
  at: string;
  id: string;
  name: string;
  description: string;
  delivery_type: string;
  file_path: string | null;
  file_name: string | null;
  links: string[];
  badge_path: string | null;
  embed: string | null;
  product_id: string | null;
  product_title: string | null;
  animation: string;
  sound: string;
};

export interface MeRows {
  score: number;
  /** null without points (the position of decision 271) */
  position: number | null;
  gamified: boolean;
  reached: ReachedJson[];
  unlocks: UnlockJson[];
  next: { id: string; name: string; needed_score: number } | null;
}

type Row = {
  score: number | null;
  above: number | null;
  gamified: boolean;
  reached: ReachedJson[] | null;
  unlocks: UnlockJson[] | null;
  next: MeRows['next'];
};

/** What `readMe` needs of the request: the tenant's pool, the member and whether they are a student. */
export type MeContext = Pick<AuthedContext, 'db' | 'tenant' | 'role'> & { user: { id: string } };

/**
 * Everything `loadMyGamification` reads from the database, in one statement. The score and position are
 * also the ones test/gamification/score-counts.test.ts holds to their definition (decision 341).
 */
export async function readMe(ctx: MeContext): Promise<MeRows> {
  const [row] = await ctx.db.$read<Row>(ME_SQL, [ctx.tenant.id, ctx.user.id, ctx.role === 'student']);
  const score = row?.score ?? 0;
  return {
    score,
    position: score > 0 ? (row!.above ?? 0) + 1 : null,
    gamified: row?.gamified ?? false,
    reached: row?.reached ?? [],
    unlocks: row?.unlocks ?? [],
    next: row?.next ?? null,
  };
}
