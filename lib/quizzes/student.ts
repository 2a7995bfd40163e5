import 'server-only';
import { publish } from '@/lib/events';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { requireTakeable } from './access';
import { opensTo, type ViewerProducts } from '@/lib/products/viewer';
import { tenantCached } from '@/lib/server/tenant-cache';
import { answersOf, loadQuestions, sameSet, score, type Answers } from './scoring';
import { isUuid } from '@/lib/validation/uuid';
import {
  timeLimitSeconds,
  type TAnswerBody,
  type TAttempt,
  type TAttemptResult,
  type TQuizType,
} from './schemas';

/** the pure scoring, exported for its tests */
export { score };

// The members' side (docs/decisions.md 112-116): which quizzes a member may take, attempts with a
// deadline fixed when they start, answers saved one by one (refused after the deadline), scoring on the
// server only, and the one `quiz.passed` per member and quiz. The correct answers, explanations and
// option -> profile mapping leave the server only in an attempt's result, after it was submitted.

/** answers arriving this long after the deadline still count (the request was in flight) */
export const DEADLINE_GRACE_MS = 2_000;

const attemptNotFound = () => new AppError('NOT_FOUND', { messageKey: 'quizzes.attemptNotFound' });

const limitMs = (q: { stopwatch: boolean; timeLimit: string | null }) => {
  if (!q.stopwatch || !q.timeLimit) return null;
  const s = timeLimitSeconds(q.timeLimit);
  return s ? s * 1000 : null;
};

const expired = (a: { deadline: Date | null }, now = Date.now()) =>
  !!a.deadline && now > a.deadline.getTime() + DEADLINE_GRACE_MS;

/** more than a lesson ever holds; the page shows the first 20 the viewer may take */
const LESSON_QUIZZES_READ = 200;

/**
 * The quizzes shown under a lesson: published, not deleted, open to every member or to one of the
 * viewer's products (`viewerProducts`; editors see all), oldest first, at most 20. The lesson's quizzes
 * with their products are the tenant's content, cached per tenant while no editor saves (decision 387);
 * the viewer's products are read per request by the caller.
 */
export async function quizzesForLesson(
  ctx: Pick<RequestContext, 'db' | 'tenant' | 'user'>,
  lessonId: string,
  mine: ViewerProducts,
) {
  if (!ctx.user || !isUuid(lessonId)) return [];
  const quizzes = await tenantCached(ctx.tenant.id, `lesson-quizzes ${lessonId}`, async () =>
    (
      await ctx.db.quiz.findMany({
        where: { lessonId, deletedAt: null, published: true },
        select: { id: true, name: true, type: true, products: { select: { productId: true } } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: LESSON_QUIZZES_READ,
      })
    ).map(({ products, ...q }) => ({ ...q, productIds: products.map((p) => p.productId) })),
  );
  return quizzes
    .filter((q) => opensTo(q.productIds, mine))
    .slice(0, 20)
    .map(({ id, name, type }) => ({ id, name, type }));
}

// ---- attempts

const ATTEMPT_SELECT = {
  id: true,
  quizId: true,
  userId: true,
  number: true,
  startedAt: true,
  deadline: true,
  submittedAt: true,
  answers: true,
  score: true,
  correct: true,
  total: true,
  passed: true,
  profileId: true,
} as const;

/**
 * Scores and closes an open attempt, once: the row is locked, so concurrent submits (and the lazy
 * close of an expired attempt) wait for each other and only the first scores. A pass inserts the
 * member's unique QuizPass; only the insert that created it publishes `quiz.passed`.
 */
async function finish(ctx: RequestContext, attemptId: string): Promise<void> {
  await ctx.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM quiz_attempts WHERE id = ${attemptId}::uuid AND tenant_id = ${ctx.tenant.id}::uuid FOR UPDATE`;
    const a = await tx.quizAttempt.findUnique({ where: { id: attemptId }, select: ATTEMPT_SELECT });
    if (!a || a.submittedAt) return;
    const quiz = await tx.quiz.findUniqueOrThrow({
      where: { id: a.quizId },
      select: {
        type: true,
        goal: true,
        profiles: { select: { id: true }, orderBy: [{ order: 'asc' }, { id: 'asc' }] },
      },
    });
    const questions = await loadQuestions(tx, a.quizId);
    const r = score(
      quiz.type as TQuizType,
      quiz.goal,
      questions,
      answersOf(a.answers),
      quiz.profiles.map((p) => p.id),
    );
    const now = new Date();
    await tx.quizAttempt.update({
      where: { id: a.id },
      data: {
        submittedAt: a.deadline && now > a.deadline ? a.deadline : now,
        score: r.score,
        correct: r.correct,
        total: r.total,
        passed: r.passed,
        profileId: r.profileId,
      },
    });
    await publish(tx, {
      type: 'quiz.submitted',
      tenantId: ctx.tenant.id,
      userId: a.userId,
      quizId: a.quizId,
      attemptId: a.id,
      passed: r.passed,
      at: now,
    });
    if (!r.passed) return;
    const created = await tx.quizPass.createMany({
      data: [{ tenantId: ctx.tenant.id, quizId: a.quizId, userId: a.userId, attemptId: a.id }],
      skipDuplicates: true,
    });
    if (created.count === 1)
      await publish(tx, {
        type: 'quiz.passed',
        tenantId: ctx.tenant.id,
        userId: a.userId,
        quizId: a.quizId,
        at: now,
      });
  });
}

/** Closes the member's open attempts whose deadline went by (scoring what was saved in time). */
export async function closeExpired(ctx: AuthedContext) {
  const open = await ctx.db.quizAttempt.findMany({
    where: {
      userId: ctx.user.id,
      submittedAt: null,
      deadline: { lt: new Date(Date.now() - DEADLINE_GRACE_MS) },
    },
    select: { id: true },
    take: 20,
  });
  for (const a of open) await finish(ctx, a.id);
}

async function ownAttempt(ctx: AuthedContext, attemptId: string) {
  if (!isUuid(attemptId)) throw attemptNotFound();
  const a = await ctx.db.quizAttempt.findFirst({
    where: { id: attemptId, userId: ctx.user.id },
    select: ATTEMPT_SELECT,
  });
  if (!a) throw attemptNotFound();
  return a;
}

/** The attempt as the member sees it: no correct flags, profiles or explanations until submitted. */
async function present(ctx: AuthedContext, attemptId: string): Promise<TAttempt> {
  const a = await ownAttempt(ctx, attemptId);
  const quiz = await ctx.db.quiz.findUniqueOrThrow({
    where: { id: a.quizId },
    select: {
      id: true,
      name: true,
      type: true,
      goal: true,
      repeat: true,
      stopwatch: true,
      timeLimit: true,
      deletedAt: true,
    },
  });
  const questions = await loadQuestions(ctx.db, a.quizId);
  const answers = answersOf(a.answers);
  const type = quiz.type as TQuizType;
  let result: TAttemptResult | null = null;
  if (a.submittedAt) {
    const profile = a.profileId
      ? await ctx.db.quizProfile.findUnique({
          where: { id: a.profileId },
          select: { id: true, name: true, description: true },
        })
      : null;
    result = {
      score: a.score,
      correct: a.correct,
      total: a.total,
      passed: !!a.passed,
      profile,
      review: questions.map((q) => {
        const right = q.options.filter((o) => o.correct).map((o) => o.id);
        const chosen = answers[q.id] ?? [];
        return {
          question_id: q.id,
          correct: type === 'comun' ? right.length > 0 && sameSet(chosen, right) : null,
          correct_option_ids: type === 'comun' ? right : [],
          chosen_option_ids: chosen,
          explanation: q.explanation,
        };
      }),
    };
  }
  return {
    id: a.id,
    quiz: {
      id: quiz.id,
      name: quiz.name,
      type,
      goal: quiz.goal,
      repeat: quiz.repeat ? 1 : 0,
      stopwatch: quiz.stopwatch ? 1 : 0,
      time_limit: quiz.stopwatch ? quiz.timeLimit : null,
    },
    number: a.number,
    started_at: a.startedAt.toISOString(),
    deadline: a.deadline?.toISOString() ?? null,
    now: new Date().toISOString(),
    submitted_at: a.submittedAt?.toISOString() ?? null,
    questions: questions.map((q) => ({
      id: q.id,
      text: q.text,
      multiple: type === 'comun' && q.options.filter((o) => o.correct).length > 1,
      options: q.options.map((o) => ({ id: o.id, text: o.text })),
    })),
    answers,
    result,
    can_repeat: !!a.submittedAt && quiz.repeat && !quiz.deletedAt,
  };
}

/** Starts an attempt, or resumes the open one (its deadline unchanged). Repeat only when the quiz allows it. */
export async function startAttempt(ctx: AuthedContext, quizId: string): Promise<TAttempt> {
  const quiz = await requireTakeable(ctx, quizId);
  const existing = await ctx.db.quizAttempt.findMany({
    where: { quizId, userId: ctx.user.id },
    select: { id: true, number: true, submittedAt: true, deadline: true },
    orderBy: { number: 'desc' },
  });
  const open = existing.find((a) => !a.submittedAt);
  if (open && !expired(open)) return present(ctx, open.id);
  if (open) await finish(ctx, open.id);
  if (existing.length > 0 && !quiz.repeat) throw new AppError('CONFLICT', { messageKey: 'quizzes.noRepeat' });
  if (quiz._count.questions === 0) throw new AppError('UNPROCESSABLE', { messageKey: 'quizzes.noQuestions' });
  const limit = limitMs(quiz);
  const now = new Date();
  try {
    const row = await ctx.db.quizAttempt.create({
      data: {
        tenantId: ctx.tenant.id,
        quizId,
        userId: ctx.user.id,
        number: (existing[0]?.number ?? 0) + 1,
        startedAt: now,
        deadline: limit ? new Date(now.getTime() + limit) : null,
      },
      select: { id: true },
    });
    return present(ctx, row.id);
  } catch (err) {
    // a concurrent start made the same attempt number first: that one is the member's attempt
    if ((err as { code?: string }).code !== 'P2002') throw err;
    const again = await ctx.db.quizAttempt.findFirst({
      where: { quizId, userId: ctx.user.id, submittedAt: null },
      select: { id: true },
    });
    if (!again) throw new AppError('CONFLICT', { messageKey: 'quizzes.noRepeat' });
    return present(ctx, again.id);
  }
}

export async function getAttempt(ctx: AuthedContext, attemptId: string): Promise<TAttempt> {
  const a = await ownAttempt(ctx, attemptId);
  if (!a.submittedAt && expired(a)) await finish(ctx, a.id);
  return present(ctx, attemptId);
}

/** Saves one answer; refused once the attempt is submitted or its deadline went by. */
export async function saveAnswer(
  ctx: AuthedContext,
  attemptId: string,
  body: TAnswerBody,
): Promise<{ answers: Answers }> {
  const a = await ownAttempt(ctx, attemptId);
  if (a.submittedAt) throw new AppError('CONFLICT', { messageKey: 'quizzes.attemptClosed' });
  if (expired(a)) throw new AppError('UNPROCESSABLE', { messageKey: 'quizzes.timeUp' });
  const q = await ctx.db.quizQuestion.findFirst({
    where: { id: body.question_id, quizId: a.quizId },
    select: { options: { select: { id: true, correct: true } }, quiz: { select: { type: true } } },
  });
  if (!q) throw new AppError('NOT_FOUND', { messageKey: 'quizzes.questionNotFound' });
  const chosen = [...new Set(body.option_ids)];
  if (chosen.some((id) => !q.options.some((o) => o.id === id)))
    throw new AppError('UNPROCESSABLE', { messageKey: 'quizzes.optionNotFound' });
  const multiple = q.quiz.type === 'comun' && q.options.filter((o) => o.correct).length > 1;
  if (!multiple && chosen.length > 1)
    throw new AppError('UNPROCESSABLE', { messageKey: 'quizzes.oneOption' });
  // one statement, conditional on the attempt still being open and in time: a concurrent submit or the
  // deadline wins over a late answer
  const graceSecs = DEADLINE_GRACE_MS / 1000;
  const n = await ctx.db.$executeRaw`
    UPDATE quiz_attempts
       SET answers = answers || jsonb_build_object(${body.question_id}::text, ${JSON.stringify(chosen)}::jsonb)
     WHERE id = ${a.id}::uuid AND tenant_id = ${ctx.tenant.id}::uuid AND submitted_at IS NULL
       AND (deadline IS NULL OR deadline + make_interval(secs => ${graceSecs}) > (now() AT TIME ZONE 'UTC'))`;
  if (n === 0) {
    const now = await ownAttempt(ctx, attemptId);
    if (now.submittedAt) throw new AppError('CONFLICT', { messageKey: 'quizzes.attemptClosed' });
    throw new AppError('UNPROCESSABLE', { messageKey: 'quizzes.timeUp' });
  }
  const after = await ownAttempt(ctx, attemptId);
  return { answers: answersOf(after.answers) };
}

/** Submits (idempotent: a second submit answers the same result). */
export async function submitAttempt(ctx: AuthedContext, attemptId: string): Promise<TAttempt> {
  const a = await ownAttempt(ctx, attemptId);
  if (!a.submittedAt) await finish(ctx, a.id);
  return present(ctx, attemptId);
}
