import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { viewerProducts } from '@/lib/products/viewer';
import { quizzesForLesson } from '@/lib/quizzes/student';
import { buildContext } from '@/lib/server/route';
import { makeCourseTree } from '../custom-html/helpers';
import { call, makeRequest } from '../support/http';
import { createWorld } from '../support/factories';
import { makeProfileQuiz, makeQuiz } from './world';

// The editors' quiz calls (SPEC 7 "Quiz", 5 "quiz", 8 "Panel sections"): rules, messages, soft delete,
// the editor's questions, profiles and access.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const create = async () => (await import('@/app/api/auth/quiz/create/route')).POST;
const update = async () => (await import('@/app/api/auth/quiz/update/[id]/route')).POST;
const byId = async () => await import('@/app/api/auth/quiz/[id]/route');
const show = async () => (await import('@/app/api/auth/quiz/show/[id]/route')).GET;
const questions = async () => (await import('@/app/api/auth/quiz/[id]/questions/route')).POST;
const question = async () => await import('@/app/api/auth/quiz/[id]/questions/[questionId]/route');
const order = async () => (await import('@/app/api/auth/quiz/[id]/questions/order/route')).POST;
const profiles = async () => (await import('@/app/api/auth/quiz/[id]/profiles/route')).POST;
const profile = async () => await import('@/app/api/auth/quiz/[id]/profiles/[profileId]/route');
const access = async () => (await import('@/app/api/auth/quiz/[id]/access/route')).POST;
const memberQuizzes = async () => (await import('@/app/api/quizzes/route')).GET;

const as = () => ({ host: w.a.host, cookie: w.adminA.cookie });
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Prova 1',
  tenant_id: w.a.id,
  type: 'comun',
  goal: 70,
  published: 1,
  repeat: 0,
  time_limit: null,
  stopwatch: 0,
  ...over,
});
const post = async (b: unknown) =>
  call(await create(), 'POST', '/api/auth/quiz/create', { ...as(), body: b });

describe('create, update, list, delete', () => {
  it('creates with the spec message and the defaults published 1, repeat 0', async () => {
    const res = await post({ name: 'Mínima', tenant_id: w.a.id, type: 'comun', goal: 50 });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Avaliação criada com sucesso');
    expect(res.body.data).toMatchObject({
      name: 'Mínima',
      published: 1,
      repeat: 0,
      stopwatch: 0,
      time_limit: null,
      goal: 50,
    });
  });

  it('keeps the time limit only under the stopwatch, and refuses an empty or malformed one', async () => {
    const on = await post(body({ stopwatch: 1, time_limit: '00:05:00' }));
    expect(on.body.data).toMatchObject({ stopwatch: 1, time_limit: '00:05:00' });
    const off = await post(body({ stopwatch: 0, time_limit: '00:05:00' }));
    expect(off.body.data).toMatchObject({ stopwatch: 0, time_limit: null });
    const before = await prisma.quiz.count({ where: { tenantId: w.a.id } });
    for (const bad of ['00:00:00', '1:75:00', 'abc']) {
      const res = await post(body({ stopwatch: 1, time_limit: bad }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Adicione um tempo limite válido!');
    }
    expect(await prisma.quiz.count({ where: { tenantId: w.a.id } })).toBe(before);
  });

  it('requires a name, a goal of 0–100 for comun, and ignores the goal of a comportamental quiz', async () => {
    expect((await post(body({ name: '  ' }))).body.message).toBe('O nome da avaliação é obrigatório');
    expect((await post(body({ goal: 101 }))).body.message).toBe('A média deve ser um número de 0 a 100');
    expect((await post(body({ goal: undefined }))).status).toBe(400);
    expect((await post(body({ type: 'outro' }))).status).toBe(400);
    const c = await post(body({ type: 'comportamental', goal: undefined }));
    expect(c.status).toBe(201);
    expect(c.body.data).toMatchObject({ type: 'comportamental', goal: 0 });
  });

  it("updates with the spec message; another tenant's quiz is 404; the type is locked once questions exist", async () => {
    const { quiz } = await makeQuiz(w.a.id);
    const up = async (id: string, b: unknown, who = as()) =>
      call(await update(), 'POST', `/api/auth/quiz/update/${id}`, { ...who, params: { id }, body: b });
    const res = await up(quiz.id, body({ name: 'Nova', goal: 80, repeat: 1 }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Avaliação editada com sucesso!');
    expect(res.body.data).toMatchObject({ name: 'Nova', goal: 80, repeat: 1, question_count: 3 });
    const locked = await up(quiz.id, body({ type: 'comportamental' }));
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Não é possível mudar o tipo de uma avaliação que já tem perguntas');
    const other = await makeQuiz(w.b.id);
    expect((await up(other.quiz.id, body())).status).toBe(404);
    expect((await up('nao-e-uuid', body())).status).toBe(404);
  });

  it('deletes softly: gone from the list and the show call, attempts stay', async () => {
    const { quiz } = await makeQuiz(w.a.id);
    await prisma.quizAttempt.create({ data: { tenantId: w.a.id, quizId: quiz.id, userId: w.studentA.id } });
    const { DELETE, GET } = await byId();
    const del = await call(DELETE, 'DELETE', `/api/auth/quiz/${quiz.id}`, {
      ...as(),
      params: { id: quiz.id },
    });
    expect(del.status).toBe(200);
    expect(
      (await call(DELETE, 'DELETE', `/api/auth/quiz/${quiz.id}`, { ...as(), params: { id: quiz.id } }))
        .status,
    ).toBe(404);
    const list = await call(GET, 'GET', `/api/auth/quiz/${w.a.id}`, { ...as(), params: { id: w.a.id } });
    expect(list.body[2].data.map((q: { id: string }) => q.id)).not.toContain(quiz.id);
    expect((await call(await show(), 'GET', `/x`, { ...as(), params: { id: quiz.id } })).status).toBe(404);
    expect(await prisma.quizAttempt.count({ where: { quizId: quiz.id } })).toBe(1);
    // the other tenant's id under the list path is 404 (tenantParam)
    expect(
      (await call(GET, 'GET', `/api/auth/quiz/${w.b.id}`, { ...as(), params: { id: w.b.id } })).status,
    ).toBe(404);
  });
});

describe('the question editor', () => {
  const q = (over: Record<string, unknown> = {}) => ({
    text: 'Quanto é 2+2?',
    explanation: 'Aritmética.',
    options: [
      { text: '4', correct: true },
      { text: '5', correct: false },
    ],
    ...over,
  });

  it('adds questions in order, needs 2–6 options and a correct one, edits and removes them', async () => {
    const { body: created } = await post(body());
    const id = created.data.id;
    const add = async (b: unknown) =>
      call(await questions(), 'POST', '/x', { ...as(), params: { id }, body: b });
    expect((await add(q())).status).toBe(201);
    expect((await add(q({ text: 'Segunda' }))).status).toBe(201);
    const one = await add(q({ options: [{ text: 'só', correct: true }] }));
    expect(one.status).toBe(400);
    expect(one.body.message).toBe('Uma pergunta tem de 2 a 6 alternativas');
    const seven = Array.from({ length: 7 }, (_, i) => ({ text: `${i}`, correct: i === 0 }));
    expect((await add(q({ options: seven }))).status).toBe(400);
    const none = await add(q({ options: [{ text: 'a' }, { text: 'b' }] }));
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Marque ao menos uma alternativa correta');

    const shown = await call(await show(), 'GET', '/x', { ...as(), params: { id } });
    expect(shown.body.data.questions.map((x: { text: string; order: number }) => [x.text, x.order])).toEqual([
      ['Quanto é 2+2?', 1],
      ['Segunda', 2],
    ]);
    const [first, second] = shown.body.data.questions;
    const { POST: edit, DELETE: remove } = await question();
    const e = await call(edit, 'POST', '/x', {
      ...as(),
      params: { id, questionId: first.id },
      body: q({ options: [{ text: 'A', correct: true }, { text: 'B', correct: true }, { text: 'C' }] }),
    });
    expect(e.status).toBe(200);
    const r = await call(await order(), 'POST', '/x', {
      ...as(),
      params: { id },
      body: { ids: [second.id, first.id] },
    });
    expect(r.status).toBe(200);
    const again = await call(await show(), 'GET', '/x', { ...as(), params: { id } });
    expect(again.body.data.questions[0].id).toBe(second.id);
    expect(again.body.data.questions[1].options.filter((o: { correct: boolean }) => o.correct)).toHaveLength(
      2,
    );
    expect(
      (await call(remove, 'DELETE', '/x', { ...as(), params: { id, questionId: first.id } })).status,
    ).toBe(200);
    expect(await prisma.quizQuestion.count({ where: { quizId: id } })).toBe(1);
  });

  it('profile quizzes: options must add to a profile of the same quiz; a used profile cannot go', async () => {
    const w1 = await makeProfileQuiz(w.a.id);
    const other = await makeProfileQuiz(w.a.id);
    const id = w1.quiz.id;
    const add = async (b: unknown) =>
      call(await questions(), 'POST', '/x', { ...as(), params: { id }, body: b });
    const ok = await add({
      text: 'Prefere?',
      options: [
        { text: 'Ver', profile_id: w1.profiles.a.id },
        { text: 'Fazer', profile_id: w1.profiles.b.id },
      ],
    });
    expect(ok.status).toBe(201);
    const foreign = await add({
      text: 'Prefere?',
      options: [
        { text: 'Ver', profile_id: other.profiles.a.id },
        { text: 'Fazer', profile_id: w1.profiles.b.id },
      ],
    });
    expect(foreign.status).toBe(422);
    const missing = await add({
      text: 'Prefere?',
      options: [{ text: 'Ver' }, { text: 'Fazer', profile_id: w1.profiles.b.id }],
    });
    expect(missing.status).toBe(422);
    const p = await call(await profiles(), 'POST', '/x', {
      ...as(),
      params: { id },
      body: { name: 'Auditivo', description: 'Ouve' },
    });
    expect(p.status).toBe(201);
    const { DELETE } = await profile();
    const used = await call(DELETE, 'DELETE', '/x', { ...as(), params: { id, profileId: w1.profiles.a.id } });
    expect(used.status).toBe(409);
    expect(
      (await call(DELETE, 'DELETE', '/x', { ...as(), params: { id, profileId: p.body.data.id } })).status,
    ).toBe(200);
    // a comun quiz has no profiles
    const { quiz } = await makeQuiz(w.a.id);
    const np = await call(await profiles(), 'POST', '/x', {
      ...as(),
      params: { id: quiz.id },
      body: { name: 'X' },
    });
    expect(np.status).toBe(422);
  });

  it("access: a lesson and products of the tenant only; another tenant's are 404 and nothing changes", async () => {
    const { quiz } = await makeQuiz(w.a.id);
    const prodA = await prisma.product.create({ data: { tenantId: w.a.id, title: 'A' } });
    const prodB = await prisma.product.create({ data: { tenantId: w.b.id, title: 'B' } });
    const send = async (b: unknown) =>
      call(await access(), 'POST', '/x', { ...as(), params: { id: quiz.id }, body: b });
    expect((await send({ lesson_id: null, product_ids: [prodA.id] })).status).toBe(200);
    expect((await send({ lesson_id: null, product_ids: [prodB.id] })).status).toBe(404);
    expect(
      await prisma.quizProduct.findMany({ where: { quizId: quiz.id }, select: { productId: true } }),
    ).toEqual([{ productId: prodA.id }]);
  });

  it('access: "listed" (default on) takes a quiz off /avaliacoes only; under its lesson it stays', async () => {
    const { quiz } = await makeQuiz(w.a.id);
    const { modules } = await makeCourseTree(w.a.id);
    const lesson = modules[0]!.lessons[0]!;
    const send = async (b: unknown) =>
      call(await access(), 'POST', '/x', { ...as(), params: { id: quiz.id }, body: b });
    const student = { host: w.a.host, cookie: w.studentA.cookie };
    const memberList = async () => {
      const res = await call(await memberQuizzes(), 'GET', '/api/quizzes', student);
      expect(res.status).toBe(200);
      return JSON.stringify(res.body);
    };
    const studentCtx = () => buildContext(makeRequest('GET', '/', student));
    const shown = async () =>
      call(await show(), 'GET', '/x', { ...as(), params: { id: quiz.id } }).then(
        (r) => (r.body as { data: { listed: boolean } }).data.listed,
      );

    expect(await shown()).toBe(true);
    expect(await memberList()).toContain(quiz.id);

    const off = await send({ lesson_id: lesson.id, product_ids: [], listed: false });
    expect(off.status).toBe(200);
    expect((off.body as { data: { listed: boolean } }).data.listed).toBe(false);
    expect(await shown()).toBe(false);
    expect(await memberList()).not.toContain(quiz.id);
    const ctx = await studentCtx();
    expect((await quizzesForLesson(ctx, lesson.id, await viewerProducts(ctx))).map((q) => q.id)).toEqual([
      quiz.id,
    ]);

    // a non-boolean is refused, changing nothing; a body without the flag leaves it as it is (decision 227)
    expect((await send({ lesson_id: lesson.id, product_ids: [], listed: 'no' })).status).toBe(400);
    expect(await shown()).toBe(false);
    const kept = await send({ lesson_id: lesson.id, product_ids: [] });
    expect(kept.status).toBe(200);
    expect((kept.body as { data: { listed: boolean } }).data.listed).toBe(false);
    expect(await shown()).toBe(false);
    expect(await memberList()).not.toContain(quiz.id);
    expect((await send({ lesson_id: lesson.id, product_ids: [], listed: true })).status).toBe(200);
    expect(await shown()).toBe(true);
    expect(await memberList()).toContain(quiz.id);
  });

  it('create: a new quiz is listed unless the form says otherwise; an update without the flag keeps it', async () => {
    const student = { host: w.a.host, cookie: w.studentA.cookie };
    const memberIds = async () =>
      ((await call(await memberQuizzes(), 'GET', '/api/quizzes', student)).body.data as { id: string }[]).map(
        (q) => q.id,
      );
    const listedOf = async (id: string) =>
      (await prisma.quiz.findUniqueOrThrow({ where: { id }, select: { listed: true } })).listed;

    const plain = await post(body({ name: 'Listada' }));
    expect(plain.status).toBe(201);
    expect(await listedOf(plain.body.data.id)).toBe(true);
    const lessonOnly = await post(body({ name: 'Só na aula', listed: 0 }));
    expect(lessonOnly.status).toBe(201);
    expect(await listedOf(lessonOnly.body.data.id)).toBe(false);
    // a student never meets an empty quiz (issue 54): each gets a question
    for (const quizId of [plain.body.data.id, lessonOnly.body.data.id])
      await prisma.quizQuestion.create({ data: { tenantId: w.a.id, quizId, text: 'Pergunta?', order: 1 } });
    const ids = await memberIds();
    expect(ids).toContain(plain.body.data.id);
    expect(ids).not.toContain(lessonOnly.body.data.id);
    expect((await post(body({ name: 'Errada', listed: 'talvez' }))).status).toBe(400);

    // the edit modal sends no flag: the quiz stays lesson-only
    const upd = async (id: string, b: unknown) =>
      call(await update(), 'POST', '/x', { ...as(), params: { id }, body: b });
    expect((await upd(lessonOnly.body.data.id, body({ name: 'Só na aula 2' }))).status).toBe(200);
    expect(await listedOf(lessonOnly.body.data.id)).toBe(false);
    expect((await upd(lessonOnly.body.data.id, body({ name: 'Só na aula 2', listed: 1 }))).status).toBe(200);
    expect(await listedOf(lessonOnly.body.data.id)).toBe(true);
  });
});
