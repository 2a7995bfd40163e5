import 'server-only';
import { liveEnrollment } from '@/lib/access/live';
import type { EventTx } from '@/lib/events/types';
import type { Prisma } from '@/lib/generated/prisma/client';

// Levels and rewards a member earns (docs/decisions.md 58). Runs inside the scoring transaction.

/** A student of the tenant enrolled in at least one active gamification product. */
export interface Member {
  tenantId: string;
  userId: string;
  /** every active product the member is enrolled in */
  productIds: string[];
}

/**
 * The member when they take part in the gamification: a student (editors never score) with an
 * enrollment in an active product listed in "gamification plans". No such product = nobody takes part.
 */
export async function loadMember(tx: EventTx, tenantId: string, userId: string): Promise<Member | null> {
  const membership = await tx.membership.findFirst({ where: { userId }, select: { role: true } });
  if (membership?.role !== 'student') return null;
  const enrollments = await tx.enrollment.findMany({
    where: { ...liveEnrollment(userId), product: { status: 'active' } },
    select: { productId: true, product: { select: { gamification: { select: { id: true }, take: 1 } } } },
  });
  if (!enrollments.some((e) => e.product.gamification.length > 0)) return null;
  return { tenantId, userId, productIds: enrollments.map((e) => e.productId) };
}

/** Levels and rewards are for the students of their products; one without products is for every member. */
function forMember(m: Member) {
  return {
    OR: [{ products: { none: {} } }, { products: { some: { productId: { in: m.productIds } } } }],
  };
}

/**
 * After a score went up: records every level now within reach that the member had not reached (the
 * highest one's celebration pending, the ones jumped over marked seen) and unlocks the score rewards.
 */
export async function afterScoreChange(tx: EventTx, m: Member, score: number): Promise<void> {
  const levels = await tx.level.findMany({
    where: { neededScore: { lte: score }, reached: { none: { userId: m.userId } }, ...forMember(m) },
    orderBy: [{ neededScore: 'desc' }, { id: 'asc' }],
    select: { id: true },
  });
  if (levels.length > 0) {
    const now = new Date();
    await tx.levelReached.createMany({
      data: levels.map((l, i) => ({
        tenantId: m.tenantId,
        userId: m.userId,
        levelId: l.id,
        seenAt: i === 0 ? null : now,
      })),
      skipDuplicates: true,
    });
  }
  await unlockRewards(tx, m, { rewardType: 'score', neededScore: { not: null, lte: score } });
}

/**
 * Unlocks the member's not yet earned rewards matching `criteria` (score reached, lesson completed, quiz
 * passed) and delivers them: a product reward enrols the member in its product (idempotent); files,
 * links, badges and embeds are shown on the profile.
 */
export async function unlockRewards(
  tx: EventTx,
  m: Member,
  criteria: Prisma.RewardWhereInput,
): Promise<void> {
  const rewards = await tx.reward.findMany({
    // soft-deleted rewards (decision 47) are earned no more; ones already earned stay on the profile
    where: { ...criteria, deletedAt: null, unlocks: { none: { userId: m.userId } }, ...forMember(m) },
    select: { id: true, deliveryType: true, deliverableProductId: true },
  });
  if (rewards.length === 0) return;
  await tx.rewardUnlock.createMany({
    data: rewards.map((r) => ({ tenantId: m.tenantId, userId: m.userId, rewardId: r.id })),
    skipDuplicates: true,
  });
  const wanted = rewards
    .filter((r) => r.deliveryType === 'product' && r.deliverableProductId)
    .map((r) => r.deliverableProductId!);
  if (wanted.length === 0) return;
  // A deleted product is skipped rather than failing the member's write.
  const products = await tx.product.findMany({ where: { id: { in: wanted } }, select: { id: true } });
  if (products.length === 0) return;
  await tx.enrollment.createMany({
    data: products.map((p) => ({ tenantId: m.tenantId, userId: m.userId, productId: p.id })),
    skipDuplicates: true,
  });
}
