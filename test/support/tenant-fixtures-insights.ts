import { prisma } from '@/lib/server/db';
import type { TenantModel } from '@/lib/server/tenancy/models';
import type { Fixture } from './tenant-fixtures';

// The builders of ./tenant-fixtures.ts for the Painel's rollups (issue 49): each row on a key of its own
// (a new day, lesson, module or quiz), so a builder called twice for one tenant makes two rows.

let n = 0;
const uniq = () => `${Date.now()}-insights-${++n}`;
let order = 2_000_000;
const nextOrder = () => ++order;
let day = 0;
const nextDay = () => new Date(Date.UTC(2000, 0, 1) + ++day * 86_400_000);

const quizOf = (tenantId: string) => prisma.quiz.create({ data: { tenantId, name: `Q ${uniq()}` } });
const moduleOf = async (tenantId: string) => {
  const c = await prisma.course.create({
    data: { tenantId, order: nextOrder(), title: 'C', slug: `c-${uniq()}` },
  });
  return prisma.module.create({ data: { tenantId, courseId: c.id, title: 'M', order: nextOrder() } });
};

export const INSIGHTS_FIXTURES: Record<
  Extract<
    TenantModel,
    | 'InsightsDaily'
    | 'InsightsMemberDay'
    | 'InsightsLesson'
    | 'InsightsModuleMember'
    | 'InsightsQuiz'
    | 'InsightsQuizQuestion'
  >,
  Fixture
> = {
  InsightsDaily: (t) => prisma.insightsDaily.create({ data: { tenantId: t.id, day: nextDay() } }),
  InsightsMemberDay: (t, b) =>
    prisma.insightsMemberDay.create({
      data: { tenantId: t.id, day: nextDay(), userId: b.userId, actions: 1 },
    }),
  InsightsLesson: async (t) => {
    const m = await moduleOf(t.id);
    const l = await prisma.lesson.create({
      data: { tenantId: t.id, moduleId: m.id, title: 'L', slug: `l-${uniq()}` },
    });
    return prisma.insightsLesson.create({ data: { tenantId: t.id, lessonId: l.id, reached: 1 } });
  },
  InsightsModuleMember: async (t, b) => {
    const m = await moduleOf(t.id);
    return prisma.insightsModuleMember.create({
      data: { tenantId: t.id, moduleId: m.id, courseId: m.courseId, userId: b.userId },
    });
  },
  InsightsQuiz: async (t) => {
    const q = await quizOf(t.id);
    return prisma.insightsQuiz.create({ data: { tenantId: t.id, quizId: q.id, attempts: 1 } });
  },
  InsightsQuizQuestion: async (t) => {
    const q = await quizOf(t.id);
    const question = await prisma.quizQuestion.create({ data: { tenantId: t.id, quizId: q.id, text: '?' } });
    return prisma.insightsQuizQuestion.create({
      data: { tenantId: t.id, quizId: q.id, questionId: question.id, attempts: 1 },
    });
  },
};
