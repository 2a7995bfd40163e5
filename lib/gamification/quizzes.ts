import 'server-only';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import type { TQuizOption } from './schemas';

// The quizzes a reward of criteria "quiz" may point at (SPEC.md sections 3 "Quiz", 7). The quizzes
// screen itself (create, edit, delete) is another issue; this is the list the reward form picks from.

/** GET /api/auth/quiz/{tenant}: every quiz of the tenant, oldest first. One query. */
export async function listQuizOptions(ctx: RequestContext): Promise<TQuizOption[]> {
  return ctx.db.quiz.findMany({
    select: { id: true, name: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

/** A quiz of this tenant (another tenant's id reads as missing: 404). */
export async function requireQuiz(db: Pick<RequestContext['db'], 'quiz'>, id: string): Promise<void> {
  const row = await db.quiz.findUnique({ where: { id }, select: { id: true } });
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'gamification.quizNotFound' });
}

/** A lesson of this tenant (another tenant's id reads as missing: 404). */
export async function requireLesson(db: Pick<RequestContext['db'], 'lesson'>, id: string): Promise<void> {
  const row = await db.lesson.findUnique({ where: { id }, select: { id: true } });
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'gamification.lessonNotFound' });
}
