import { beforeAll, describe, expect, it } from 'vitest';
import { subscribe, type DomainEvent } from '@/lib/events';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { gamifiedCourse, settle } from '../gamification/engine-world';
import { makeProfileQuiz, makeQuiz } from './world';

// The members' side: no correct answer before submitting (every answer shape), the deadline kept by
// the server, repeat rules, product access, one quiz.passed per member and quiz under concurrency, and
// the quiz reward unlocking end to end through the gamification engine.

let t: TestTenant;
let other: TestTenant;
beforeAll(async () => {
  t = await createTenant('Quizzes');
  other = await createTenant('Outro');
});

const list = async () => (await import('@/app/api/quizzes/route')).GET;
const one = async () => (await import('@/app/api/quizzes/[id]/route')).GET;
const start = async () => (await import('@/app/api/quizzes/[id]/start/route')).POST;
const get = async () => (await import('@/app/api/quizzes/attempts/[attemptId]/route')).GET;
const answer = async () => (await import('@/app/api/quizzes/attempts/[attemptId]/answer/route')).POST;
const submit = async () => (await import('@/app/api/quizzes/attempts/[attemptId]/submit/route')).POST;

const startAs = async (u: TestUser, quizId: string, host = t.host) =>
  call(await start(), 'POST', '/x', { host, cookie: u.cookie, params: { id: quizId } });
const answerAs = async (u: TestUser, attemptId: string, question_id: string, option_ids: string[]) =>
  call(await answer(), 'POST', '/x', {
    host: t.host,
    cookie: u.cookie,
    params: { attemptId },
    body: { question_id, option_ids },
  });
const submitAs = async (u: TestUser, attemptId: string) =>
  call(await submit(), 'POST', '/x', { host: t.host, cookie: u.cookie, params: { attemptId } });
const getAs = async (u: TestUser, attemptId: string) =>
  call(await get(), 'GET', '/x', { host: t.host, cookie: u.cookie, params: { attemptId } });
const oneAs = async (u: TestUser, quizId: string) =>
  call(await one(), 'GET', '/x', { host: t.host, cookie: u.cookie, params: { id: quizId } });
const listAs = async (u: TestUser) =>
  call(await list(), 'GET', '/api/quizzes', { host: t.host, cookie: u.cookie });

/** Fails when anything that gives the answers away is in a body sent before submission. */
function expectNoLeak(body: unknown) {
  const text = JSON.stringify(body);
  for (const key of [
    '"correct"',
    '"correct_option_ids"',
    '"explanation"',
    '"profile_id"',
    '"profileId"',
    'Porque ',
  ])
    expect(text, key).not.toContain(key);
}

describe('taking a quiz', () => {
  it('never sends the correct answers before submitting, scores on the server, then shows explanations', async () => {
    const u = await createUser(t, 'student');
    const { quiz, questions } = await makeQuiz(t.id, { goal: 60 });
    const l = await listAs(u);
    expectNoLeak(l.body);
    expect(l.body.data.find((q: { id: string }) => q.id === quiz.id)).toMatchObject({
      status: 'not_started',
      attempts: 0,
      can_start: true,
    });

    const s = await startAs(u, quiz.id);
    expect(s.status).toBe(200);
    expectNoLeak(s.body);
    const attemptId = s.body.data.id;
    expect(s.body.data.questions.map((q: { multiple: boolean }) => q.multiple)).toEqual([false, true, false]);
    expect(s.body.data.result).toBeNull();

    const a1 = await answerAs(u, attemptId, questions[0]!.id, questions[0]!.right);
    expect(a1.status).toBe(200);
    expectNoLeak(a1.body);
    // two options on a single-answer question, and an option of another question, are refused
    expect(
      (await answerAs(u, attemptId, questions[0]!.id, [questions[0]!.right[0]!, questions[0]!.wrong])).status,
    ).toBe(422);
    expect((await answerAs(u, attemptId, questions[0]!.id, [questions[1]!.wrong])).status).toBe(422);
    await answerAs(u, attemptId, questions[1]!.id, questions[1]!.right);
    await answerAs(u, attemptId, questions[2]!.id, [questions[2]!.wrong]);
    const g = await getAs(u, attemptId);
    expectNoLeak(g.body);
    expect(g.body.data.answers[questions[0]!.id]).toEqual(questions[0]!.right);
    // resuming (start again) is the same attempt, still without answers revealed
    const again = await startAs(u, quiz.id);
    expect(again.body.data.id).toBe(attemptId);
    expectNoLeak(again.body);

    const done = await submitAs(u, attemptId);
    expect(done.status).toBe(200);
    expect(done.body.data.result).toMatchObject({ score: 67, correct: 2, total: 3, passed: true });
    expect(done.body.data.result.review[2]).toMatchObject({ correct: false, explanation: 'Porque 3.' });
    expect((await answerAs(u, attemptId, questions[2]!.id, questions[2]!.right)).status).toBe(409);
    const after = await listAs(u);
    expect(after.body.data.find((q: { id: string }) => q.id === quiz.id)).toMatchObject({
      status: 'passed',
      attempts: 1,
      best_score: 67,
      can_start: false,
    });
  });

  it('the deadline is stored at start: reload keeps it, later answers are refused, what was saved is scored', async () => {
    const u = await createUser(t, 'student');
    const { quiz, questions } = await makeQuiz(t.id, { timeLimit: '00:01:00', goal: 100 });
    const s = await startAs(u, quiz.id);
    const { id, deadline, started_at } = s.body.data;
    expect(new Date(deadline).getTime() - new Date(started_at).getTime()).toBe(60_000);
    expect((await startAs(u, quiz.id)).body.data.deadline).toBe(deadline);
    expect((await answerAs(u, id, questions[0]!.id, questions[0]!.right)).status).toBe(200);
    // the clock runs out
    await prisma.quizAttempt.update({ where: { id }, data: { deadline: new Date(Date.now() - 10_000) } });
    const late = await answerAs(u, id, questions[1]!.id, questions[1]!.right);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('O tempo desta avaliação acabou');
    // reading the attempt closes it, scoring only the answer saved in time
    const r = await getAs(u, id);
    expect(r.body.data.result).toMatchObject({ correct: 1, total: 3, passed: false });
    expect(r.body.data.submitted_at).not.toBeNull();
  });

  it('repeat only when allowed; a failed member may retake a repeatable quiz', async () => {
    const u = await createUser(t, 'student');
    const once = await makeQuiz(t.id);
    const s = await startAs(u, once.quiz.id);
    await submitAs(u, s.body.data.id);
    const no = await startAs(u, once.quiz.id);
    expect(no.status).toBe(409);
    expect(no.body.message).toBe('Esta avaliação não pode ser refeita');
    const rep = await makeQuiz(t.id, { repeat: true });
    const first = await startAs(u, rep.quiz.id);
    expect((await submitAs(u, first.body.data.id)).body.data).toMatchObject({
      can_repeat: true,
      result: { passed: false },
    });
    const second = await startAs(u, rep.quiz.id);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ number: 2 });
    const l = await listAs(u);
    expect(l.body.data.find((q: { id: string }) => q.id === rep.quiz.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
  });

  it('products: a quiz for some products is only for their members; unpublished and deleted quizzes are for nobody', async () => {
    const c = await gamifiedCourse(t, { gamified: false });
    const outsider = await createUser(t, 'student');
    const { quiz } = await makeQuiz(t.id);
    await prisma.quizProduct.create({ data: { tenantId: t.id, quizId: quiz.id, productId: c.product } });
    expect((await startAs(outsider, quiz.id)).status).toBe(404);
    expect((await listAs(outsider)).body.data.map((q: { id: string }) => q.id)).not.toContain(quiz.id);
    expect((await startAs(c.student, quiz.id)).status).toBe(200);
    const hidden = await makeQuiz(t.id, { published: false });
    expect((await startAs(c.student, hidden.quiz.id)).status).toBe(404);
    // another tenant's quiz is 404, and an attempt of somebody else too
    const foreign = await makeQuiz(other.id);
    expect((await startAs(c.student, foreign.quiz.id)).status).toBe(404);
    const mine = await startAs(c.student, (await makeQuiz(t.id)).quiz.id);
    expect((await getAs(outsider, mine.body.data.id)).status).toBe(404);
  });

  it('comportamental: the profile with most points is the result, shown after submit', async () => {
    const u = await createUser(t, 'student');
    const p = await makeProfileQuiz(t.id);
    const s = await startAs(u, p.quiz.id);
    expectNoLeak(s.body);
    await answerAs(u, s.body.data.id, p.questions[0]!.id, [p.questions[0]!.toB]);
    await answerAs(u, s.body.data.id, p.questions[1]!.id, [p.questions[1]!.toB]);
    const r = await submitAs(u, s.body.data.id);
    expect(r.body.data.result).toMatchObject({
      passed: true,
      profile: { name: 'Prático', description: 'Aprende fazendo' },
    });
    const l = await listAs(u);
    expect(l.body.data.find((q: { id: string }) => q.id === p.quiz.id)).toMatchObject({
      status: 'profile',
      profile: { name: 'Prático' },
    });
  });
});

describe('the start screen (GET /api/quizzes/{id})', () => {
  const attemptsOf = (quizId: string, userId: string) =>
    prisma.quizAttempt.count({ where: { quizId, userId } });

  it('visiting twice creates no attempt; starting creates one; visiting again shows it in progress', async () => {
    const u = await createUser(t, 'student');
    const { quiz } = await makeQuiz(t.id, { timeLimit: '00:10:00' });
    for (let i = 0; i < 2; i++) {
      const v = await oneAs(u, quiz.id);
      expect(v.status).toBe(200);
      expectNoLeak(v.body);
      expect(v.body.data).toMatchObject({
        id: quiz.id,
        status: 'not_started',
        attempts: 0,
        question_count: 3,
        time_limit: '00:10:00',
        can_start: true,
        open_attempt_id: null,
      });
    }
    expect(await attemptsOf(quiz.id, u.id)).toBe(0);

    const s = await startAs(u, quiz.id);
    expect(s.status).toBe(200);
    expect(await attemptsOf(quiz.id, u.id)).toBe(1);
    const v = await oneAs(u, quiz.id);
    expect(v.body.data).toMatchObject({ status: 'in_progress', open_attempt_id: s.body.data.id });
    // 'Continuar' resumes the same attempt
    expect((await startAs(u, quiz.id)).body.data.id).toBe(s.body.data.id);
    expect(await attemptsOf(quiz.id, u.id)).toBe(1);

    await submitAs(u, s.body.data.id);
    expect((await oneAs(u, quiz.id)).body.data).toMatchObject({
      status: 'failed',
      attempts: 1,
      can_start: false, // repeat is off
      last_attempt_id: s.body.data.id,
    });
  });

  it('answers for a lesson-only quiz too; 404 for what the member may not take', async () => {
    const u = await createUser(t, 'student');
    const unlisted = await makeQuiz(t.id);
    await prisma.quiz.update({ where: { id: unlisted.quiz.id }, data: { listed: false } });
    expect((await oneAs(u, unlisted.quiz.id)).status).toBe(200);
    expect((await oneAs(u, (await makeQuiz(t.id, { published: false })).quiz.id)).status).toBe(404);
    expect((await oneAs(u, (await makeQuiz(other.id)).quiz.id)).status).toBe(404);
    expect((await oneAs(u, 'not-a-uuid')).status).toBe(404);
  });
});

describe('quiz.passed', () => {
  it('is published once per member and quiz under 20 concurrent submits (and a later pass of a retake)', async () => {
    const u = await createUser(t, 'student');
    const { quiz, questions } = await makeQuiz(t.id, { repeat: true, goal: 0 });
    const seen: DomainEvent[] = [];
    const off = subscribe(async (_tx, e) => {
      if (e.type === 'quiz.passed' && e.quizId === quiz.id) seen.push(e);
    });
    try {
      const s = await startAs(u, quiz.id);
      await answerAs(u, s.body.data.id, questions[0]!.id, questions[0]!.right);
      const results = await Promise.all(Array.from({ length: 20 }, () => submitAs(u, s.body.data.id)));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(new Set(results.map((r) => r.body.data.result.score)).size).toBe(1);
      expect(seen).toHaveLength(1);
      expect(await prisma.quizPass.count({ where: { quizId: quiz.id, userId: u.id } })).toBe(1);
      const second = await startAs(u, quiz.id);
      await submitAs(u, second.body.data.id);
      expect(seen).toHaveLength(1);
    } finally {
      off();
    }
  });

  it('unlocks the quiz reward through the gamification engine, once', async () => {
    const c = await gamifiedCourse(t);
    const { quiz, questions } = await makeQuiz(t.id, { goal: 100, questions: 1 });
    const reward = await prisma.reward.create({
      data: {
        tenantId: t.id,
        name: 'Medalha da prova',
        rewardType: 'quiz',
        quizId: quiz.id,
        deliveryType: 'link',
        links: ['https://example.com'],
        animation: 'trofeu',
      },
    });
    await prisma.rewardProduct.create({
      data: { tenantId: t.id, rewardId: reward.id, productId: c.product },
    });
    const s = await startAs(c.student, quiz.id);
    await answerAs(c.student, s.body.data.id, questions[0]!.id, questions[0]!.right);
    await Promise.all([submitAs(c.student, s.body.data.id), submitAs(c.student, s.body.data.id)]);
    await settle(); // the engine runs after commit, from the outbox
    const unlocks = await prisma.rewardUnlock.findMany({ where: { userId: c.student.id } });
    expect(unlocks.map((x) => x.rewardId)).toEqual([reward.id]);
    expect(unlocks[0]!.seenAt).toBeNull();
  });
});
