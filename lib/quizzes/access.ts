import 'server-only';
import type { AuthedContext } from '@/lib/server/route';
import { quizNotFound } from './admin';
import { isUuid } from '@/lib/validation/uuid';
import { enrolledProducts } from '@/lib/products/viewer';

// Who may take which quiz (docs/decisions.md 112-116): the list, the lesson's quizzes and starting an
// attempt all ask the same question.

export const QUIZ_PLAY_SELECT = {
  id: true,
  name: true,
  type: true,
  goal: true,
  repeat: true,
  stopwatch: true,
  timeLimit: true,
  published: true,
  lesson: { select: { id: true, title: true } },
  products: { select: { productId: true } },
  _count: { select: { questions: true } },
} as const;

/**
 * Published, not deleted, with at least one question (a student never meets an empty quiz, issue 54),
 * and open to every member or to one of the member's products.
 */
export function accessWhere(productIds: string[]) {
  return {
    deletedAt: null,
    published: true,
    questions: { some: {} },
    OR: [{ products: { none: {} } }, { products: { some: { productId: { in: productIds } } } }],
  };
}

/** A quiz the member may take (editors may take any live quiz, to try it), or 404. */
export async function requireTakeable(ctx: AuthedContext, quizId: string) {
  if (!isUuid(quizId)) throw quizNotFound();
  const where = ctx.canEdit
    ? { id: quizId, deletedAt: null }
    : { id: quizId, ...accessWhere(await enrolledProducts(ctx)) };
  const quiz = await ctx.db.quiz.findFirst({ where, select: QUIZ_PLAY_SELECT });
  if (!quiz) throw quizNotFound();
  return quiz;
}
