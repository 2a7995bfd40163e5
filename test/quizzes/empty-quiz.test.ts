import { beforeAll, describe, expect, it } from 'vitest';
import { GET as list } from '@/app/api/quizzes/route';
import { GET as one } from '@/app/api/quizzes/[id]/route';
import { call } from '../support/http';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
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
