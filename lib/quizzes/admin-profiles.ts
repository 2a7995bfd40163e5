import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { isUuid } from '@/lib/validation/uuid';
import { lockLiveQuiz, requireLiveQuiz, unprocessable } from './admin';
import { PROFILES_MAX, type TProfile } from './schemas';

// The result profiles of a comportamental quiz in the /quiz editor (SPEC.md 2.14; docs/decisions.md
// 110-119): each write locks the live quiz first, like the question writes of ./admin.ts.

const profileNotFound = () => new AppError('NOT_FOUND', { messageKey: 'quizzes.profileNotFound' });

async function requireProfileQuiz(ctx: RequestContext, quizId: string) {
  const quiz = await requireLiveQuiz(ctx.db, quizId);
  if (quiz.type !== 'comportamental') throw unprocessable('quizzes.profilesOnlyBehavioural');
  return quiz;
}

export async function createProfile(ctx: RequestContext, quizId: string, body: TProfile) {
  await requireProfileQuiz(ctx, quizId);
  const p = body;
  return ctx.db.$transaction(async (tx) => {
    await lockLiveQuiz(tx, ctx.tenant.id, quizId);
    const agg = await tx.quizProfile.aggregate({ where: { quizId }, _max: { order: true }, _count: true });
    if (agg._count >= PROFILES_MAX) throw unprocessable('quizzes.tooManyProfiles');
    return tx.quizProfile.create({
      data: {
        tenantId: ctx.tenant.id,
        quizId,
        name: p.name,
        description: p.description,
        order: (agg._max.order ?? 0) + 1,
      },
      select: { id: true, name: true, description: true, order: true },
    });
  });
}

export async function updateProfile(ctx: RequestContext, quizId: string, profileId: string, body: TProfile) {
  await requireProfileQuiz(ctx, quizId);
  if (!isUuid(profileId)) throw profileNotFound();
  const p = body;
  await ctx.db.$transaction(async (tx) => {
    await lockLiveQuiz(tx, ctx.tenant.id, quizId);
    const { count } = await tx.quizProfile.updateMany({
      where: { id: profileId, quizId },
      data: { name: p.name, description: p.description },
    });
    if (count === 0) throw profileNotFound();
  });
  return { id: profileId, ...p };
}

/** A profile that options still add to cannot go (the editor moves those options first). */
export async function deleteProfile(ctx: RequestContext, quizId: string, profileId: string) {
  await requireProfileQuiz(ctx, quizId);
  if (!isUuid(profileId)) throw profileNotFound();
  await ctx.db.$transaction(async (tx) => {
    await lockLiveQuiz(tx, ctx.tenant.id, quizId);
    const used = await tx.quizOption.count({ where: { profileId } });
    if (used > 0) throw new AppError('CONFLICT', { messageKey: 'quizzes.profileInUse' });
    const { count } = await tx.quizProfile.deleteMany({ where: { id: profileId, quizId } });
    if (count === 0) throw profileNotFound();
  });
}
