import 'server-only';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';

// The reward form's quiz and lesson checks. The list the reward form picks quizzes from is
// GET /api/auth/quiz/{tenant} (lib/quizzes/admin.ts listQuizzes: it answers id and name among the rest).

/** A live quiz of this tenant (another tenant's id, or a deleted quiz, reads as missing: 404). */
export async function requireQuiz(db: Pick<RequestContext['db'], 'quiz'>, id: string): Promise<void> {
  const row = await db.quiz.findFirst({ where: { id, deletedAt: null }, select: { id: true } });
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'gamification.quizNotFound' });
}

/** A lesson of this tenant (another tenant's id reads as missing: 404). */
export async function requireLesson(db: Pick<RequestContext['db'], 'lesson'>, id: string): Promise<void> {
  const row = await db.lesson.findUnique({ where: { id }, select: { id: true } });
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'gamification.lessonNotFound' });
}
