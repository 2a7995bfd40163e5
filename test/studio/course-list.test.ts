import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listCourses, POST as createCourse } from '@/app/api/auth/studio/courses/route';
import { DELETE as deleteCourse } from '@/app/api/auth/studio/courses/[id]/route';
import { createWorld } from '../support/factories';
import { studioCall } from './support';

// GET /api/auth/studio/courses (the home's 'Cursos' list in edit mode, docs/adr/0404): every live course of
// the tenant in order, drafts included, deleted ones and other tenants' never.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const list = async () => {
  const r = await studioCall(listCourses, 'GET', '/api/auth/studio/courses', w.a, w.adminA);
  expect(r.status).toBe(200);
  return r.body.data as { id: string; title: string; published: boolean; order: number }[];
};

describe('the studio course list', () => {
  it('lists drafts and published courses in order, without deleted ones or other tenants', async () => {
    const make = async (title: string, published: boolean, t = w.a, u = w.adminA) => {
      const r = await studioCall(createCourse, 'POST', '/api/auth/studio/courses', t, u, {
        title,
        published,
      });
      expect(r.status).toBe(201);
      return r.body.data as { id: string };
    };
    const draft = await make('Rascunho de Lista', false);
    const live = await make('Curso Publicado de Lista', true);
    const gone = await make('Curso Excluído de Lista', true);
    const other = await make('Curso de Outra Escola', true, w.b, w.adminB);
    const del = await studioCall(
      deleteCourse,
      'DELETE',
      `/api/auth/studio/courses/${gone.id}`,
      w.a,
      w.adminA,
      {},
    );
    expect(del.status).toBe(200);

    const rows = await list();
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(draft.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(other.id);
    expect(rows.find((r) => r.id === draft.id)!.published).toBe(false);
    const orders = rows.map((r) => r.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(ids.indexOf(draft.id)).toBeLessThan(ids.indexOf(live.id));
  });

  it('refuses students', async () => {
    const r = await studioCall(listCourses, 'GET', '/api/auth/studio/courses', w.a, w.studentA);
    expect(r.status).toBe(403);
  });
});
