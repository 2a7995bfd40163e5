import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { makeProfileQuiz, makeQuiz } from './world';

// The quizzes endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).

const bit = z.union([z.literal(0), z.literal(1)]);
export const ZQuizShape = z.object({
  id: z.string().uuid(),
  tenant_id: z.string().uuid(),
  name: z.string(),
  type: z.enum(['comun', 'comportamental']),
  goal: z.number().int(),
  published: bit,
  repeat: bit,
  stopwatch: bit,
  time_limit: z.string().nullable(),
  lesson_id: z.string().uuid().nullable(),
  question_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
const triple = (inner: z.ZodType) =>
  z.tuple([z.object({ status: z.string() }), z.object({ message: z.string() }), z.object({ data: inner })]);
const message = z.object({ message: z.string() });
const attemptShape = z.object({
  id: z.string().uuid(),
  quiz: z.object({ id: z.string().uuid(), name: z.string(), type: z.string() }),
  number: z.number().int(),
  deadline: z.string().nullable(),
  questions: z.array(
    z.strictObject({
      id: z.string().uuid(),
      text: z.string(),
      multiple: z.boolean(),
      options: z.array(z.strictObject({ id: z.string().uuid(), text: z.string() })),
    }),
  ),
  answers: z.record(z.string(), z.array(z.string())),
  result: z.unknown(),
});

const quizBody = (t: Target) => ({
  name: 'Prova final',
  tenant_id: t.tenant.id,
  type: 'comun',
  goal: 70,
  published: 1,
  repeat: 0,
  time_limit: '00:10:00',
  stopwatch: 1,
});
const countQuizzes = (t: Target) => prisma.quiz.count({ where: { tenantId: t.tenant.id, deletedAt: null } });
const quizRow = (t: Target) => prisma.quiz.findUnique({ where: { id: t.ids.quiz } });
const questionsOf = (t: Target) =>
  prisma.quizQuestion.findMany({
    where: { quizId: t.ids.quiz },
    include: { options: true },
    orderBy: { id: 'asc' },
  });
const oneQuiz = async (t: Target) => {
  const { quiz, questions } = await makeQuiz(t.tenant.id);
  return { quiz: quiz.id, question: questions[0]!.id, option: questions[0]!.right[0]! };
};
const questionBody = () => ({
  text: 'Qual é a capital?',
  explanation: 'Brasília desde 1960.',
  options: [
    { text: 'Brasília', correct: true },
    { text: 'Rio', correct: false },
  ],
});
const Q = '/api/auth/quiz';
const startedAttempt = async (t: Target) => {
  const ids = await oneQuiz(t);
  const a = await prisma.quizAttempt.create({
    data: { tenantId: t.tenant.id, quizId: ids.quiz, userId: t.student.id },
  });
  return { ...ids, attempt: a.id };
};

export const QUIZ_ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/auth/quiz/create',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/create/route')).POST,
    path: () => `${Q}/create`,
    body: quizBody,
    validStatus: 201,
    response: z.object({ data: ZQuizShape, message: z.string() }),
    malformed: (t) => ({ ...quizBody(t), name: '   ' }),
    snapshot: countQuizzes,
  },
  {
    name: 'GET /api/auth/quiz/show/{id}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/show/[id]/route')).GET,
    path: (t) => `${Q}/show/${t.ids.quiz}`,
    params: (t) => ({ id: t.ids.quiz! }),
    setup: oneQuiz,
    response: z.object({
      data: ZQuizShape.extend({
        questions: z
          .array(z.object({ id: z.string().uuid(), options: z.array(z.object({ correct: z.boolean() })) }))
          .min(1),
        profiles: z.array(z.unknown()),
        product_ids: z.array(z.string()),
      }),
    }),
  },
  {
    name: 'POST /api/auth/quiz/update/{id}',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/update/[id]/route')).POST,
    path: (t) => `${Q}/update/${t.ids.quiz}`,
    params: (t) => ({ id: t.ids.quiz! }),
    setup: oneQuiz,
    body: quizBody,
    response: z.object({ data: ZQuizShape, message: z.string() }),
    malformed: (t) => ({ ...quizBody(t), time_limit: '00:00:00' }),
    snapshot: quizRow,
  },
  {
    name: 'DELETE /api/auth/quiz/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/[id]/route')).DELETE,
    path: (t) => `${Q}/${t.ids.quiz}`,
    params: (t) => ({ id: t.ids.quiz! }),
    setup: oneQuiz,
    response: message,
  },
  {
    name: 'GET /api/auth/quiz/{tenantId}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/[id]/route')).GET,
    path: (t) => `${Q}/${t.tenant.id}`,
    params: (t) => ({ id: t.tenant.id }),
    setup: oneQuiz,
    response: triple(z.array(ZQuizShape).min(1)),
  },
  {
    name: 'POST /api/auth/quiz/{id}/questions',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/[id]/questions/route')).POST,
    path: (t) => `${Q}/${t.ids.quiz}/questions`,
    params: (t) => ({ id: t.ids.quiz! }),
    setup: oneQuiz,
    body: questionBody,
    validStatus: 201,
    response: z.object({ data: z.object({ id: z.string().uuid() }) }),
    malformed: () => ({ ...questionBody(), options: [{ text: 'Só uma', correct: true }] }),
    snapshot: questionsOf,
  },
  {
    name: 'POST /api/auth/quiz/{id}/questions/{questionId}',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/[id]/questions/[questionId]/route')).POST,
    path: (t) => `${Q}/${t.ids.quiz}/questions/${t.ids.question}`,
    params: (t) => ({ id: t.ids.quiz!, questionId: t.ids.question! }),
    setup: oneQuiz,
    body: questionBody,
    response: z.object({ data: z.object({ id: z.string().uuid() }) }),
    malformed: () => ({ ...questionBody(), text: '' }),
    snapshot: questionsOf,
  },
  {
    name: 'DELETE /api/auth/quiz/{id}/questions/{questionId}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/[id]/questions/[questionId]/route')).DELETE,
    path: (t) => `${Q}/${t.ids.quiz}/questions/${t.ids.question}`,
    params: (t) => ({ id: t.ids.quiz!, questionId: t.ids.question! }),
    setup: oneQuiz,
    response: message,
  },
  {
    name: 'POST /api/auth/quiz/{id}/questions/order',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/[id]/questions/order/route')).POST,
    path: (t) => `${Q}/${t.ids.quiz}/questions/order`,
    params: (t) => ({ id: t.ids.quiz! }),
    setup: async (t) => {
      const { quiz, questions } = await makeQuiz(t.tenant.id);
      return { quiz: quiz.id, q1: questions[0]!.id, q2: questions[1]!.id, q3: questions[2]!.id };
    },
    body: (t) => ({ ids: [t.ids.q3, t.ids.q1, t.ids.q2] }),
    response: message,
    malformed: (t) => ({ ids: [t.ids.q1] }),
    snapshot: questionsOf,
  },
  {
    name: 'POST /api/auth/quiz/{id}/profiles',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/[id]/profiles/route')).POST,
    path: (t) => `${Q}/${t.ids.quiz}/profiles`,
    params: (t) => ({ id: t.ids.quiz! }),
    setup: async (t) => ({ quiz: (await makeProfileQuiz(t.tenant.id)).quiz.id }),
    body: () => ({ name: 'Auditivo', description: 'Aprende ouvindo' }),
    validStatus: 201,
    response: z.object({
      data: z.object({ id: z.string().uuid(), name: z.string(), description: z.string() }),
    }),
    malformed: () => ({ name: '' }),
    snapshot: (t) => prisma.quizProfile.count({ where: { quizId: t.ids.quiz } }),
  },
  {
    name: 'POST /api/auth/quiz/{id}/profiles/{profileId}',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/[id]/profiles/[profileId]/route')).POST,
    path: (t) => `${Q}/${t.ids.quiz}/profiles/${t.ids.profile}`,
    params: (t) => ({ id: t.ids.quiz!, profileId: t.ids.profile! }),
    setup: async (t) => {
      const w = await makeProfileQuiz(t.tenant.id);
      return { quiz: w.quiz.id, profile: w.profiles.a.id };
    },
    body: () => ({ name: 'Visual+', description: 'Vê' }),
    response: z.object({ data: z.object({ id: z.string().uuid(), name: z.string() }) }),
    malformed: () => ({ name: 'x'.repeat(101) }),
    snapshot: (t) => prisma.quizProfile.findUnique({ where: { id: t.ids.profile } }),
  },
  {
    name: 'DELETE /api/auth/quiz/{id}/profiles/{profileId}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/[id]/profiles/[profileId]/route')).DELETE,
    path: (t) => `${Q}/${t.ids.quiz}/profiles/${t.ids.profile}`,
    params: (t) => ({ id: t.ids.quiz!, profileId: t.ids.profile! }),
    setup: async (t) => {
      const w = await makeProfileQuiz(t.tenant.id);
      const p = await prisma.quizProfile.create({
        data: { tenantId: t.tenant.id, quizId: w.quiz.id, name: 'Solto', order: 3 },
      });
      return { quiz: w.quiz.id, profile: p.id };
    },
    response: message,
  },
  {
    name: 'POST /api/auth/quiz/{id}/access',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/[id]/access/route')).POST,
    path: (t) => `${Q}/${t.ids.quiz}/access`,
    params: (t) => ({ id: t.ids.quiz! }),
    setup: async (t) => {
      const ids = await oneQuiz(t);
      const p = await prisma.product.create({ data: { tenantId: t.tenant.id, title: 'Plano Prova' } });
      return { ...ids, product: p.id };
    },
    body: (t) => ({ lesson_id: null, product_ids: [t.ids.product] }),
    response: z.object({
      data: z.object({ lesson_id: z.string().nullable(), product_ids: z.array(z.string()) }),
    }),
    malformed: () => ({ product_ids: ['not-a-uuid'] }),
    snapshot: (t) => prisma.quizProduct.count({ where: { quizId: t.ids.quiz } }),
  },
  {
    name: 'GET /api/quizzes',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/quizzes/route')).GET,
    path: () => '/api/quizzes',
    setup: oneQuiz,
    response: z.object({
      data: z.array(
        z.object({
          id: z.string().uuid(),
          name: z.string(),
          status: z.enum(['not_started', 'in_progress', 'passed', 'failed', 'profile']),
          attempts: z.number().int(),
          can_start: z.boolean(),
        }),
      ),
    }),
    crossTenant: false,
  },
  {
    name: 'GET /api/quizzes/{id}',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/quizzes/[id]/route')).GET,
    path: (t) => `/api/quizzes/${t.ids.quiz}`,
    params: (t) => ({ id: t.ids.quiz! }),
    setup: oneQuiz,
    response: z.object({
      data: z.object({
        id: z.string().uuid(),
        name: z.string(),
        status: z.enum(['not_started', 'in_progress', 'passed', 'failed', 'profile']),
        attempts: z.number().int(),
        can_start: z.boolean(),
        open_attempt_id: z.string().uuid().nullable(),
      }),
    }),
  },
  {
    name: 'POST /api/quizzes/{id}/start',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/quizzes/[id]/start/route')).POST,
    path: (t) => `/api/quizzes/${t.ids.quiz}/start`,
    params: (t) => ({ id: t.ids.quiz! }),
    setup: oneQuiz,
    response: z.object({ data: attemptShape }),
  },
  {
    name: 'GET /api/quizzes/attempts/{attemptId}',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/quizzes/attempts/[attemptId]/route')).GET,
    path: (t) => `/api/quizzes/attempts/${t.ids.attempt}`,
    params: (t) => ({ attemptId: t.ids.attempt! }),
    setup: startedAttempt,
    response: z.object({ data: attemptShape }),
  },
  {
    name: 'POST /api/quizzes/attempts/{attemptId}/answer',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/quizzes/attempts/[attemptId]/answer/route')).POST,
    path: (t) => `/api/quizzes/attempts/${t.ids.attempt}/answer`,
    params: (t) => ({ attemptId: t.ids.attempt! }),
    setup: startedAttempt,
    body: (t) => ({ question_id: t.ids.question, option_ids: [t.ids.option] }),
    response: z.object({ data: z.object({ answers: z.record(z.string(), z.array(z.string())) }) }),
    malformed: (t) => ({ question_id: t.ids.question, option_ids: 'x' }),
    snapshot: (t) => prisma.quizAttempt.findUnique({ where: { id: t.ids.attempt } }),
  },
  {
    name: 'POST /api/quizzes/attempts/{attemptId}/submit',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/quizzes/attempts/[attemptId]/submit/route')).POST,
    path: (t) => `/api/quizzes/attempts/${t.ids.attempt}/submit`,
    params: (t) => ({ attemptId: t.ids.attempt! }),
    setup: startedAttempt,
    response: z.object({ data: attemptShape.extend({ result: z.object({ score: z.number() }) }) }),
  },
];
