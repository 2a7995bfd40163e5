import { describe, expect, it } from 'vitest';
import { GET as me } from '@/app/api/gamification/me/route';
import { POST as create } from '@/app/api/auth/ranking/levels/create/route';
import { POST as addPermissions } from '@/app/api/auth/ranking/levels/permissions/create/route';
import { POST as update } from '@/app/api/auth/ranking/levels/update/route';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { addPoints, makeProduct } from './helpers';
import { gamifiedCourse, gamifiedStudent, settle } from './engine-world';

// Issue 54: a level created (or changed) below a member's score is awarded to them after commit, by one
// set-based re-evaluation fed from the outbox (ADR 0280); the profile's next level is always above the
// member's score, even before that re-evaluation ran.

const L = '/api/auth/ranking/levels';

async function world() {
  const t = await createTenant('Níveis tardios');
  const admin = await createUser(t, 'admin', 'Editora');
  const c = await gamifiedCourse(t);
  return { t, admin, c };
}

const getMe = async (t: TestTenant, u: TestUser) => {
  const res = await call(me, 'GET', '/api/gamification/me', { host: t.host, cookie: u.cookie });
  expect(res.status).toBe(200);
  return res.body.data;
};

const reached = (userId: string, levelId: string) =>
  prisma.levelReached.findMany({ where: { userId, levelId }, select: { seenAt: true } });

describe('a level created or changed below a member’s score', () => {
  it('is awarded after commit (celebration pending) and is never shown as the next level', async () => {
    const { t, admin, c } = await world();
    const u = c.student;
    await addPoints(t.id, u.id, 90);
    const low = await gamifiedStudent(t, c.product, 'Aluno com 50');
    await addPoints(t.id, low.id, 50);
    const outsider = await createUser(t, 'student', 'Fora do produto');
    const other = await makeProduct(t.id);
    await prisma.gamificationProduct.create({ data: { tenantId: t.id, productId: other.id } });
    await prisma.enrollment.create({ data: { tenantId: t.id, userId: outsider.id, productId: other.id } });
    await addPoints(t.id, outsider.id, 500);

    const res = await call(create, 'POST', `${L}/create`, {
      host: t.host,
      cookie: admin.cookie,
      body: { name: 'Curioso', needed_score: 85, plansSelected: [c.product] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as string;
    expect(await prisma.levelProduct.count({ where: { levelId: id } })).toBe(1);

    // before the worker ran: not the next level of a member already past it
    expect((await getMe(t, u)).next_level).toBeNull();
    expect((await getMe(t, low)).next_level).toMatchObject({ id, needed_score: 85 });

    await settle();
    expect(await reached(u.id, id)).toEqual([{ seenAt: null }]);
    const data = await getMe(t, u);
    expect(data.level).toMatchObject({ id, name: 'Curioso' });
    expect(data.pending).toEqual([expect.objectContaining({ kind: 'level', id })]);
    expect(await reached(low.id, id)).toEqual([]);
    expect(await reached(outsider.id, id)).toEqual([]);

    // idempotent: running again awards nothing twice
    await prisma.outboxEvent.updateMany({ where: { tenantId: t.id }, data: { processedAt: null } });
    await settle();
    expect(await reached(u.id, id)).toHaveLength(1);
  });

  it('lowering a level’s score or adding a product awards it; a level below one reached is not celebrated', async () => {
    const { t, admin, c } = await world();
    const u = c.student;
    await addPoints(t.id, u.id, 90);
    const as = { host: t.host, cookie: admin.cookie };
    const top = await call(create, 'POST', `${L}/create`, {
      ...as,
      body: { name: 'Mestre', needed_score: 60, plansSelected: [c.product] },
    });
    const mid = await call(create, 'POST', `${L}/create`, {
      ...as,
      body: { name: 'Aprendiz', needed_score: 100, plansSelected: [c.product] },
    });
    await settle();
    expect(await reached(u.id, top.body.data.id)).toEqual([{ seenAt: null }]);
    expect(await reached(u.id, mid.body.data.id)).toEqual([]);
    expect((await getMe(t, u)).next_level).toMatchObject({ id: mid.body.data.id, needed_score: 100 });

    const upd = await call(update, 'POST', `${L}/update`, {
      ...as,
      body: { id: mid.body.data.id, needed_score: 40 },
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    await settle();
    // reached, but below 'Mestre' (60): recorded as seen, no second celebration
    expect((await reached(u.id, mid.body.data.id))[0]?.seenAt).toBeInstanceOf(Date);
    expect((await getMe(t, u)).level.name).toBe('Mestre');

    // a level of another product: awarded once the member's product is added to it
    const other = await makeProduct(t.id);
    const lvl = await call(create, 'POST', `${L}/create`, {
      ...as,
      body: { name: 'Veterano', needed_score: 80, plansSelected: [other.id] },
    });
    await settle();
    expect(await reached(u.id, lvl.body.data.id)).toEqual([]);
    const perm = await call(addPermissions, 'POST', `${L}/permissions/create`, {
      ...as,
      body: { level_id: lvl.body.data.id, array_plans_id: [c.product] },
    });
    expect(perm.status, JSON.stringify(perm.body)).toBeLessThan(300);
    await settle();
    expect(await reached(u.id, lvl.body.data.id)).toEqual([{ seenAt: null }]);
  });

  it('an update that sends the products sets them in the same write', async () => {
    const { t, admin, c } = await world();
    const as = { host: t.host, cookie: admin.cookie };
    const other = await makeProduct(t.id);
    const lvl = await call(create, 'POST', `${L}/create`, {
      ...as,
      body: { name: 'Trocado', needed_score: 10, plansSelected: [other.id] },
    });
    const upd = await call(update, 'POST', `${L}/update`, {
      ...as,
      body: { id: lvl.body.data.id, plansSelected: [c.product] },
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const rows = await prisma.levelProduct.findMany({ where: { levelId: lvl.body.data.id } });
    expect(rows.map((r) => r.productId)).toEqual([c.product]);
  });
});
