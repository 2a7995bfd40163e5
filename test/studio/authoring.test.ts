import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createCourse } from '@/app/api/auth/studio/courses/route';
import {
  GET as getTree,
  PATCH as patchCourse,
  DELETE as deleteCourse,
} from '@/app/api/auth/studio/courses/[id]/route';
import { POST as createModule } from '@/app/api/auth/studio/courses/[id]/modules/route';
import { PUT as orderModules } from '@/app/api/auth/studio/courses/[id]/modules/order/route';
import { POST as createLesson } from '@/app/api/auth/studio/modules/[id]/lessons/route';
import { PUT as orderLessons } from '@/app/api/auth/studio/modules/[id]/lessons/order/route';
import {
  PATCH as patchLesson,
  DELETE as deleteLesson,
  GET as getLesson,
} from '@/app/api/auth/studio/lessons/[id]/route';
import { POST as moveLesson } from '@/app/api/auth/studio/lessons/[id]/move/route';
import { prisma } from '@/lib/server/db';
import { slugFromTitle } from '@/lib/studio/slug';
import { createWorld } from '../support/factories';
import { contiguous, lessonOrders, studioCall } from './support';

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const newCourse = async (title = 'Curso de Edição') => {
  const r = await studioCall(createCourse, 'POST', '/api/auth/studio/courses', w.a, w.adminA, { title });
  expect(r.status).toBe(201);
  return r.body.data as { id: string; slug: string };
};
const newModule = async (courseId: string, title = 'Módulo') => {
  const r = await studioCall(
    createModule,
    'POST',
    `/api/auth/studio/courses/${courseId}/modules`,
    w.a,
    w.adminA,
    { title },
  );
  expect(r.status).toBe(201);
  return r.body.data as { id: string; order: number };
};
const newLesson = async (moduleId: string, body: Record<string, unknown> = {}) => {
  const r = await studioCall(
    createLesson,
    'POST',
    `/api/auth/studio/modules/${moduleId}/lessons`,
    w.a,
    w.adminA,
    {
      title: 'Aula',
      ...body,
    },
  );
  expect(r.status).toBe(201);
  return r.body.data as { id: string; order: number; slug: string; body: string };
};

describe('studio slugs', () => {
  it('folds accents and keeps slugs unique per tenant', async () => {
    expect(slugFromTitle('Edição Avançada: Ação & Coração!')).toBe('edicao-avancada-acao-coracao');
    const first = await newCourse('Fotografia Básica');
    const second = await newCourse('Fotografia Básica');
    expect(first.slug).toBe('fotografia-basica');
    expect(second.slug).toBe('fotografia-basica-2');
    // the other tenant may use the same slug
    const other = await studioCall(createCourse, 'POST', '/api/auth/studio/courses', w.b, w.adminB, {
      title: 'Fotografia Básica',
    });
    expect(other.body.data.slug).toBe('fotografia-basica');
    // an edited slug that another course holds is refused with a clear message
    const clash = await studioCall(
      patchCourse,
      'PATCH',
      `/api/auth/studio/courses/${second.id}`,
      w.a,
      w.adminA,
      {
        slug: 'fotografia-basica',
      },
    );
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/endereço/);
    const bad = await studioCall(
      patchCourse,
      'PATCH',
      `/api/auth/studio/courses/${second.id}`,
      w.a,
      w.adminA,
      {
        slug: 'Com Espaço',
      },
    );
    expect(bad.status).toBe(400);
  });
});

describe('studio refusals', () => {
  it('answers 401 signed out, 403 to students and 404 across tenants', async () => {
    const c = await newCourse();
    const anon = await studioCall(getTree, 'GET', `/api/auth/studio/courses/${c.id}`, w.a, {
      ...w.adminA,
      cookie: '',
    });
    expect(anon.status).toBe(401);
    const student = await studioCall(
      createModule,
      'POST',
      `/api/auth/studio/courses/${c.id}/modules`,
      w.a,
      w.studentA,
      {
        title: 'X',
      },
    );
    expect(student.status).toBe(403);
    const cross = await studioCall(patchCourse, 'PATCH', `/api/auth/studio/courses/${c.id}`, w.b, w.adminB, {
      title: 'Roubado',
    });
    expect(cross.status).toBe(404);
    const crossModule = await studioCall(
      createModule,
      'POST',
      `/api/auth/studio/courses/${c.id}/modules`,
      w.b,
      w.adminB,
      {
        title: 'Intruso',
      },
    );
    expect(crossModule.status).toBe(404);
    expect(await prisma.module.count({ where: { courseId: c.id } })).toBe(0);
    expect((await prisma.course.findUniqueOrThrow({ where: { id: c.id } })).title).toBe('Curso de Edição');
  });
});

describe('studio orders', () => {
  it('keeps a module contiguous under concurrent creates, reorders and moves', async () => {
    const c = await newCourse();
    const [m1, m2] = [await newModule(c.id, 'Um'), await newModule(c.id, 'Dois')];
    expect([m1.order, m2.order]).toEqual([1, 2]);
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) => newLesson(m1.id, { title: `Aula ${i}` })),
    );
    expect(new Set(created.map((l) => l.order)).size).toBe(8);
    const ids = created.map((l) => l.id);
    // moves to the other module race with a reorder of the source and new lessons
    const results = await Promise.all([
      ...ids.slice(0, 3).map((id) =>
        studioCall(moveLesson, 'POST', `/api/auth/studio/lessons/${id}/move`, w.a, w.adminA, {
          module_id: m2.id,
          position: 1,
        }),
      ),
      studioCall(orderLessons, 'PUT', `/api/auth/studio/modules/${m1.id}/lessons/order`, w.a, w.adminA, {
        ids: [...ids].reverse(),
      }),
      newLesson(m2.id, { title: 'Nova' }),
    ]);
    for (const r of results.slice(0, 3)) expect((r as { status: number }).status).toBe(200);
    // the reorder named lessons that moved meanwhile, or did not: either 200 or a clean 409
    expect([200, 409]).toContain((results[3] as { status: number }).status);
    const [a, b] = [await lessonOrders(m1.id), await lessonOrders(m2.id)];
    expect(a).toHaveLength(5);
    expect(b).toHaveLength(4);
    expect(contiguous(a)).toBe(true);
    expect(contiguous(b)).toBe(true);
  });

  it('reorders modules and refuses a list that changed', async () => {
    const c = await newCourse();
    const ms = [await newModule(c.id, 'A'), await newModule(c.id, 'B'), await newModule(c.id, 'C')];
    const ok = await studioCall(
      orderModules,
      'PUT',
      `/api/auth/studio/courses/${c.id}/modules/order`,
      w.a,
      w.adminA,
      {
        ids: [ms[2]!.id, ms[0]!.id, ms[1]!.id],
      },
    );
    expect(ok.status).toBe(200);
    const tree = await studioCall(getTree, 'GET', `/api/auth/studio/courses/${c.id}`, w.a, w.adminA);
    expect(tree.body.data.modules.map((m: { title: string }) => m.title)).toEqual(['C', 'A', 'B']);
    const stale = await studioCall(
      orderModules,
      'PUT',
      `/api/auth/studio/courses/${c.id}/modules/order`,
      w.a,
      w.adminA,
      {
        ids: [ms[0]!.id, ms[1]!.id],
      },
    );
    expect(stale.status).toBe(409);
  });

  it('moves only within the course', async () => {
    const [c1, c2] = [await newCourse(), await newCourse()];
    const [m1, m2] = [await newModule(c1.id), await newModule(c2.id)];
    const l = await newLesson(m1.id);
    const r = await studioCall(moveLesson, 'POST', `/api/auth/studio/lessons/${l.id}/move`, w.a, w.adminA, {
      module_id: m2.id,
    });
    expect(r.status).toBe(400);
    expect((await prisma.lesson.findUniqueOrThrow({ where: { id: l.id } })).moduleId).toBe(m1.id);
  });
});

describe('studio deletes', () => {
  it('deletes an empty lesson, soft-deletes one with progress only after EXCLUIR', async () => {
    const c = await newCourse();
    const m = await newModule(c.id);
    const [a, b, d] = [await newLesson(m.id), await newLesson(m.id), await newLesson(m.id)];
    const plain = await studioCall(deleteLesson, 'DELETE', `/api/auth/studio/lessons/${a.id}`, w.a, w.adminA);
    expect(plain.status).toBe(200);
    expect(plain.body.data).toEqual({ deleted: 'hard' });
    expect(await prisma.lesson.findUnique({ where: { id: a.id } })).toBeNull();

    await prisma.lessonProgress.create({
      data: {
        tenantId: w.a.id,
        userId: w.studentA.id,
        lessonId: b.id,
        percent: 100,
        completedAt: new Date(),
      },
    });
    const refused = await studioCall(
      deleteLesson,
      'DELETE',
      `/api/auth/studio/lessons/${b.id}`,
      w.a,
      w.adminA,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('EXCLUIR');
    expect((await prisma.lesson.findUniqueOrThrow({ where: { id: b.id } })).deletedAt).toBeNull();
    const soft = await studioCall(deleteLesson, 'DELETE', `/api/auth/studio/lessons/${b.id}`, w.a, w.adminA, {
      confirm: 'EXCLUIR',
    });
    expect(soft.body.data).toEqual({ deleted: 'soft' });
    // the member's progress stays; the lesson is gone from the editor and the live list is 1..n
    expect(await prisma.lessonProgress.count({ where: { lessonId: b.id } })).toBe(1);
    const gone = await studioCall(getLesson, 'GET', `/api/auth/studio/lessons/${b.id}`, w.a, w.adminA);
    expect(gone.status).toBe(404);
    expect(await lessonOrders(m.id)).toEqual([[d.id, 1]]);
    // a soft-deleted course takes its tree out of the editor
    const course = await studioCall(
      deleteCourse,
      'DELETE',
      `/api/auth/studio/courses/${c.id}`,
      w.a,
      w.adminA,
      {
        confirm: 'EXCLUIR',
      },
    );
    expect(course.body.data).toEqual({ deleted: 'soft' });
    expect((await studioCall(getTree, 'GET', `/api/auth/studio/courses/${c.id}`, w.a, w.adminA)).status).toBe(
      404,
    );
  });

  it('sanitizes the lesson body with the footer allow-list', async () => {
    const c = await newCourse();
    const m = await newModule(c.id);
    const l = await newLesson(m.id, {
      body: '<p>Olá <strong>mundo</strong><script>alert(1)</script><img src=x onerror=1></p>',
    });
    expect(l.body).toBe('<p>Olá <strong>mundo</strong></p>');
    const r = await studioCall(patchLesson, 'PATCH', `/api/auth/studio/lessons/${l.id}`, w.a, w.adminA, {
      body: '<h2 onclick="x()">Título</h2><a href="javascript:alert(1)">x</a>',
    });
    expect(r.body.data.body).not.toMatch(/onclick|javascript/);
    expect(r.body.data.body).toContain('<h2>Título</h2>');
  });
});
