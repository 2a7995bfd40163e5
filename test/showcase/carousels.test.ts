import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createWorld } from '../support/factories';
import { carouselBody, makeCarousel, makeCourse } from './fixtures';

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const CFG = '/api/auth/config/plataforma';
const create = async () => (await import('@/app/api/auth/config/plataforma/carrossel/create/route')).POST;
const update = async () =>
  (await import('@/app/api/auth/config/plataforma/carrossel/update/[id]/route')).POST;
const del = async () =>
  (await import('@/app/api/auth/config/plataforma/carrossel/delete/[tenant]/[id]/route')).DELETE;
const publish = async () =>
  (await import('@/app/api/auth/config/plataforma/carrossel/publish/[tenant]/[id]/route')).GET;
const order = async () =>
  (await import('@/app/api/auth/config/plataforma/carrossel/orderCarrossel/route')).POST;
const orderItens = async () =>
  (await import('@/app/api/auth/config/plataforma/carrossel/orderItens/route')).POST;
const list = async () => (await import('@/app/api/auth/home/carousels/[tenant]/route')).GET;
const getOne = async () => (await import('@/app/api/auth/home/get-carousel/[id]/route')).GET;

describe('carousel writes', () => {
  it('creates with every field, items in the order sent, order after the last carousel', async () => {
    const c1 = await makeCourse(w.a.id);
    const c2 = await makeCourse(w.a.id);
    const res = await call(await create(), 'POST', `${CFG}/carrossel/create`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: carouselBody(w.a.id, [c2.courseId, c1.courseId]),
    });
    expect(res.status).toBe(201);
    const d = res.body.data;
    expect(d).toMatchObject({
      title: 'Destaques da semana',
      type: '1',
      card_type: 'vertical',
      autoplay: 1,
      autoplay_time: 5,
      font_description: 'Inter',
      published: 1,
    });
    expect(d.carousel_item.map((i: { id: string }) => i.id)).toEqual([c2.courseId, c1.courseId]);
    const max = await prisma.carousel.aggregate({ where: { tenantId: w.a.id }, _max: { order: true } });
    expect(d.order).toBe(max._max.order);
  });

  it('derives the item kind from type and custom mode, and refuses a mismatch', async () => {
    const c = await makeCourse(w.a.id);
    const lessons = await call(await create(), 'POST', `${CFG}/carrossel/create`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: carouselBody(w.a.id, c.lessonIds, {
        type: 3,
        custom: 1,
        type_content: 'lesson',
        card_type: 'horizontal',
      }),
    });
    expect(lessons.status).toBe(201);
    expect(lessons.body.data.type_content).toBe('lesson');
    const wrong = await call(await create(), 'POST', `${CFG}/carrossel/create`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: carouselBody(w.a.id, [c.moduleId], { type: 3, custom: 1, type_content: 'module' }),
    });
    expect(wrong.status).toBe(400);
  });

  it('validates with the SPEC messages', async () => {
    const c = await makeCourse(w.a.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'ab' }, 'O nome do carrossel deve ter no mínimo 3 caracteres.'],
      [{ type: undefined }, 'Selecione algum tipo de carrossel.'],
      [{ content: [] }, 'O carrossel não pode ser criado/atualizado sem conteúdo!'],
      [{ autoplay_time: 0 }, 'O tempo de autoplay deve ser entre 1 e 10 segundos.'],
      [{ cards_per_group: -1 }, 'A quantidade de cards por grupo deve ser no mínimo 0.'],
      [{ carousel_type: 'Destaque', card_type: 'vertical' }, 'Tipo de card inválido para este carrossel.'],
    ];
    for (const [patch, message] of cases) {
      const res = await call(await create(), 'POST', `${CFG}/carrossel/create`, {
        host: w.a.host,
        cookie: w.adminA.cookie,
        body: carouselBody(w.a.id, [c.courseId], patch),
      });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("another tenant's content ids are a 404 and nothing is created", async () => {
    const foreign = await makeCourse(w.b.id);
    const mine = await makeCourse(w.a.id);
    const before = await prisma.carousel.count({ where: { tenantId: w.a.id } });
    const res = await call(await create(), 'POST', `${CFG}/carrossel/create`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: carouselBody(w.a.id, [mine.courseId, foreign.courseId]),
    });
    expect(res.status).toBe(404);
    expect(await prisma.carousel.count({ where: { tenantId: w.a.id } })).toBe(before);
    const id = await makeCarousel(w.a.id, [mine.courseId]);
    const upd = await call(await update(), 'POST', `${CFG}/carrossel/update/${id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { id },
      body: carouselBody(w.a.id, [foreign.courseId]),
    });
    expect(upd.status).toBe(404);
  });

  it('refuses system carousels (types 5-9) on create, update, publish and delete', async () => {
    const c = await makeCourse(w.a.id);
    const res = await call(await create(), 'POST', `${CFG}/carrossel/create`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: carouselBody(w.a.id, [c.courseId], { type: 5 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Carrosséis do sistema não podem ser editados nem excluídos.');
    for (const [h, method, path, params, body] of [
      [
        update,
        'POST',
        `${CFG}/carrossel/update/system-5`,
        { id: 'system-5' },
        carouselBody(w.a.id, [c.courseId]),
      ],
      [
        publish,
        'GET',
        `${CFG}/carrossel/publish/${w.a.id}/system-6`,
        { tenant: w.a.id, id: 'system-6' },
        undefined,
      ],
      [
        del,
        'DELETE',
        `${CFG}/carrossel/delete/${w.a.id}/system-7`,
        { tenant: w.a.id, id: 'system-7' },
        undefined,
      ],
    ] as const) {
      const r = await call(await h(), method, path, {
        host: w.a.host,
        cookie: w.adminA.cookie,
        params,
        body,
      });
      expect(r.status, path).toBe(403);
      expect(r.body.message).toBe('Carrosséis do sistema não podem ser editados nem excluídos.');
    }
  });

  it('delete renumbers the showcase from 1; orderCarrossel saves a new order from 1', async () => {
    const t = await createWorld();
    const c = await makeCourse(t.a.id);
    const ids = [];
    for (let i = 1; i <= 3; i++) ids.push(await makeCarousel(t.a.id, [c.courseId], { order: i * 10 }));
    const d = await call(await del(), 'DELETE', `${CFG}/carrossel/delete/${t.a.id}/${ids[1]}`, {
      host: t.a.host,
      cookie: t.adminA.cookie,
      params: { tenant: t.a.id, id: ids[1]! },
    });
    expect(d.status).toBe(200);
    expect(d.body.message).toBe('Carrossel deletado com sucesso');
    const rows = async () =>
      (await prisma.carousel.findMany({ where: { tenantId: t.a.id }, orderBy: { order: 'asc' } })).map(
        (r) => [r.id, r.order],
      );
    expect(await rows()).toEqual([
      [ids[0], 1],
      [ids[2], 2],
    ]);
    const o = await call(await order(), 'POST', `${CFG}/carrossel/orderCarrossel`, {
      host: t.a.host,
      cookie: t.adminA.cookie,
      body: { tenant_id: t.a.id, newOrdenation: [ids[2], ids[0]] },
    });
    expect(o.status).toBe(200);
    expect(o.body).toEqual([{ message: 'Ordem dos carrosséis atualizada com sucesso.' }]);
    expect(await rows()).toEqual([
      [ids[2], 1],
      [ids[0], 2],
    ]);
    // A partial or foreign order changes nothing.
    const bad = await call(await order(), 'POST', `${CFG}/carrossel/orderCarrossel`, {
      host: t.a.host,
      cookie: t.adminA.cookie,
      body: { tenant_id: t.a.id, newOrdenation: [ids[0]] },
    });
    expect(bad.status).toBe(400);
    expect(await rows()).toEqual([
      [ids[2], 1],
      [ids[0], 2],
    ]);
  });

  it('orderItens renumbers items from 1', async () => {
    const a = await makeCourse(w.a.id);
    const b = await makeCourse(w.a.id);
    const id = await makeCarousel(w.a.id, [a.courseId, b.courseId]);
    const items = await prisma.carouselItem.findMany({
      where: { carouselId: id },
      orderBy: { order: 'asc' },
    });
    const res = await call(await orderItens(), 'POST', `${CFG}/carrossel/orderItens`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { tenant_id: w.a.id, carousel_id: id, order: [items[1]!.id, items[0]!.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Ordem dos itens atualizada com sucesso.' });
    const after = await prisma.carouselItem.findMany({
      where: { carouselId: id },
      orderBy: { order: 'asc' },
    });
    expect(after.map((i) => [i.courseId, i.order])).toEqual([
      [b.courseId, 1],
      [a.courseId, 2],
    ]);
  });

  it('students only see published carousels; publish toggles', async () => {
    const c = await makeCourse(w.a.id);
    const hidden = await makeCarousel(w.a.id, [c.courseId], { published: false });
    const asStudent = await call(await list(), 'GET', `/api/auth/home/carousels/${w.a.id}`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      params: { tenant: w.a.id },
    });
    expect(asStudent.body.map((x: { id: string }) => x.id)).not.toContain(hidden);
    const asAdmin = await call(await list(), 'GET', `/api/auth/home/carousels/${w.a.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { tenant: w.a.id },
    });
    expect(asAdmin.body.map((x: { id: string }) => x.id)).toContain(hidden);
    const one = await call(await getOne(), 'GET', `/api/auth/home/get-carousel/${hidden}`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      params: { id: hidden },
    });
    expect(one.status).toBe(404);
    const p = await call(await publish(), 'GET', `${CFG}/carrossel/publish/${w.a.id}/${hidden}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { tenant: w.a.id, id: hidden },
    });
    expect(p.body).toEqual({ message: 'Carrossel publicado.', published: 1 });
    const again = await call(await getOne(), 'GET', `/api/auth/home/get-carousel/${hidden}`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      params: { id: hidden },
    });
    expect(again.status).toBe(200);
  });
});
