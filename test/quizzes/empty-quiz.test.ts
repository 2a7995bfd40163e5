import { beforeAll, describe, expect, it } from 'vitest';
import { GET as list } from '@/app/api/quizzes/route';
import { GET as one } from '@/app/api/quizzes/[id]/route';
import { call } from '../support/http';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { prisma } from '@/lib/server/db';
import { makeQuiz } from './world';

// Issue 54: a published quiz with no questions is never shown to a student (list, start screen).
let t: TestTenant;
let student: TestUser;
beforeAll(async () => {
  t = await createTenant('Avaliações vazias');
  student = await createUser(t, 'student');
});

describe('an empty quiz', () => {
  it('is neither listed nor opened for a student; one with questions is', async () => {
    const empty = await makeQuiz(t.id, { questions: 0 });
    const full = await makeQuiz(t.id, { questions: 1 });
    const res = await call(list, 'GET', '/api/quizzes', { host: t.host, cookie: student.cookie });
    expect(res.status).toBe(200);
    const ids = JSON.stringify(res.body);
    expect(ids).toContain(full.quiz.id);
    expect(ids).not.toContain(empty.quiz.id);
    const open = (id: string) =>
      call(one, 'GET', '/x', { host: t.host, cookie: student.cookie, params: { id } });
    expect((await open(empty.quiz.id)).status).toBe(404);
    expect((await open(full.quiz.id)).status).toBe(200);
  });
});

describe('publishing an empty quiz', () => {
  const update = async () => (await import('@/app/api/auth/quiz/update/[id]/route')).POST;
  const body = (published: 0 | 1) => ({
    name: 'Prova sem perguntas',
    tenant_id: t.id,
    type: 'comun',
    goal: 70,
    published,
    repeat: 0,
    time_limit: null,
    stopwatch: 0,
  });

  it('is refused with a clear message and changes nothing; with a question it publishes', async () => {
    const admin = await createUser(t, 'admin');
    const empty = await makeQuiz(t.id, { questions: 0, published: false });
    const up = async (id: string, published: 0 | 1) =>
      call(await update(), 'POST', `/api/auth/quiz/update/${id}`, {
        host: t.host,
        cookie: admin.cookie,
        params: { id },
        body: body(published),
      });
    const refused = await up(empty.quiz.id, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Adicione ao menos uma pergunta antes de publicar a avaliação');
    const row = await prisma.quiz.findUniqueOrThrow({ where: { id: empty.quiz.id } });
    expect(row.published).toBe(false);
    expect(row.name).not.toBe('Prova sem perguntas');
    // saving it unpublished still works (a rename of the draft)
    expect((await up(empty.quiz.id, 0)).status).toBe(200);
    const full = await makeQuiz(t.id, { questions: 1, published: false });
    expect((await up(full.quiz.id, 1)).status).toBe(200);
  });
});
