import { beforeAll, describe, expect, it } from 'vitest';
import { GET as list } from '@/app/api/auth/lessons/[lessonId]/comments/route';
import { ANSWERS_PER_COMMENT, COMMENTS_PAGE_SIZE } from '@/lib/course/schemas';
import { prisma } from '@/lib/server/db';
import { createUser, createWorld, type TestUser } from '../support/factories';
import { withLocalStorage } from '../support/uploads';
import { readyUpload } from '../communities/feed/helpers';
import { call } from '../support/http';
import { createCourse, enroll } from '../course/world';
import { at, Names } from './pin';

// The lesson comments' whole answer pinned (decision 290), recorded on the Prisma reads before they were
// rewritten as one `$read`: questions newest first (ties by id), answers oldest first and capped per
// question, authors' photos, editors' questions, other lessons' comments left out, every page and the
// page past the end, and the refusals (another tenant, no enrollment, an unpublished course, comments off).

withLocalStorage('comments-answers');
type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let student: TestUser;
let outsider: TestUser;
let lessonId: string;
let quiet: string;
let hidden: string;
const n = new Names();

const read = (u: TestUser, lesson: string, page?: number, host = w.a.host) =>
  call(list, 'GET', `/api/auth/lessons/${lesson}/comments${page ? `?page=${page}` : ''}`, {
    host,
    cookie: u.cookie,
  }).then((r) => [r.status, n.pin(r.body)]);

async function comment(
  userId: string,
  lesson: string,
  minute: number,
  body: string,
  parentId: string | null = null,
  fromEditor = false,
) {
  const c = await prisma.lessonComment.create({
    data: { tenantId: w.a.id, lessonId: lesson, userId, parentId, body, fromEditor, createdAt: at(minute) },
  });
  return c.id;
}

beforeAll(async () => {
  w = await createWorld();
  n.set(w.a.id, 'tenantA');
  n.set(w.adminA.id, 'admin');
  const c = await createCourse(w.a);
  lessonId = n.set(c.lessons[0]!, 'lesson');
  quiet = n.set(c.lessons[1]!, 'quietLesson');
  student = await createUser(w.a, 'student', 'Bruna Aluna');
  outsider = await createUser(w.a, 'student', 'Sem Matrícula');
  n.set(student.id, 'student');
  n.set(outsider.id, 'outsider');
  await enroll(w.a, student.id, c.product);
  await prisma.user.update({ where: { id: student.id }, data: { photoUrl: await readyUpload(w.a.id) } });
  await prisma.user.update({
    where: { id: w.adminA.id },
    data: { photoUrl: 'https://cdn.example/admin.png' },
  });

  // a question with more answers than are shown, answered at the same instant twice
  const big = n.set(await comment(student.id, lessonId, 1, 'Pergunta com muitas respostas'), 'q-big');
  for (let i = 0; i < ANSWERS_PER_COMMENT + 2; i++)
    n.set(await comment(w.adminA.id, lessonId, 2 + Math.floor(i / 2), `Resposta ${i}`, big, true), `a-${i}`);
  // an editor's own question, and questions enough for two pages, two of them at the same instant
  n.set(await comment(w.adminA.id, lessonId, 40, 'Pergunta da equipe', null, true), 'q-editor');
  for (let i = 0; i < COMMENTS_PAGE_SIZE; i++)
    n.set(await comment(student.id, lessonId, 50 + Math.min(i, 8), `Pergunta ${i}`), `q-${i}`);
  const last = n.set(await comment(outsider.id, lessonId, 70, 'Última pergunta'), 'q-last');
  n.set(await comment(w.adminA.id, lessonId, 71, 'Resposta à última', last, true), 'a-last');
  n.set(await comment(student.id, quiet, 80, 'Em outra aula'), 'q-other-lesson');

  const unpublished = await createCourse(w.a);
  await prisma.course.update({ where: { id: unpublished.course }, data: { published: false } });
  await enroll(w.a, student.id, unpublished.product);
  hidden = n.set(unpublished.lessons[0]!, 'unpublishedLesson');
});

describe('lesson comments answers (pinned)', () => {
  it('every page as a student, and as an editor', async () => {
    expect(await read(student, lessonId)).toMatchSnapshot('page 1');
    expect(await read(student, lessonId, 2)).toMatchSnapshot('page 2');
    expect(await read(student, lessonId, 3)).toMatchSnapshot('page 3, past the end');
    expect(await read(w.adminA, lessonId, 2)).toMatchSnapshot('editor, page 2');
  });

  it('a lesson without comments', async () => {
    expect(await read(student, quiet)).toMatchSnapshot('other lesson');
    expect(await read(student, (await createCourse(w.a)).lessons[3]!)).toMatchSnapshot('locked lesson');
  });

  it('refusals', async () => {
    expect(await read(outsider, lessonId)).toMatchSnapshot('no enrollment');
    expect(await read(student, hidden)).toMatchSnapshot('unpublished course');
    expect(await read(w.adminA, hidden)).toMatchSnapshot('unpublished course, editor');
    expect(await read(w.studentB, lessonId, 1, w.b.host)).toMatchSnapshot('student of tenant B');
    expect(await read(student, '00000000-0000-4000-8000-000000000000')).toMatchSnapshot('unknown lesson');
    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { comment: false } });
    expect(await read(student, lessonId)).toMatchSnapshot('comments off');
    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { comment: true } });
  });
});
