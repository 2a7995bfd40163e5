// The demo tenant's quizzes (SPEC 3 "Quiz"), so a reward of criteria "Passar na avaliação" has
// something to pick and a student has a quiz to take. Questions are added only when the quiz is created:
// edits and deletions by admins are kept.
import { ensure, type Counter, type Db } from './ensure';
import { seedKeys, stableId } from './ids';

interface SeedQuestion {
  text: string;
  explanation?: string;
  options: { text: string; correct?: boolean; profile?: number }[];
}

export const SEED_QUIZZES: Record<
  string,
  {
    name: string;
    type: 'comun' | 'comportamental';
    goal: number;
    profiles?: { name: string; description: string }[];
    questions: SeedQuestion[];
  }[]
> = {
  demo: [
    {
      name: 'Avaliação: Fundamentos da Fotografia',
      type: 'comun',
      goal: 70,
      questions: [
        {
          text: 'O que a regra dos terços ajuda a fazer?',
          explanation: 'Ela divide o quadro em nove partes para posicionar o assunto fora do centro.',
          options: [
            { text: 'Compor a imagem', correct: true },
            { text: 'Ajustar o foco' },
            { text: 'Trocar a lente' },
          ],
        },
        {
          text: 'Qual luz costuma deixar o retrato mais suave?',
          explanation: 'A luz difusa (nublado, sombra, janela com cortina) reduz sombras duras.',
          options: [{ text: 'Luz difusa', correct: true }, { text: 'Sol do meio-dia' }],
        },
      ],
    },
    {
      name: 'Perfil de aprendizagem',
      type: 'comportamental',
      goal: 0,
      profiles: [
        { name: 'Visual', description: 'Você aprende melhor vendo exemplos e esquemas.' },
        { name: 'Prático', description: 'Você aprende melhor fazendo e testando.' },
      ],
      questions: [
        {
          text: 'Ao aprender algo novo, você prefere…',
          options: [
            { text: 'Ver um vídeo com exemplos', profile: 0 },
            { text: 'Tentar sozinho(a) logo de cara', profile: 1 },
          ],
        },
      ],
    },
  ],
};

/** Creates each missing quiz by its stable id, with its profiles and questions. */
export async function seedQuizzes(db: Db, count: Counter, slug: string, tenantId: string) {
  for (const [i, q] of (SEED_QUIZZES[slug] ?? []).entries()) {
    const id = stableId(seedKeys.quiz(slug, i + 1));
    await ensure(count, 'quiz', [() => db.quiz.findFirst({ where: { tenantId, id } })], async () => {
      const quiz = await db.quiz.create({ data: { id, tenantId, name: q.name, type: q.type, goal: q.goal } });
      const profiles: { id: string }[] = [];
      for (const [order, p] of (q.profiles ?? []).entries())
        profiles.push(
          await db.quizProfile.create({ data: { tenantId, quizId: id, order: order + 1, ...p } }),
        );
      for (const [order, question] of q.questions.entries()) {
        const row = await db.quizQuestion.create({
          data: {
            tenantId,
            quizId: id,
            order: order + 1,
            text: question.text,
            explanation: question.explanation,
          },
        });
        await db.quizOption.createMany({
          data: question.options.map((o, j) => ({
            tenantId,
            questionId: row.id,
            order: j + 1,
            text: o.text,
            correct: !!o.correct,
            profileId: o.profile === undefined ? null : profiles[o.profile]!.id,
          })),
        });
      }
      return quiz;
    });
  }
}
