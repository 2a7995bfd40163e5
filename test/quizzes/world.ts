import { prisma } from '@/lib/server/db';

// Quiz test worlds: a comun quiz with questions (the first option of each is the right one, the second
// question has two right ones), and a comportamental quiz with two profiles.

let n = 0;

export async function makeQuiz(
  tenantId: string,
  opts: {
    goal?: number;
    repeat?: boolean;
    timeLimit?: string | null;
    published?: boolean;
    questions?: number;
  } = {},
) {
  const quiz = await prisma.quiz.create({
    data: {
      tenantId,
      name: `Prova ${++n}`,
      goal: opts.goal ?? 60,
      repeat: opts.repeat ?? false,
      stopwatch: !!opts.timeLimit,
      timeLimit: opts.timeLimit ?? null,
      published: opts.published ?? true,
    },
  });
  const questions: { id: string; right: string[]; wrong: string }[] = [];
  for (let i = 1; i <= (opts.questions ?? 3); i++) {
    const q = await prisma.quizQuestion.create({
      data: { tenantId, quizId: quiz.id, text: `Pergunta ${i}?`, explanation: `Porque ${i}.`, order: i },
    });
    const texts = ['Certa', i === 2 ? 'Também certa' : 'Errada', 'Outra errada'];
    const opts2 = [];
    for (const [j, text] of texts.entries())
      opts2.push(
        await prisma.quizOption.create({
          data: { tenantId, questionId: q.id, text, order: j + 1, correct: j === 0 || (i === 2 && j === 1) },
        }),
      );
    questions.push({
      id: q.id,
      right: opts2.filter((o) => o.correct).map((o) => o.id),
      wrong: opts2.find((o) => !o.correct)!.id,
    });
  }
  return { quiz, questions };
}

export async function makeProfileQuiz(tenantId: string) {
  const quiz = await prisma.quiz.create({
    data: { tenantId, name: `Perfil ${++n}`, type: 'comportamental', goal: 0 },
  });
  const a = await prisma.quizProfile.create({
    data: { tenantId, quizId: quiz.id, name: 'Visual', description: 'Aprende vendo', order: 1 },
  });
  const b = await prisma.quizProfile.create({
    data: { tenantId, quizId: quiz.id, name: 'Prático', description: 'Aprende fazendo', order: 2 },
  });
  const questions: { id: string; toA: string; toB: string }[] = [];
  for (let i = 1; i <= 2; i++) {
    const q = await prisma.quizQuestion.create({
      data: { tenantId, quizId: quiz.id, text: `Você prefere ${i}?`, order: i },
    });
    const oa = await prisma.quizOption.create({
      data: { tenantId, questionId: q.id, text: 'Ver', profileId: a.id, order: 1 },
    });
    const ob = await prisma.quizOption.create({
      data: { tenantId, questionId: q.id, text: 'Fazer', profileId: b.id, order: 2 },
    });
    questions.push({ id: q.id, toA: oa.id, toB: ob.id });
  }
  return { quiz, profiles: { a, b }, questions };
}
