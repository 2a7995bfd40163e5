import 'server-only';
import type { EventTx } from '@/lib/events';
import type { TQuizType } from './schemas';

// Scoring on the server only: the questions with their right options and profiles, the member's saved
// answers, and the pure score of an attempt.

export type Answers = Record<string, string[]>;

export async function loadQuestions(db: Pick<EventTx, 'quizQuestion'>, quizId: string) {
  return db.quizQuestion.findMany({
    where: { quizId },
    select: {
      id: true,
      text: true,
      explanation: true,
      options: {
        select: { id: true, text: true, correct: true, profileId: true },
        orderBy: [{ order: 'asc' }, { id: 'asc' }],
      },
    },
    orderBy: [{ order: 'asc' }, { id: 'asc' }],
  });
}
export type Questions = Awaited<ReturnType<typeof loadQuestions>>;

export function answersOf(v: unknown): Answers {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const out: Answers = {};
  for (const [k, ids] of Object.entries(v as Record<string, unknown>))
    if (Array.isArray(ids)) out[k] = ids.filter((x): x is string => typeof x === 'string');
  return out;
}

export const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Pure scoring: comun -> percent of questions answered exactly right; comportamental -> the profile with most points. */
export function score(
  type: TQuizType,
  goal: number,
  questions: Questions,
  answers: Answers,
  profileOrder: string[],
): {
  score: number | null;
  correct: number | null;
  total: number;
  passed: boolean;
  profileId: string | null;
} {
  const total = questions.length;
  if (type === 'comun') {
    const correct = questions.filter((q) => {
      const right = q.options.filter((o) => o.correct).map((o) => o.id);
      const chosen = answers[q.id] ?? [];
      return right.length > 0 && sameSet(chosen, right);
    }).length;
    const pct = total ? Math.round((100 * correct) / total) : 0;
    return { score: pct, correct, total, passed: total > 0 && pct >= goal, profileId: null };
  }
  const points = new Map<string, number>();
  for (const q of questions)
    for (const o of q.options)
      if (o.profileId && (answers[q.id] ?? []).includes(o.id))
        points.set(o.profileId, (points.get(o.profileId) ?? 0) + 1);
  let best: string | null = null;
  for (const id of profileOrder) if ((points.get(id) ?? 0) > (best ? points.get(best)! : 0)) best = id;
  return { score: null, correct: null, total, passed: best !== null, profileId: best };
}
