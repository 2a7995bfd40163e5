// The demo tenant's quizzes (SPEC 3 "Quiz"), so a reward of criteria "Passar na avaliação" has
// something to pick. The quizzes screen is another issue; these only carry the list's fields.
import { ensure, type Counter, type Db } from './ensure';
import { seedKeys, stableId } from './ids';

export const SEED_QUIZZES: Record<
  string,
  { name: string; type: 'comun' | 'comportamental'; goal: number }[]
> = {
  demo: [
    { name: 'Avaliação: Fundamentos da Fotografia', type: 'comun', goal: 70 },
    { name: 'Perfil de aprendizagem', type: 'comportamental', goal: 0 },
  ],
};

/** Creates each missing quiz by its stable id; edits and deletions by admins are kept. */
export async function seedQuizzes(db: Db, count: Counter, slug: string, tenantId: string) {
  for (const [i, q] of (SEED_QUIZZES[slug] ?? []).entries()) {
    const id = stableId(seedKeys.quiz(slug, i + 1));
    await ensure(count, 'quiz', [() => db.quiz.findFirst({ where: { tenantId, id } })], () =>
      db.quiz.create({ data: { id, tenantId, name: q.name, type: q.type, goal: q.goal } }),
    );
  }
}
