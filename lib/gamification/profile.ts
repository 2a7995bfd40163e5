import 'server-only';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { AppError } from '@/lib/server/errors';
import type { AuthedContext } from '@/lib/server/route';
import { LEVEL_SOUND } from './celebrations';
import {
  loadRanking,
  scoreAndPosition,
  pointsName,
  rankingBasics,
  rankingVisible,
  type RankingBasics,
} from './ranking';
import type { TGamificationMe, TRanking, TSeenBody } from './student-schemas';

// The member's gamification as their profile and the celebration host read it
// (GET /api/gamification/me, POST /api/gamification/celebrations/seen).

const LEVEL_SELECT = {
  id: true,
  name: true,
  color: true,
  imagePath: true,
  neededScore: true,
  showLevelOnProfile: true,
  showScoreOnProfile: true,
  animation: true,
} as const;

/**
 * 'Meu perfil': the member's gamification and the ranking panel, sharing one read of the points name,
 * the ranking switch, the member's score and position (each panel alone reads them itself).
 */
export async function loadProfileGamification(
  ctx: AuthedContext,
  limit: number,
): Promise<{ me: TGamificationMe; ranking: TRanking }> {
  const basics = await rankingBasics(ctx);
  const [me, ranking] = await Promise.all([loadMyGamification(ctx, basics), loadRanking(ctx, limit, basics)]);
  return { me: { ...me, rank: ranking.me?.position ?? null }, ranking };
}

/**
 * GET /api/gamification/me. With `basics` (the profile page) the shared reads are not repeated and the
 * rank is left to the caller, which has it from the ranking.
 */
export async function loadMyGamification(
  ctx: AuthedContext,
  basics?: RankingBasics,
): Promise<TGamificationMe> {
  const userId = ctx.user.id;
  // Without `basics`, the score and the position come from one statement (decision 273).
  const [name, mine, reached, unlocks, enrollments, visible] = await Promise.all([
    basics ? basics.name : pointsName(ctx),
    basics ? { score: basics.score, position: null } : scoreAndPosition(ctx, userId),
    ctx.db.levelReached.findMany({
      where: { userId },
      orderBy: [{ level: { neededScore: 'desc' } }, { reachedAt: 'desc' }],
      select: { seenAt: true, reachedAt: true, level: { select: LEVEL_SELECT } },
    }),
    ctx.db.rewardUnlock.findMany({
      where: { userId },
      orderBy: [{ unlockedAt: 'desc' }, { id: 'desc' }],
      select: {
        seenAt: true,
        unlockedAt: true,
        reward: {
          select: {
            id: true,
            name: true,
            description: true,
            deliveryType: true,
            filePath: true,
            fileName: true,
            links: true,
            badgePath: true,
            embed: true,
            deliverableProductId: true,
            animation: true,
            sound: true,
          },
        },
      },
    }),
    ctx.db.enrollment.findMany({
      where: { userId, product: { status: 'active' } },
      select: { productId: true, product: { select: { gamification: { select: { id: true }, take: 1 } } } },
    }),
    basics ? basics.visible : rankingVisible(ctx),
  ]);
  const score = mine.score;
  const productIds = enrollments.map((e) => e.productId);
  const gamified = ctx.role === 'student' && enrollments.some((e) => e.product.gamification.length > 0);

  // Earned levels stay after a ranking reset: the level shown is the highest one reached.
  const current = reached[0]?.level ?? null;
  const deliverable = unlocks.map((u) => u.reward.deliverableProductId).filter((id): id is string => !!id);
  const rank = visible && !basics ? mine.position : null;
  const [next, products] = await Promise.all([
    gamified
      ? ctx.db.level.findFirst({
          where: {
            neededScore: { gt: current?.neededScore ?? -1 },
            reached: { none: { userId } },
            OR: [{ products: { none: {} } }, { products: { some: { productId: { in: productIds } } } }],
          },
          orderBy: [{ neededScore: 'asc' }, { id: 'asc' }],
          select: { id: true, name: true, neededScore: true },
        })
      : null,
    deliverable.length
      ? ctx.db.product.findMany({ where: { id: { in: deliverable } }, select: { id: true, title: true } })
      : [],
  ]);
  const productTitle = new Map(products.map((p) => [p.id, p.title]));

  return {
    gamified,
    points_name: name,
    score,
    level: current && {
      id: current.id,
      name: current.name,
      color: current.color,
      image_url: storedImageUrl(current.imagePath),
      needed_score: current.neededScore,
      show_level_on_profile: current.showLevelOnProfile,
      show_score_on_profile: current.showScoreOnProfile,
    },
    next_level: next && { id: next.id, name: next.name, needed_score: next.neededScore },
    rank,
    ranking_enabled: visible,
    rewards: unlocks.map(({ reward: r, unlockedAt }) => {
      const pid = r.deliveryType === 'product' ? r.deliverableProductId : null;
      return {
        id: r.id,
        name: r.name,
        description: r.description,
        delivery_type: r.deliveryType,
        file_url: r.deliveryType === 'file' ? storedImageUrl(r.filePath) : null,
        file_name: r.deliveryType === 'file' ? r.fileName : null,
        links: r.deliveryType === 'link' ? r.links : [],
        badge_url: r.deliveryType === 'badge' ? storedImageUrl(r.badgePath) : null,
        embed: r.deliveryType === 'embed' ? r.embed : null,
        product: pid && productTitle.has(pid) ? { id: pid, title: productTitle.get(pid)! } : null,
        unlocked_at: unlockedAt.toISOString(),
      };
    }),
    // oldest first: celebrations play in the order they were earned
    pending: [
      ...reached
        .filter((r) => !r.seenAt)
        .map((r) => ({
          at: r.reachedAt,
          kind: 'level' as const,
          id: r.level.id,
          name: r.level.name,
          animation: r.level.animation,
          sound: LEVEL_SOUND,
        })),
      ...unlocks
        .filter((u) => !u.seenAt)
        .map((u) => ({
          at: u.unlockedAt,
          kind: 'reward' as const,
          id: u.reward.id,
          name: u.reward.name,
          animation: u.reward.animation,
          sound: u.reward.sound,
        })),
    ]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map(({ at: _at, ...p }) => p),
  };
}

/** Marks one celebration of the caller as seen; another member's or tenant's id is not found. */
export async function markSeen(ctx: AuthedContext, body: TSeenBody): Promise<{ kind: string; id: string }> {
  const where = { userId: ctx.user.id };
  const { count } =
    body.kind === 'level'
      ? await ctx.db.levelReached.updateMany({
          where: { ...where, levelId: body.id, seenAt: null },
          data: { seenAt: new Date() },
        })
      : await ctx.db.rewardUnlock.updateMany({
          where: { ...where, rewardId: body.id, seenAt: null },
          data: { seenAt: new Date() },
        });
  if (count === 0) {
    // already seen is fine (two tabs); never earned is not found
    const exists =
      body.kind === 'level'
        ? await ctx.db.levelReached.findFirst({ where: { ...where, levelId: body.id }, select: { id: true } })
        : await ctx.db.rewardUnlock.findFirst({
            where: { ...where, rewardId: body.id },
            select: { id: true },
          });
    if (!exists) throw new AppError('NOT_FOUND');
  }
  return { kind: body.kind, id: body.id };
}
