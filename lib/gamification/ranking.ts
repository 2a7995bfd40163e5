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
 * 1 + how many members have more points (ties share a position); null without points. Summed from the
 * per-score counts kept with the scores (decision 271): one row per distinct score above the member, not
 * one per member above them (a count over 32,000 members' rows under row-level security took 35 ms on
 * the large tenant).
 */
export async function positionOf(ctx: Db, score: number): Promise<number | null> {
  if (score <= 0) return null;
  const [row] = await ctx.db.$read<{ above: number }>(
    `SELECT coalesce(sum(members), 0)::int AS above FROM member_score_counts
      WHERE tenant_id = $1::uuid AND score > $2`,
    [ctx.tenant.id, score],
  );
  return (row?.above ?? 0) + 1;
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
  const [rows, score] = await Promise.all([
    ctx.db.memberScore.findMany({
      where: { score: { gt: 0 } },
      orderBy: [{ score: 'desc' }, { userId: 'asc' }],
      take: limit,
      select: { userId: true, score: true, user: { select: { name: true, photoUrl: true } } },
    }),
    basics ? basics.score : myScore(ctx, ctx.user.id),
  ]);
  let position = 0;
  const top = rows.map((r, i) => {
    // competition ranking: equal scores share the position of the first of them
    if (i === 0 || r.score !== rows[i - 1]!.score) position = i + 1;
    return {
      position,
      user_id: r.userId,
      name: r.user.name,
      photo_url: storedImageUrl(r.user.photoUrl),
      score: r.score,
    };
  });
  const mine = top.find((r) => r.user_id === ctx.user.id);
  return {
    enabled: true,
    points_name: name,
    top,
    me: { position: mine ? mine.position : await positionOf(ctx, score), score },
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
