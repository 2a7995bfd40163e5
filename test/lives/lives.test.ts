import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as remove } from '@/app/api/auth/lives/[id]/route';
import { GET as list, POST as create } from '@/app/api/auth/lives/route';
import { GET as hasLive } from '@/app/api/platform/has-live/route';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createUser, createWorld } from '../support/factories';
import { makeLive, makeProduct } from './helpers';

// Lives (issue 14): scheduling by editors, has-live for members (products decide), tenant isolation.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const valid = () => ({
  title: 'Tira-dúvidas ao vivo',
  starts_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  duration_minutes: 45,
  embed_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
});

describe('POST /api/auth/lives', () => {
  it('schedules a live with an end from the duration and its products', async () => {
    const product = await makeProduct(w.a.id);
    const res = await call(create, 'POST', '/api/auth/lives', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { ...valid(), product_ids: [product.id] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Live agendada com sucesso!');
    const { data } = res.body;
    expect(data).toMatchObject({ title: 'Tira-dúvidas ao vivo', status: 'live', product_ids: [product.id] });
    expect(new Date(data.ends_at).getTime() - new Date(data.starts_at).getTime()).toBe(45 * 60_000);
  });

  it.each([
    [{ title: '' }, 'Informe o título da live.'],
    [{ title: 'x'.repeat(151) }, 'O título da live pode ter no máximo 150 caracteres.'],
    [{ starts_at: 'amanhã' }, 'Informe a data e a hora de início.'],
    [{ duration_minutes: 0 }, 'A duração deve ser de 5 a 720 minutos.'],
    [{ embed_url: 'http://player.example.com/x' }, 'Use um link https do YouTube, do Vimeo ou de um player.'],
    [{ embed_url: 'javascript:alert(1)' }, 'Use um link https do YouTube, do Vimeo ou de um player.'],
  ])('refuses %j with a translated 400 and saves nothing', async (patch, message) => {
    const before = await prisma.live.count({ where: { tenantId: w.a.id } });
    const res = await call(create, 'POST', '/api/auth/lives', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { ...valid(), ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await prisma.live.count({ where: { tenantId: w.a.id } })).toBe(before);
  });

  it("refuses another tenant's product", async () => {
    const foreign = await makeProduct(w.b.id);
    const res = await call(create, 'POST', '/api/auth/lives', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { ...valid(), product_ids: [foreign.id] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Escolha produtos desta plataforma.');
  });

  it('answers a student 403 and an anonymous caller 401', async () => {
    const asStudent = await call(create, 'POST', '/api/auth/lives', {
      host: w.a.host,
      cookie: w.studentA.cookie,
      body: valid(),
    });
    expect(asStudent.status).toBe(403);
    const anonymous = await call(create, 'POST', '/api/auth/lives', { host: w.a.host, body: valid() });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/platform/has-live', () => {
  it('is true while a live for the member is on, with its id; false before, after and without access', async () => {
    const t = await (await import('../support/factories')).createTenant();
    const student = await createUser(t, 'student');
    const ask = () =>
      call(hasLive, 'GET', '/api/platform/has-live', { host: t.host, cookie: student.cookie });
    expect((await ask()).body).toEqual({ show_live_alert: false, live_id: null });

    await makeLive(t.id, { fromMin: 30, toMin: 90 }); // later today
    await makeLive(t.id, { fromMin: -90, toMin: -30 }); // over
    expect((await ask()).body).toEqual({ show_live_alert: false, live_id: null });

    const product = await makeProduct(t.id);
    const exclusive = await makeLive(t.id, { productIds: [product.id] });
    expect((await ask()).body).toEqual({ show_live_alert: false, live_id: null });

    await prisma.enrollment.create({ data: { tenantId: t.id, userId: student.id, productId: product.id } });
    expect((await ask()).body).toEqual({ show_live_alert: true, live_id: exclusive.id });
  });

  it("never sees another tenant's live", async () => {
    await makeLive(w.b.id);
    const t = await (await import('../support/factories')).createTenant();
    const student = await createUser(t, 'student');
    const res = await call(hasLive, 'GET', '/api/platform/has-live', {
      host: t.host,
      cookie: student.cookie,
    });
    expect(res.body.show_live_alert).toBe(false);
  });
});

describe('list and delete', () => {
  it("lists only the tenant's lives; another tenant's id is a 404 and stays", async () => {
    const mine = await makeLive(w.a.id, { title: 'Minha' });
    const theirs = await makeLive(w.b.id, { title: 'Deles' });
    const res = await call(list, 'GET', '/api/auth/lives', { host: w.a.host, cookie: w.adminA.cookie });
    const titles = (res.body.data as { title: string }[]).map((l) => l.title);
    expect(titles).toContain('Minha');
    expect(titles).not.toContain('Deles');

    const foreign = await call(remove, 'DELETE', `/api/auth/lives/${theirs.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { id: theirs.id },
    });
    expect(foreign.status).toBe(404);
    expect(await prisma.live.count({ where: { id: theirs.id } })).toBe(1);

    const ok = await call(remove, 'DELETE', `/api/auth/lives/${mine.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { id: mine.id },
    });
    expect(ok.status).toBe(200);
    expect(await prisma.live.count({ where: { id: mine.id } })).toBe(0);
  });
});
