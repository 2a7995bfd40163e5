import 'server-only';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { AppError } from '@/lib/server/errors';
import type { AuthedContext } from '@/lib/server/route';
import { LEVEL_SOUND } from './celebrations';
import { readMe } from './me-read';
import { loadRanking, pointsName, rankingBasics, rankingVisible, type RankingBasics } from './ranking';
import type { TGamificationMe, TRanking, TSeenBody } from './student-schemas';

// The member's gamification as their profile and the celebration host read it
// (GET /api/gamification/me, POST /api/gamification/celebrations/seen).

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
 * rank is left to the caller, which has it from the ranking. The member's rows come from one statement
 * (decision 293); the points name and the ranking switch are cached per tenant.
 */
export async function loadMyGamification(
  ctx: AuthedContext,
  basics?: RankingBasics,
): Promise<TGamificationMe> {
  const [name, mine, visible] = await Promise.all([
    basics ? basics.name : pointsName(ctx),
    readMe(ctx),
    basics ? basics.visible : rankingVisible(ctx),
  ]);
  const score = basics ? basics.score : mine.score;
  const { reached, unlocks, gamified } = mine;

  // Earned levels stay after a ranking reset: the level shown is the highest one reached.
  const current = reached[0] ?? null;
  const rank = visible && !basics ? mine.position : null;
  const next = gamified ? mine.next : null;

  return {
    gamified,
    points_name: name,
    score,
    level: current && {
      id: current.id,
      name: current.name,
      color: current.color,
      image_url: storedImageUrl(current.image_path),
      needed_score: current.needed_score,
      show_level_on_profile: current.show_level_on_profile,
      show_score_on_profile: current.show_score_on_profile,
    },
    next_level: next && { id: next.id, name: next.name, needed_score: next.needed_score },
    rank,
    ranking_enabled: visible,
    rewards: unlocks.map((r) => {
      const pid = r.delivery_type === 'product' ? r.product_id : null;
      return {
        id: r.id,
        name: r.name,
        description: r.description,
        delivery_type: r.delivery_type,
        file_url: r.delivery_type === 'file' ? storedImageUrl(r.file_path) : null,
        file_name: r.delivery_type === 'file' ? r.file_name : null,
        links: r.delivery_type === 'link' ? r.links : [],
        badge_url: r.delivery_type === 'badge' ? storedImageUrl(r.badge_path) : null,
        embed: r.delivery_type === 'embed' ? r.embed : null,
        product: pid && r.product_title !== null ? { id: pid, title: r.product_title } : null,
        unlocked_at: r.at,
      };
    }),
    // oldest first: celebrations play in the order they were earned (a stable sort: on the same
    // instant levels before rewards, each in the order above)
    pending: [
      ...reached
        .filter((r) => r.pending)
        .map((r) => ({
          at: r.at,
          kind: 'level' as const,
          id: r.id,
          name: r.name,
          animation: r.animation,
          sound: LEVEL_SOUND,
        })),
      ...unlocks
        .filter((u) => u.pending)
        .map((u) => ({
          at: u.at,
          kind: 'reward' as const,
          id: u.id,
          name: u.name,
          animation: u.animation,
          sound: u.sound,
        })),
    ]
      // the same ISO format throughout: text order is time order
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
      .map(({ at: _at, ...p }) => p),
  };
}

/** Marks one celebration of the caller as seen; another member's or tenant's id is not found. */
export async function markSeen(ctx: AuthedContext, body: TSeenBody): Promise<{ kind: string; id: string }> {
  const where = { userId: ctx.user.id };
  if (body.kind === 'certificate') return markCertificateSeenOrMissing(ctx, body.id);
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

/** A certificate's celebration seen (issue 49): the certificate's own id, the caller's only. */
async function markCertificateSeenOrMissing(ctx: AuthedContext, id: string) {
  const { count } = await ctx.db.certificate.updateMany({
    where: { id, userId: ctx.user.id, seenAt: null },
    data: { seenAt: new Date() },
  });
  if (count === 0) {
    const exists = await ctx.db.certificate.findFirst({
      where: { id, userId: ctx.user.id },
      select: { id: true },
    });
    if (!exists) throw new AppError('NOT_FOUND');
  }
  return { kind: 'certificate', id };
}
