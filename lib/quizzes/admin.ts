import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { renumberList } from '@/lib/server/ordering';
import { isUuid } from '@/lib/validation/uuid';
import {
  QUESTIONS_MAX,
  QUIZ_DEFAULTS,
  type TAccess,
  type TQuestion,
  type TQuiz,
  type TQuizBodyOut,
  type TQuizDetail,
  type TQuizType,
} from './schemas';

// The editors' side of the quizzes (SPEC.md 2.14, 3 "Quiz", 7 "Quiz"; docs/decisions.md 110-119): the
// list, create, show, update and (soft) delete calls of the spec, and the /quiz editor's questions,
// profiles and access. Everything goes through ctx.db: another tenant's ids are simply not found (404).

const LIST_LIMIT = 500;

export const QUIZ_SELECT = {
  id: true,
  tenantId: true,
  name: true,
  type: true,
  goal: true,
  published: true,
  repeat: true,
  stopwatch: true,
  timeLimit: true,
  lessonId: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { questions: true } },
} as const;

interface QuizRow {
  id: string;
  tenantId: string;
  name: string;
  type: string;
  goal: number;
  published: boolean;
  repeat: boolean;
  stopwatch: boolean;
  timeLimit: string | null;
  lessonId: string | null;
  createdAt: Date;
  updatedAt: Date;
  _count: { questions: number };
}

const bit = (v: boolean) => (v ? 1 : 0) as 0 | 1;

export function toQuiz(r: QuizRow): TQuiz {
  return {
    id: r.id,
    tenant_id: r.tenantId,
    name: r.name,
    type: r.type as TQuizType,
    goal: r.goal,
    published: bit(r.published),
    repeat: bit(r.repeat),
    stopwatch: bit(r.stopwatch),
    time_limit: r.stopwatch ? r.timeLimit : null,
    lesson_id: r.lessonId,
    question_count: r._count.questions,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export const quizNotFound = () => new AppError('NOT_FOUND', { messageKey: 'quizzes.notFound' });
const questionNotFound = () => new AppError('NOT_FOUND', { messageKey: 'quizzes.questionNotFound' });
export const unprocessable = (key: string, field?: string) =>
  new AppError('UNPROCESSABLE', { messageKey: key, fields: field ? { [field]: key } : undefined });

type Db = RequestContext['db'];
type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/**
 * Locks the quiz row when it is live, else 404. Question and profile writes run after it in their
 * transaction, so a delete that committed first turns them into a 404 (not a write under a deleted
 * quiz), and two editors adding at once get distinct orders.
 */
export async function lockLiveQuiz(tx: Tx, tenantId: string, quizId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM quizzes
    WHERE id = ${quizId}::uuid AND tenant_id = ${tenantId}::uuid AND deleted_at IS NULL
    FOR UPDATE`;
  if (rows.length === 0) throw quizNotFound();
}

/** A live (not deleted) quiz of this tenant, or 404. */
export async function requireLiveQuiz(db: Pick<Db, 'quiz'>, id: string) {
  if (!isUuid(id)) throw quizNotFound();
  const q = await db.quiz.findFirst({
    where: { id, deletedAt: null },
    select: { id: true, type: true, published: true },
  });
  if (!q) throw quizNotFound();
  return { id: q.id, type: q.type as TQuizType, published: q.published };
}

function columns(body: TQuizBodyOut) {
  const stopwatch = body.stopwatch === 1;
  return {
    name: body.name,
    type: body.type,
    goal: body.type === 'comun' ? (body.goal ?? 0) : 0,
    published: body.published === 1,
    repeat: body.repeat === 1,
    stopwatch,
    // the time limit exists only under the stopwatch (SPEC 4)
    timeLimit: stopwatch ? body.time_limit : null,
    // absent on an update: unchanged (decision 227)
    ...(body.listed === undefined ? {} : { listed: body.listed === 1 }),
  };
}

/** GET /api/auth/quiz/{tenant}: the tenant's quizzes, oldest first. One query. */
export async function listQuizzes(ctx: RequestContext): Promise<TQuiz[]> {
  const rows = await ctx.db.quiz.findMany({
    where: { deletedAt: null },
    select: QUIZ_SELECT,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: LIST_LIMIT,
  });
  return rows.map(toQuiz);
}

export async function createQuiz(ctx: RequestContext, body: TQuizBodyOut): Promise<TQuiz> {
  const row = await ctx.db.quiz.create({
    data: { tenantId: ctx.tenant.id, listed: QUIZ_DEFAULTS.listed === 1, ...columns(body) },
    select: QUIZ_SELECT,
  });
  return toQuiz(row);
}

export async function updateQuiz(ctx: RequestContext, id: string, body: TQuizBodyOut): Promise<TQuiz> {
  const current = await requireLiveQuiz(ctx.db, id);
  if (body.published === 1 && !current.published) {
    // an empty quiz is never shown to members (student.ts); publishing one would promise them a quiz
    // that is not there (issue 54). A new quiz keeps SPEC 9's "published 1" default and stays hidden
    // until its first question.
    const questions = await ctx.db.quizQuestion.count({ where: { quizId: id } });
    if (questions === 0) throw new AppError('CONFLICT', { messageKey: 'quizzes.publishEmpty' });
  }
  if (current.type !== body.type) {
    // options mean "correct" in one type and "adds to a profile" in the other (decision 115)
    const questions = await ctx.db.quizQuestion.count({ where: { quizId: id } });
    if (questions > 0) throw new AppError('CONFLICT', { messageKey: 'quizzes.typeLocked' });
  }
  const { count } = await ctx.db.quiz.updateMany({ where: { id, deletedAt: null }, data: columns(body) });
  if (count === 0) throw quizNotFound();
  return toQuiz(await ctx.db.quiz.findFirstOrThrow({ where: { id }, select: QUIZ_SELECT }));
}

/** Soft delete (decision 111): attempts, passes and the rewards members earned stay. */
export async function deleteQuiz(ctx: RequestContext, id: string): Promise<void> {
  if (!isUuid(id)) throw quizNotFound();
  const { count } = await ctx.db.quiz.updateMany({
    where: { id, deletedAt: null },
    data: { deletedAt: new Date(), lessonId: null },
  });
  if (count === 0) throw quizNotFound();
}

/** GET /api/auth/quiz/show/{id}: the quiz with its questions (correct answers), profiles and access. */
export async function showQuiz(ctx: RequestContext, id: string): Promise<TQuizDetail> {
  if (!isUuid(id)) throw quizNotFound();
  const row = await ctx.db.quiz.findFirst({
    where: { id, deletedAt: null },
    select: {
      ...QUIZ_SELECT,
      lesson: { select: { id: true, title: true } },
      listed: true,
      products: { select: { productId: true }, orderBy: { createdAt: 'asc' } },
      profiles: {
        select: { id: true, name: true, description: true, order: true },
        orderBy: [{ order: 'asc' }, { id: 'asc' }],
      },
      questions: {
        select: {
          id: true,
          text: true,
          explanation: true,
          order: true,
          options: {
            select: { id: true, text: true, correct: true, profileId: true, order: true },
            orderBy: [{ order: 'asc' }, { id: 'asc' }],
          },
        },
        orderBy: [{ order: 'asc' }, { id: 'asc' }],
      },
    },
  });
  if (!row) throw quizNotFound();
  return {
    ...toQuiz(row),
    lesson: row.lesson,
    listed: row.listed,
    product_ids: row.products.map((p) => p.productId),
    profiles: row.profiles,
    questions: row.questions.map((q) => ({
      id: q.id,
      text: q.text,
      explanation: q.explanation,
      order: q.order,
      options: q.options.map((o) => ({
        id: o.id,
        text: o.text,
        correct: o.correct,
        profile_id: o.profileId,
        order: o.order,
      })),
    })),
  };
}

/** The options of a question as the quiz's type wants them (comun: a correct one; profile quiz: profiles). */
async function checkedOptions(ctx: RequestContext, quiz: { id: string; type: TQuizType }, parsed: TQuestion) {
  if (quiz.type === 'comun') {
    if (!parsed.options.some((o) => o.correct)) throw unprocessable('quizzes.correctRequired', 'options');
    return {
      parsed,
      options: parsed.options.map((o) => ({ text: o.text, correct: o.correct, profileId: null })),
    };
  }
  const wanted = [...new Set(parsed.options.map((o) => o.profile_id ?? ''))];
  if (wanted.some((p) => !isUuid(p))) throw unprocessable('quizzes.optionProfileRequired', 'options');
  const found = await ctx.db.quizProfile.count({ where: { quizId: quiz.id, id: { in: wanted } } });
  if (found !== wanted.length) throw unprocessable('quizzes.optionProfileRequired', 'options');
  return {
    parsed,
    options: parsed.options.map((o) => ({ text: o.text, correct: false, profileId: o.profile_id! })),
  };
}

export async function createQuestion(ctx: RequestContext, quizId: string, body: TQuestion) {
  const quiz = await requireLiveQuiz(ctx.db, quizId);
  const { parsed, options } = await checkedOptions(ctx, quiz, body);
  return ctx.db.$transaction(async (tx) => {
    await lockLiveQuiz(tx, ctx.tenant.id, quiz.id);
    const agg = await tx.quizQuestion.aggregate({ where: { quizId }, _max: { order: true }, _count: true });
    if (agg._count >= QUESTIONS_MAX) throw unprocessable('quizzes.tooManyQuestions');
    const q = await tx.quizQuestion.create({
      data: {
        tenantId: ctx.tenant.id,
        quizId,
        text: parsed.text,
        explanation: parsed.explanation,
        order: (agg._max.order ?? 0) + 1,
      },
      select: { id: true },
    });
    await tx.quizOption.createMany({
      data: options.map((o, i) => ({ tenantId: ctx.tenant.id, questionId: q.id, order: i + 1, ...o })),
    });
    return { id: q.id };
  });
}

async function requireQuestion(ctx: RequestContext, quizId: string, questionId: string) {
  const quiz = await requireLiveQuiz(ctx.db, quizId);
  if (!isUuid(questionId)) throw questionNotFound();
  const q = await ctx.db.quizQuestion.findFirst({ where: { id: questionId, quizId }, select: { id: true } });
  if (!q) throw questionNotFound();
  return quiz;
}

/** Replaces the question's text, explanation and options (attempts keep the answers they saved). */
export async function updateQuestion(
  ctx: RequestContext,
  quizId: string,
  questionId: string,
  body: TQuestion,
) {
  const quiz = await requireQuestion(ctx, quizId, questionId);
  const { parsed, options } = await checkedOptions(ctx, quiz, body);
  await ctx.db.$transaction(async (tx) => {
    await lockLiveQuiz(tx, ctx.tenant.id, quizId);
    const { count } = await tx.quizQuestion.updateMany({
      where: { id: questionId, quizId },
      data: { text: parsed.text, explanation: parsed.explanation },
    });
    if (count === 0) throw questionNotFound();
    await tx.quizOption.deleteMany({ where: { questionId } });
    await tx.quizOption.createMany({
      data: options.map((o, i) => ({ tenantId: ctx.tenant.id, questionId, order: i + 1, ...o })),
    });
  });
  return { id: questionId };
}

export async function deleteQuestion(ctx: RequestContext, quizId: string, questionId: string) {
  await requireQuestion(ctx, quizId, questionId);
  await ctx.db.$transaction(async (tx) => {
    await lockLiveQuiz(tx, ctx.tenant.id, quizId);
    const { count } = await tx.quizQuestion.deleteMany({ where: { id: questionId, quizId } });
    if (count === 0) throw questionNotFound();
    await renumberList(tx, questionList(ctx, quizId));
  });
}

const questionList = (ctx: RequestContext, quizId: string) =>
  ({ table: 'quiz_questions', tenantId: ctx.tenant.id, parent: { column: 'quiz_id', id: quizId } }) as const;

/** New order of the questions: `ids` must be exactly the quiz's questions; orders start at 1. */
export async function reorderQuestions(ctx: RequestContext, quizId: string, ids: string[]) {
  await requireLiveQuiz(ctx.db, quizId);
  await ctx.db.$transaction(async (tx) => {
    await lockLiveQuiz(tx, ctx.tenant.id, quizId);
    const rows = await tx.quizQuestion.findMany({ where: { quizId }, select: { id: true } });
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw unprocessable('quizzes.orderMismatch');
    // one statement whatever the number of questions (decision 131)
    if (!(await renumberList(tx, questionList(ctx, quizId), ids)))
      throw unprocessable('quizzes.orderMismatch');
  });
}

/** Where the quiz appears (a lesson) and who may take it (products; none = every member). */
export async function updateAccess(ctx: RequestContext, quizId: string, body: TAccess) {
  await requireLiveQuiz(ctx.db, quizId);
  const a = body;
  const productIds = [...new Set(a.product_ids)];
  if (a.lesson_id) {
    const lesson = await ctx.db.lesson.findUnique({ where: { id: a.lesson_id }, select: { id: true } });
    if (!lesson) throw new AppError('NOT_FOUND', { messageKey: 'quizzes.lessonNotFound' });
  }
  if (productIds.length) {
    const found = await ctx.db.product.count({ where: { id: { in: productIds }, status: 'active' } });
    if (found !== productIds.length)
      throw new AppError('NOT_FOUND', { messageKey: 'quizzes.productNotFound' });
  }
  let listed = a.listed;
  await ctx.db.$transaction(async (tx) => {
    // deletedAt: a quiz deleted since the check above is a 404, and nothing below is written
    // `listed` absent: unchanged (an older client saving the lesson must not list the quiz again)
    const { count } = await tx.quiz.updateMany({
      where: { id: quizId, deletedAt: null },
      data: { lessonId: a.lesson_id, listed: a.listed },
    });
    if (count === 0) throw quizNotFound();
    if (a.listed === undefined)
      listed = (await tx.quiz.findUniqueOrThrow({ where: { id: quizId }, select: { listed: true } })).listed;
    await tx.quizProduct.deleteMany({ where: { quizId } });
    if (productIds.length)
      await tx.quizProduct.createMany({
        data: productIds.map((productId) => ({ tenantId: ctx.tenant.id, quizId, productId })),
      });
  });
  return { lesson_id: a.lesson_id, product_ids: productIds, listed: listed! };
}
