import 'server-only';
import type { AuthedContext } from '@/lib/server/route';
import { enrolledProducts } from '@/lib/products/viewer';
import { accessWhere, QUIZ_PLAY_SELECT, requireTakeable } from './access';
import { closeExpired } from './student';
import type { TQuizStatus, TQuizType, TStudentQuiz } from './schemas';

// The quizzes as a member sees them before taking one (docs/decisions.md 112-118, 226): the /avaliacoes
// list and the start screen of /avaliacoes/{id}, with status and attempts. Reads only: nothing here
// starts an attempt (an expired open one is closed, as on every read of the member's attempts).

const LIST_LIMIT = 200;

type TPlayQuiz = Awaited<ReturnType<typeof requireTakeable>>;

/** The member's view of each quiz: one query for the attempts and one for the passes, whatever the count. */
async function viewsOf(ctx: AuthedContext, quizzes: TPlayQuiz[]): Promise<TStudentQuiz[]> {
  const ids = quizzes.map((q) => q.id);
  const [attempts, passes] = await Promise.all([
    ctx.db.quizAttempt.findMany({
      where: { userId: ctx.user.id, quizId: { in: ids } },
      select: {
        id: true,
        quizId: true,
        number: true,
        submittedAt: true,
        score: true,
        profile: { select: { name: true, description: true } },
      },
      orderBy: { number: 'asc' },
    }),
    ctx.db.quizPass.findMany({
      where: { userId: ctx.user.id, quizId: { in: ids } },
      select: { quizId: true },
    }),
  ]);
  const passed = new Set(passes.map((p) => p.quizId));
  return quizzes.map((q) => {
    const mine = attempts.filter((a) => a.quizId === q.id);
    const done = mine.filter((a) => a.submittedAt);
    const open = mine.find((a) => !a.submittedAt) ?? null;
    const last = done.at(-1) ?? null;
    const scores = done.map((a) => a.score).filter((s): s is number => s !== null);
    let status: TQuizStatus = 'not_started';
    if (q.type === 'comportamental' && last?.profile) status = 'profile';
    else if (passed.has(q.id)) status = 'passed';
    else if (done.length) status = 'failed';
    else if (open) status = 'in_progress';
    return {
      id: q.id,
      name: q.name,
      type: q.type as TQuizType,
      goal: q.goal,
      repeat: q.repeat ? 1 : 0,
      stopwatch: q.stopwatch ? 1 : 0,
      time_limit: q.stopwatch ? q.timeLimit : null,
      question_count: q._count.questions,
      status,
      attempts: done.length,
      best_score: q.type === 'comun' && scores.length ? Math.max(...scores) : null,
      profile: q.type === 'comportamental' && last?.profile ? last.profile : null,
      can_start: q._count.questions > 0 && (!!open || done.length === 0 || q.repeat),
      open_attempt_id: open?.id ?? null,
      last_attempt_id: last?.id ?? null,
      lesson: q.lesson,
    };
  });
}

/** /avaliacoes: the listed quizzes the member may take. */
export async function listForMember(ctx: AuthedContext): Promise<TStudentQuiz[]> {
  await closeExpired(ctx);
  const productIds = await enrolledProducts(ctx);
  const quizzes = await ctx.db.quiz.findMany({
    // only the listed ones: an unlisted quiz is taken from its lesson (decision 118)
    where: { ...accessWhere(productIds), listed: true },
    select: QUIZ_PLAY_SELECT,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: LIST_LIMIT,
  });
  return viewsOf(ctx, quizzes);
}

/** /avaliacoes/{id}: one quiz the member may take, listed or from its lesson (404 otherwise). */
export async function quizForMember(ctx: AuthedContext, quizId: string): Promise<TStudentQuiz> {
  const quiz = await requireTakeable(ctx, quizId);
  await closeExpired(ctx);
  const [view] = await viewsOf(ctx, [quiz]);
  return view!;
}
