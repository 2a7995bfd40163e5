import { drainOutbox } from '@/lib/events/outbox';
import { prisma } from '@/lib/server/db';
import { createCourse, enroll } from '../course/world';
import { makeCommunity } from '../communities/feed/helpers';
import { makeQuiz } from '../quizzes/world';
import { call } from '../support/http';
import { createUser, type TestTenant, type TestUser } from '../support/factories';

// The Painel's test worlds (issue 49): a school with a course of four lessons, a community, a quiz and
// three students, and the members' real actions through their handlers (then the worker's drain).

export async function school(t: TestTenant) {
  const course = await createCourse(t);
  await prisma.lesson.updateMany({ where: { id: { in: course.lessons } }, data: { durationSeconds: 1800 } });
  const community = await makeCommunity(t.id);
  const quiz = await makeQuiz(t.id, { goal: 60 });
  const students: TestUser[] = [];
  for (const name of ['Joana Araújo', 'Caio Simões', 'Lúcia Peçanha']) {
    const s = await createUser(t, 'student', name);
    await enroll(t, s.id, course.product);
    students.push(s);
  }
  return { t, course, community, quiz, students };
}
export type School = Awaited<ReturnType<typeof school>>;

async function ok(res: { status: number; body: unknown }, what: string) {
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res as { status: number; body: { data: { id: string } } };
}

export async function completeLesson(t: TestTenant, u: TestUser, lessonId: string) {
  const { POST } = await import('@/app/api/auth/lessons/complete/route');
  await ok(
    await call(POST, 'POST', '/api/auth/lessons/complete', {
      host: t.host,
      cookie: u.cookie,
      body: { lesson_id: lessonId },
    }),
    'complete',
  );
}

export async function post(t: TestTenant, u: TestUser, communityId: string, body: string) {
  const { POST } = await import('@/app/api/v2/communities/[id]/posts/route');
  const res = await ok(
    await call(POST, 'POST', `/api/v2/communities/${communityId}/posts`, {
      host: t.host,
      cookie: u.cookie,
      params: { id: communityId },
      body: { body },
    }),
    'post',
  );
  return res.body.data.id;
}

export async function comment(t: TestTenant, u: TestUser, postId: string, body: string) {
  const { POST } = await import('@/app/api/v2/communities/posts/[postId]/comments/route');
  await ok(
    await call(POST, 'POST', `/api/v2/communities/posts/${postId}/comments`, {
      host: t.host,
      cookie: u.cookie,
      params: { postId },
      body: { body },
    }),
    'comment',
  );
}

/** Starts, answers (right or wrong on every question) and submits the quiz. */
export async function takeQuiz(s: School, u: TestUser, right: boolean[]) {
  const start = (await import('@/app/api/quizzes/[id]/start/route')).POST;
  const answer = (await import('@/app/api/quizzes/attempts/[attemptId]/answer/route')).POST;
  const submit = (await import('@/app/api/quizzes/attempts/[attemptId]/submit/route')).POST;
  const as = { host: s.t.host, cookie: u.cookie };
  const a = await ok(await call(start, 'POST', '/x', { ...as, params: { id: s.quiz.quiz.id } }), 'start');
  const attemptId = a.body.data.id;
  for (const [i, q] of s.quiz.questions.entries())
    await ok(
      await call(answer, 'POST', '/x', {
        ...as,
        params: { attemptId },
        body: { question_id: q.id, option_ids: right[i] ? q.right : [q.wrong] },
      }),
      'answer',
    );
  await ok(await call(submit, 'POST', '/x', { ...as, params: { attemptId } }), 'submit');
}

export const drain = () => drainOutbox({ maxRounds: 1000 });

/** Every rollup row of a school, in a stable order (numbers as numbers). */
export async function rollups(tenantId: string) {
  const q = (sql: string) =>
    prisma.$queryRawUnsafe<Record<string, unknown>[]>(sql, tenantId).then((rows) =>
      rows.map((r) =>
        Object.fromEntries(
          Object.entries(r)
            .filter(([k]) => k !== 'id') // a recomputed row is a new row: its values are what count
            .map(([k, v]) => [
              k,
              typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.toISOString().slice(0, 10) : v,
            ]),
        ),
      ),
    );
  const cols = (t: string) => `SELECT * FROM ${t} WHERE tenant_id = $1::uuid`;
  return {
    daily: await q(`${cols('insights_daily')} ORDER BY day`),
    memberDays: await q(`${cols('insights_member_days')} ORDER BY day, user_id`),
    lessons: await q(`${cols('insights_lessons')} ORDER BY lesson_id`),
    modules: await q(`${cols('insights_module_members')} ORDER BY module_id, user_id`),
    quizzes: await q(`${cols('insights_quizzes')} ORDER BY quiz_id`),
    questions: await q(`${cols('insights_quiz_questions')} ORDER BY question_id`),
  };
}
