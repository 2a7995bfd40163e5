import { beforeAll, describe, expect, it } from 'vitest';
import { GET as list, POST as create } from '@/app/api/auth/lessons/[lessonId]/comments/route';
import { COMMENTS_PAGE_SIZE } from '@/lib/course/schemas';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createWorld, createUser, type TestUser } from '../support/factories';
import { createCourse, enroll } from './world';

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let lessonId: string;
let student: TestUser;
beforeAll(async () => {
  w = await createWorld();
  const c = await createCourse(w.a);
  lessonId = c.lessons[0]!;
  student = await createUser(w.a, 'student', 'Bruna Aluna');
  await enroll(w.a, student.id, c.product);
});

const path = (page?: number) => `/api/auth/lessons/${lessonId}/comments${page ? `?page=${page}` : ''}`;
const ask = (u: TestUser, body: unknown, host = w.a.host) =>
  call(create, 'POST', path(), { host, cookie: u.cookie, body, params: { lessonId } });
const read = (u: TestUser, page = 1) =>
  call(list, 'GET', path(page), { host: w.a.host, cookie: u.cookie, params: { lessonId } });

describe('lesson comments', () => {
  it('students ask, editors answer, and the list shows both', async () => {
    const q = await ask(student, { body: 'Qual app de edição você recomenda?' });
    expect(q.status).toBe(201);
    expect(q.body.data).toMatchObject({ from_editor: false, author: { name: 'Bruna Aluna' } });
    const a = await ask(w.adminA, { body: 'O Snapseed é ótimo!', parent_id: q.body.data.id });
    expect(a.status).toBe(201);
    expect(a.body.data.from_editor).toBe(true);
    const page = await read(student);
    expect(page.status).toBe(200);
    const mine = page.body.data.comments.find((c: { id: string }) => c.id === q.body.data.id);
    expect(mine.answers.map((x: { body: string }) => x.body)).toEqual(['O Snapseed é ótimo!']);
  });

  it('a student cannot answer as an editor, and answers have no answers', async () => {
    const q = await ask(student, { body: 'Dúvida' });
    const res = await ask(student, { body: 'Eu respondo', parent_id: q.body.data.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Só a equipe da plataforma pode responder aos comentários.');
    const a = await ask(w.adminA, { body: 'Resposta', parent_id: q.body.data.id });
    expect((await ask(w.adminA, { body: 'De novo', parent_id: a.body.data.id })).status).toBe(422);
  });

  it('validates the body with translated messages', async () => {
    const long = await ask(student, { body: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('O comentário pode ter no máximo 1000 caracteres.');
    expect((await ask(student, { body: '   ' })).body.message).toBe('Escreva o seu comentário.');
  });

  it('paginates the questions, newest first', async () => {
    const c = await createCourse(w.a);
    await enroll(w.a, student.id, c.product);
    const lid = c.lessons[1]!;
    await prisma.lessonComment.createMany({
      data: Array.from({ length: COMMENTS_PAGE_SIZE + 2 }, (_, i) => ({
        tenantId: w.a.id,
        lessonId: lid,
        userId: student.id,
        body: `Pergunta ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    });
    const p = (page: number) =>
      call(list, 'GET', `/api/auth/lessons/${lid}/comments?page=${page}`, {
        host: w.a.host,
        cookie: student.cookie,
        params: { lessonId: lid },
      });
    const first = (await p(1)).body.data;
    expect(first).toMatchObject({ total: COMMENTS_PAGE_SIZE + 2, has_more: true });
    expect(first.comments[0].body).toBe(`Pergunta ${COMMENTS_PAGE_SIZE + 1}`);
    const second = (await p(2)).body.data;
    expect(second.comments).toHaveLength(2);
    expect(second.has_more).toBe(false);
  });

  it('a student without access can neither read nor write comments', async () => {
    const outsider = await createUser(w.a, 'student');
    expect((await read(outsider)).status).toBe(403);
    expect((await ask(outsider, { body: 'Oi' })).status).toBe(403);
  });

  it('with comments off both calls are refused with a translated message', async () => {
    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { comment: false } });
    try {
      const before = await prisma.lessonComment.count({ where: { lessonId } });
      const res = await ask(student, { body: 'Oi' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Os comentários estão desativados nesta plataforma.');
      expect((await read(student)).status).toBe(403);
      expect(await prisma.lessonComment.count({ where: { lessonId } })).toBe(before);
    } finally {
      await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { comment: true } });
    }
  });

  it("another tenant's lesson is not found", async () => {
    expect((await ask(w.studentB, { body: 'Oi' }, w.b.host)).status).toBe(404);
  });
});

describe('editors moderating lesson comments (issue 54)', () => {
  const one = async () => await import('@/app/api/auth/lessons/[lessonId]/comments/[commentId]/route');
  const at = (commentId: string) => `/api/auth/lessons/${lessonId}/comments/${commentId}`;
  const hide = async (u: TestUser, commentId: string, hidden: boolean, host = w.a.host) =>
    call((await one()).PATCH, 'PATCH', at(commentId), {
      host,
      cookie: u.cookie,
      body: { hidden },
      params: { lessonId, commentId },
    });
  const remove = async (u: TestUser, commentId: string, host = w.a.host) =>
    call((await one()).DELETE, 'DELETE', at(commentId), {
      host,
      cookie: u.cookie,
      params: { lessonId, commentId },
    });
  const ids = (res: Awaited<ReturnType<typeof read>>) =>
    (res.body.data.comments as { id: string; hidden: boolean; answers: { id: string }[] }[]).flatMap((c) => [
      c.id,
      ...c.answers.map((a) => a.id),
    ]);

  it("a hidden question leaves the members' list and its count; editors still see it, tagged", async () => {
    const q = await ask(student, { body: 'Compre seguidores em promo.example' });
    const before = (await read(student)).body.data.total as number;
    const res = await hide(w.adminA, q.body.data.id, true);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: q.body.data.id, hidden: true });
    const theirs = await read(student);
    expect(ids(theirs)).not.toContain(q.body.data.id);
    expect(theirs.body.data.total).toBe(before - 1);
    const editors = await read(w.adminA);
    const tagged = editors.body.data.comments.find((c: { id: string }) => c.id === q.body.data.id);
    expect(tagged.hidden).toBe(true);
    // shown again
    expect((await hide(w.adminA, q.body.data.id, false)).body.data.hidden).toBe(false);
    expect(ids(await read(student))).toContain(q.body.data.id);
  });

  it("a hidden answer leaves the members' view of its question", async () => {
    const q = await ask(student, { body: 'Pergunta' });
    const a = await ask(w.adminA, { body: 'Resposta errada', parent_id: q.body.data.id });
    await hide(w.adminA, a.body.data.id, true);
    expect(ids(await read(student))).not.toContain(a.body.data.id);
    expect(ids(await read(w.adminA))).toContain(a.body.data.id);
  });

  it('deletes a question with its answers; students and other schools cannot moderate', async () => {
    const q = await ask(student, { body: 'Spam' });
    await ask(w.adminA, { body: 'Resposta', parent_id: q.body.data.id });
    expect((await hide(student, q.body.data.id, true)).status).toBe(403);
    expect((await remove(student, q.body.data.id)).status).toBe(403);
    expect((await hide(w.adminB, q.body.data.id, true, w.b.host)).status).toBe(404);
    expect((await remove(w.adminB, q.body.data.id, w.b.host)).status).toBe(404);
    expect(await prisma.lessonComment.count({ where: { parentId: q.body.data.id } })).toBe(1);
    const res = await remove(w.adminA, q.body.data.id);
    expect(res.status).toBe(200);
    expect(
      await prisma.lessonComment.count({
        where: { OR: [{ id: q.body.data.id }, { parentId: q.body.data.id }] },
      }),
    ).toBe(0);
    expect((await remove(w.adminA, q.body.data.id)).status).toBe(404);
  });
});
