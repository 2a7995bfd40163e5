import 'server-only';
import { randomUUID } from 'node:crypto';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { tenantCached } from '@/lib/server/tenant-cache';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { resetScores } from './ledger';
import { DEFAULT_POINTS_NAME } from './points-config';
import type { TRanking, TRankingStatus } from './student-schemas';

// The ranking (docs/decisions.md 59): read from MemberScore through its (tenant, score desc, user)
// index — the top N is an index range of N rows — and a member's position from the per-score counts of
// MemberScoreCount (decision 271). It shows only when the ranking switch is on and the tenant has a
// community (SPEC 6).

type Db = Pick<RequestContext, 'db' | 'tenant'>;

/** PlatformSettings.showRanking and whether a (not deleted) community exists. */
export async function rankingStatus(ctx: Db): Promise<TRankingStatus> {
  // Both change only through an editor's save, which empties the tenant's cache (decision 235).
  const status = await tenantCached(ctx.tenant.id, 'ranking-status', async () => {
    const [settings, community] = await Promise.all([
      ctx.db.platformSettings.findFirst({ select: { showRanking: true } }),
      ctx.db.community.findFirst({ where: { deletedAt: null }, select: { id: true } }),
    ]);
    return { show_ranking: settings?.showRanking ?? false, has_communities: !!community };
  });
  return { ...status };
}

export async function rankingVisible(ctx: Db): Promise<boolean> {
  const s = await rankingStatus(ctx);
  return s.show_ranking && s.has_communities;
}

/**
 * 1 + how many members have more points than `score` (an SQL expression; ties share a position), null at 0
 * points. Summed from the per-score counts kept with the scores (decision 271): one row per distinct score
 * above the member, not one per member above them (a count over 32,000 members' rows under row-level
 * security took 35 ms on the large tenant). The tenant is `$1`.
 */
const positionSql = (score: string) =>
  `CASE WHEN ${score} > 0 THEN 1 + (SELECT coalesce(sum(c.members), 0)::int FROM member_score_counts c
                                   WHERE c.tenant_id = $1::uuid AND c.score > ${score}) END`;

/** A score's position in the tenant's ranking (positionSql), null without points. */
export async function positionOf(ctx: Db, score: number): Promise<number | null> {
  const [row] = await ctx.db.$read<{ position: number | null }>(
    `SELECT ${positionSql('$2::int')} AS position`,
    [ctx.tenant.id, score],
  );
  return row?.position ?? null;
}

/** The member's score, 0 without a row (one `$read`: it is on every profile and gamification call). */
export async function myScore(ctx: Db, userId: string): Promise<number> {
  const [row] = await ctx.db.$read<{ score: number }>(
    'SELECT score FROM member_scores WHERE tenant_id = $1::uuid AND user_id = $2::uuid',
    [ctx.tenant.id, userId],
  );
  return row?.score ?? 0;
}

export async function pointsName(ctx: Db): Promise<string> {
  return tenantCached(ctx.tenant.id, 'points-name', async () => {
    const s = await ctx.db.pointsSettings.findFirst({ select: { customName: true } });
    return s?.customName ?? DEFAULT_POINTS_NAME;
  });
}

/** What the profile's two panels both need: read once per page (decision 183). */
export interface RankingBasics {
  visible: boolean;
  name: string;
  score: number;
}

export async function rankingBasics(ctx: AuthedContext): Promise<RankingBasics> {
  const [visible, name, score] = await Promise.all([
    rankingVisible(ctx),
    pointsName(ctx),
    myScore(ctx, ctx.user.id),
  ]);
  return { visible, name, score };
}

interface RankingRow {
  /** the member's score, 0 without a row */
  score: number;
  /** 1 + how many members have more points (positionSql), null without points */
  position: number | null;
  top: { user_id: string; score: number; name: string; photo_url: string | null }[];
}

/**
 * The top `limit` members with points (an index range of (tenant, score desc, user)), the caller's score
 * and their position from the per-score counts: one statement (decision 430), where three reads took two
 * round trips, the first through Prisma. `me` is materialized: read once, not once per reference; a score
 * the page has already read (`$4`, the profile's basics) is taken as it is, so both panels show the same.
 */
const RANKING_SQL = `
WITH me AS MATERIALIZED (
  SELECT coalesce($4::int, (SELECT score FROM member_scores
                             WHERE tenant_id = $1::uuid AND user_id = $2::uuid), 0) AS score)
SELECT me.score,
       ${positionSql('me.score')} AS position,
       (SELECT coalesce(json_agg(json_build_object('user_id', t.user_id, 'score', t.score, 'name', t.name,
                                                   'photo_url', t.photo_url)
                                 ORDER BY t.score DESC, t.user_id), '[]'::json)
          FROM (SELECT ms.user_id, ms.score, u.name, u.photo_url
                  FROM member_scores ms JOIN users u ON u.id = ms.user_id
                 WHERE ms.tenant_id = $1::uuid AND ms.score > 0
                 ORDER BY ms.score DESC, ms.user_id
                 LIMIT $3) t) AS top
  FROM me`;

/** Top `limit` members with points, and the caller's own position. */
export async function loadRanking(
  ctx: AuthedContext,
  limit: number,
  basics?: RankingBasics,
): Promise<TRanking> {
  const [visible, name] = basics
    ? [basics.visible, basics.name]
    : await Promise.all([rankingVisible(ctx), pointsName(ctx)]);
  if (!visible) return { enabled: false, points_name: name, top: [], me: null };
  const [row] = await ctx.db.$read<RankingRow>(RANKING_SQL, [
    ctx.tenant.id,
    ctx.user.id,
    limit,
    basics?.score ?? null,
  ]);
  const rows = row?.top ?? [];
  let position = 0;
  const top = rows.map((r, i) => {
    // competition ranking: equal scores share the position of the first of them
    if (i === 0 || r.score !== rows[i - 1]!.score) position = i + 1;
    return {
      position,
      user_id: r.user_id,
      name: r.name,
      photo_url: storedImageUrl(r.photo_url),
      score: r.score,
    };
  });
  const score = row?.score ?? 0;
  const mine = top.find((r) => r.user_id === ctx.user.id);
  return {
    enabled: true,
    points_name: name,
    top,
    me: { position: mine ? mine.position : (row?.position ?? null), score },
  };
}

/** POST /api/auth/community/reset-ranking: every score to 0, the ledger keeps the history. */
export async function resetRanking(ctx: AuthedContext): Promise<void> {
  await ctx.db.$transaction((tx) => resetScores(tx, ctx.tenant.id, randomUUID()));
}

/** The ranking switch: the platform's flag and every community's show_ranking, together. */
export async function toggleRanking(ctx: AuthedContext, on: boolean): Promise<{ show_ranking: boolean }> {
  await ctx.db.$transaction([
    ctx.db.platformSettings.upsert({
      where: { tenantId: ctx.tenant.id },
      create: { tenantId: ctx.tenant.id, showRanking: on },
      update: { showRanking: on },
    }),
    ctx.db.community.updateMany({ data: { showRanking: on } }),
  ]);
  return { show_ranking: on };
}
