import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/auth/search/route';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createUser, createWorld, type TestTenant, type TestUser } from '../support/factories';
import { nextCourseOrder } from '../support/orders';

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;

/** A course titled `title` with one module "`title` módulo" and one lesson "`title` aula", sold by a product. */
async function course(
  t: TestTenant,
  title: string,
  opts: { status?: 'active' | 'inactive'; published?: boolean } = {},
) {
  const slug = `c-${Math.random().toString(36).slice(2)}`;
  const c = await prisma.course.create({
    data: {
      tenantId: t.id,
      order: await nextCourseOrder(t.id),
      title,
      slug,
      published: opts.published ?? true,
    },
  });
  const product = await prisma.product.create({
    data: { tenantId: t.id, title: `Plano ${title}`, status: opts.status ?? 'active' },
  });
  await prisma.productCourse.create({ data: { tenantId: t.id, productId: product.id, courseId: c.id } });
  const m = await prisma.module.create({
    data: { tenantId: t.id, courseId: c.id, title: `${title} módulo` },
  });
  const l = await prisma.lesson.create({
    data: { tenantId: t.id, moduleId: m.id, title: `${title} aula`, slug: 'aula-x' },
  });
  return { course: c.id, module: m.id, lesson: l.id, product: product.id };
}

const enroll = (t: TestTenant, u: TestUser, productId: string) =>
  prisma.enrollment.create({ data: { tenantId: t.id, userId: u.id, productId } });

async function find(u: TestUser, term: string, extra = '', host = w.a.host) {
  const res = await call(GET, 'GET', `/api/auth/search?term=${encodeURIComponent(term)}${extra}`, {
    host,
    cookie: u.cookie,
  });
  return res;
}
const ids = (body: { data: Record<string, { items: { id: string }[] }> }, kind: string) =>
  body.data[kind]!.items.map((i) => i.id);

let mine: Awaited<ReturnType<typeof course>>;
let other: Awaited<ReturnType<typeof course>>;
let inactive: Awaited<ReturnType<typeof course>>;
let unpublished: Awaited<ReturnType<typeof course>>;
let foreign: Awaited<ReturnType<typeof course>>;
let student: TestUser;

beforeAll(async () => {
  w = await createWorld();
  student = await createUser(w.a, 'student');
  mine = await course(w.a, 'Zebra Fotografia');
  other = await course(w.a, 'Zebra Mentoria');
  inactive = await course(w.a, 'Zebra Antigo', { status: 'inactive' });
  unpublished = await course(w.a, 'Zebra Rascunho', { published: false });
  foreign = await course(w.b, 'Zebra Estrangeiro');
  await enroll(w.a, student, mine.product);
  await enroll(w.a, student, inactive.product);
  await enroll(w.a, student, unpublished.product);
  // A student of tenant B enrolled in B's course must not make it visible to anyone on A.
  await enroll(w.b, w.studentB, foreign.product);
});

describe('GET /api/auth/search', () => {
  it('a student sees only courses, modules and lessons of active products they are enrolled in', async () => {
    const res = await find(student, 'zebra');
    expect(res.status).toBe(200);
    expect(ids(res.body, 'course')).toEqual([mine.course]);
    expect(ids(res.body, 'module')).toEqual([mine.module]);
    expect(ids(res.body, 'lesson')).toEqual([mine.lesson]);
    const lesson = res.body.data.lesson.items[0];
    expect(lesson.href).toBe(`/curso/${w.a.id}/aula-x/${mine.lesson}`);
    expect(lesson.context).toBe('Zebra Fotografia · Zebra Fotografia módulo');
    expect(res.body.data.course.items[0].href).toBe(`/curso/${w.a.id}/${mine.course}`);
    expect(res.body.data.module.items[0].href).toBe(`/modulo/${w.a.id}/${mine.module}`);
  });

  it('a student without enrollments sees nothing', async () => {
    const s = await createUser(w.a, 'student');
    const res = await find(s, 'zebra');
    expect(['course', 'module', 'lesson'].flatMap((k) => ids(res.body, k))).toEqual([]);
  });

  it("an editor sees every course of the tenant (unpublished too), never another tenant's", async () => {
    const res = await find(w.adminA, 'ZEBRA', '&limit=10');
    expect(new Set(ids(res.body, 'course'))).toEqual(
      new Set([mine.course, other.course, inactive.course, unpublished.course]),
    );
    expect(ids(res.body, 'lesson')).not.toContain(foreign.lesson);
    const b = await find(w.adminB, 'zebra', '', w.b.host);
    expect(ids(b.body, 'course')).toEqual([foreign.course]);
  });

  it('ignores case and accents, on either side (ADR 0288)', async () => {
    expect(ids((await find(student, 'FOTOGRAFIA')).body, 'course')).toEqual([mine.course]);
    expect(ids((await find(student, 'fotografia mó')).body, 'module')).toEqual([mine.module]);
    expect(ids((await find(student, 'fotografia mo')).body, 'module')).toEqual([mine.module]);
    expect(ids((await find(student, 'FOTOGRAFIA MÔ')).body, 'module')).toEqual([mine.module]);
    // a renamed title is found by its new words only (the trigger keeps the folded text)
    const extra = await prisma.lesson.create({
      data: { tenantId: w.a.id, moduleId: mine.module, title: 'Luz dura', slug: 'luz', order: 99 },
    });
    await prisma.lesson.update({ where: { id: extra.id }, data: { title: 'Fotografia: exposição' } });
    expect(ids((await find(student, 'EXPOSICAO')).body, 'lesson')).toEqual([extra.id]);
    expect(ids((await find(student, 'luz dura')).body, 'lesson')).toEqual([]);
    await prisma.lesson.delete({ where: { id: extra.id } });
  });

  it('pages are bounded: limit+has_more, then the next page; kind narrows to one group', async () => {
    const first = await find(w.adminA, 'zebra', '&limit=3&kind=course');
    expect(first.body.data.course.items).toHaveLength(3);
    expect(first.body.data.course.has_more).toBe(true);
    expect(first.body.data.lesson.items).toEqual([]);
    const second = await find(w.adminA, 'zebra', '&limit=3&kind=course&page=2');
    expect(second.body.data.course.items).toHaveLength(1);
    expect(second.body.data.course.has_more).toBe(false);
    expect(ids(second.body, 'course')).not.toContain(ids(first.body, 'course')[0]);
  });

  it('rejects an empty, too long or out-of-bounds query with a translated 400', async () => {
    const empty = await find(student, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Digite um termo para buscar.');
    const long = await find(student, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('O termo deve ter no máximo 100 caracteres.');
    expect((await find(student, 'zebra', '&limit=500')).status).toBe(400);
    expect((await find(student, 'zebra', '&kind=banner')).status).toBe(400);
  });

  it('anonymous -> 401', async () => {
    const res = await call(GET, 'GET', '/api/auth/search?term=zebra', { host: w.a.host });
    expect(res.status).toBe(401);
  });
});
