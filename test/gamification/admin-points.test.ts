import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listQuizzes } from '@/app/api/auth/quiz/[id]/route';
import { POST as createPlans } from '@/app/api/auth/ranking/gamification-plans/create/route';
import { DELETE as deletePlan } from '@/app/api/auth/ranking/gamification-plans/delete/[planId]/[tenant]/route';
import { GET as listPlans } from '@/app/api/auth/ranking/gamification-plans/get/[tenant]/route';
import { POST as createParams } from '@/app/api/auth/ranking/gamification/platform/create-parameters/route';
import { POST as perDay } from '@/app/api/auth/ranking/gamification/platform/create-per-day-parameters/route';
import { GET as getParams } from '@/app/api/auth/ranking/gamification/platform/get-parameters/[tenant]/route';
import { PUT as updateParams } from '@/app/api/auth/ranking/gamification/platform/update-parameters/route';
import { getPointsConfig } from '@/lib/gamification/points';
import { prisma } from '@/lib/server/db';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { call } from '../support/http';
import { createTenant, createUser, createWorld, type TestTenant, type TestUser } from '../support/factories';
import { makeProduct, makeQuiz } from './helpers';

type World = Awaited<ReturnType<typeof createWorld>>;
const P = '/api/auth/ranking/gamification/platform';
const G = '/api/auth/ranking/gamification-plans';
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

async function freshTenant(): Promise<{
  tenant: TestTenant;
  admin: TestUser;
  as: { host: string; cookie: string };
}> {
  const tenant = await createTenant();
  const admin = await createUser(tenant, 'admin');
  return { tenant, admin, as: { host: tenant.host, cookie: admin.cookie } };
}

describe('points settings', () => {
  it('reads defaults with exists=false, creates (201), refuses a second create (409), updates, saves per-day', async () => {
    const { tenant, as } = await freshTenant();
    const get = () =>
      call(getParams, 'GET', `${P}/get-parameters/${tenant.id}`, { ...as, params: { tenant: tenant.id } });

    const empty = await get();
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ custom_name: 'XP', exists: false });
    expect(empty.body.data.platform.login).toEqual({ enabled: false, points: 0 });
    expect(empty.body.data.per_day.community_settings.post).toEqual({
      enable: false,
      needed_interaction: 1,
      plus_user_score: 0,
    });

    const body = {
      tenant_id: tenant.id,
      custom_name: 'Coin',
      platform: { login: { enabled: true, points: 5 }, finish_class: { enabled: true, points: 20 } },
      community: { score_posts: { enabled: true, points: 3 } },
    };
    const created = await call(createParams, 'POST', `${P}/create-parameters`, { ...as, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('Pontuação criada com sucesso.');
    expect(created.body.data).toMatchObject({ custom_name: 'Coin', exists: true });
    const row = await prisma.pointsSettings.findUniqueOrThrow({ where: { tenantId: tenant.id } });
    expect(row.customName).toBe('Coin');
    expect((row.platform as Record<string, unknown>).finish_class).toEqual({ enabled: true, points: 20 });

    const twice = await call(createParams, 'POST', `${P}/create-parameters`, { ...as, body });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A pontuação desta plataforma já foi criada. Atualize-a.');

    const updated = await call(updateParams, 'PUT', `${P}/update-parameters`, {
      ...as,
      body: { ...body, custom_name: 'Estrelas', platform: { login: { enabled: false, points: 0 } } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Pontuação atualizada com sucesso.');
    expect(updated.body.data.platform.finish_class).toEqual({ enabled: false, points: 0 });

    const day = await call(perDay, 'POST', `${P}/create-per-day-parameters`, {
      ...as,
      body: {
        tenant_id: tenant.id,
        community: { like: { enable: true, needed_interaction: 3, plus_user_score: 5 } },
        platform: { watch_class: { enable: true, needed_interaction: 2, plus_user_score: 4 } },
      },
    });
    expect(day.status).toBe(200);
    const config = await getPointsConfig(forTenant(tenant.id), tenant.id);
    expect(config.customName).toBe('Estrelas');
    expect(config.perDayCommunity.like).toEqual({ enable: true, needed_interaction: 3, plus_user_score: 5 });
    expect(config.perDayPlatform.watch_class.plus_user_score).toBe(4);
    expect(config.community.score_posts).toEqual({ enabled: true, points: 3 });
    expect((await get()).body.data.per_day.platform_settings.watch_class.enable).toBe(true);
  });

  it('per-day before any settings creates them with the default name; update before create is 404', async () => {
    const { tenant, as } = await freshTenant();
    const upd = await call(updateParams, 'PUT', `${P}/update-parameters`, {
      ...as,
      body: { tenant_id: tenant.id, custom_name: 'XP', platform: {}, community: {} },
    });
    expect(upd.status).toBe(404);
    const day = await call(perDay, 'POST', `${P}/create-per-day-parameters`, {
      ...as,
      body: {
        tenant_id: tenant.id,
        community: {},
        platform: { like_class: { enable: true, needed_interaction: 1, plus_user_score: 1 } },
      },
    });
    expect(day.status).toBe(200);
    expect(day.body.data).toMatchObject({ custom_name: 'XP', exists: true });
  });

  it('refuses an empty points name with "Obrigatório" and negative points, storing nothing', async () => {
    const { tenant, as } = await freshTenant();
    const a = await call(createParams, 'POST', `${P}/create-parameters`, {
      ...as,
      body: { tenant_id: tenant.id, custom_name: '  ', platform: {}, community: {} },
    });
    expect(a.status).toBe(400);
    expect(a.body.message).toBe('Obrigatório');
    expect(a.body.fields.custom_name).toBe('Obrigatório');
    const b = await call(createParams, 'POST', `${P}/create-parameters`, {
      ...as,
      body: { tenant_id: tenant.id, custom_name: 'x'.repeat(151), platform: {}, community: {} },
    });
    expect(b.body.message).toBe('O nome deve ter no máximo 150 caracteres.');
    const c = await call(createParams, 'POST', `${P}/create-parameters`, {
      ...as,
      body: {
        tenant_id: tenant.id,
        custom_name: 'XP',
        platform: { login: { enabled: true, points: -1 } },
        community: {},
      },
    });
    expect(c.status).toBe(400);
    expect(await prisma.pointsSettings.count({ where: { tenantId: tenant.id } })).toBe(0);
  });

  it('refuses a student (403) and the other tenant (404)', async () => {
    const body = { tenant_id: w.a.id, custom_name: 'XP', platform: {}, community: {} };
    expect(
      (
        await call(createParams, 'POST', `${P}/create-parameters`, {
          host: w.a.host,
          cookie: w.studentA.cookie,
          body,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(createParams, 'POST', `${P}/create-parameters`, {
          host: w.b.host,
          cookie: w.adminB.cookie,
          body,
        })
      ).status,
    ).toBe(404);
    const get = await call(getParams, 'GET', `${P}/get-parameters/${w.a.id}`, {
      host: w.b.host,
      cookie: w.adminB.cookie,
      params: { tenant: w.a.id },
    });
    expect(get.status).toBe(404);
    expect(await prisma.pointsSettings.count({ where: { tenantId: w.a.id } })).toBe(0);
  });
});

describe('gamification plans', () => {
  it('adds active products (twice is harmless), lists them and removes one by its product id', async () => {
    const { tenant, as } = await freshTenant();
    const a = await makeProduct(tenant.id, 'active', 'Produto A');
    const b = await makeProduct(tenant.id, 'active', 'Produto B');
    const created = await call(createPlans, 'POST', `${G}/create`, {
      ...as,
      body: { tenant_id: tenant.id, array_plans_id: [a.id, b.id] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await call(createPlans, 'POST', `${G}/create`, {
      ...as,
      body: { tenant_id: tenant.id, array_plans_id: [a.id] },
    });
    const listed = await call(listPlans, 'GET', `${G}/get/${tenant.id}`, {
      ...as,
      params: { tenant: tenant.id },
    });
    expect(listed.body.data.map((p: { plan_id: string; title: string }) => [p.plan_id, p.title])).toEqual([
      [a.id, 'Produto A'],
      [b.id, 'Produto B'],
    ]);
    const del = await call(deletePlan, 'DELETE', `${G}/delete/${a.id}/${tenant.id}`, {
      ...as,
      params: { planId: a.id, tenant: tenant.id },
    });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Produto excluído das permissões');
    expect(
      (await prisma.gamificationProduct.findMany({ where: { tenantId: tenant.id } })).map((r) => r.productId),
    ).toEqual([b.id]);
  });

  it('refuses no product, an inactive or a foreign one; the other tenant cannot delete', async () => {
    const { tenant, as } = await freshTenant();
    const send = (ids: string[]) =>
      call(createPlans, 'POST', `${G}/create`, {
        ...as,
        body: { tenant_id: tenant.id, array_plans_id: ids },
      });
    const empty = await send([]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Nenhum produto selecionado.');
    expect((await send([(await makeProduct(tenant.id, 'inactive')).id])).status).toBe(422);
    expect((await send([(await makeProduct(w.b.id)).id])).status).toBe(404);
    expect(await prisma.gamificationProduct.count({ where: { tenantId: tenant.id } })).toBe(0);

    const p = await makeProduct(w.a.id);
    await prisma.gamificationProduct.create({ data: { tenantId: w.a.id, productId: p.id } });
    const del = await call(deletePlan, 'DELETE', `${G}/delete/${p.id}/${w.b.id}`, {
      host: w.b.host,
      cookie: w.adminB.cookie,
      params: { planId: p.id, tenant: w.b.id },
    });
    expect(del.status).toBe(404);
    expect(await prisma.gamificationProduct.count({ where: { productId: p.id } })).toBe(1);
  });
});

describe('quiz list', () => {
  it('answers the tenant quizzes {id, name} in data[2].data; students 403, the other tenant 404', async () => {
    const { tenant, admin } = await freshTenant();
    const q1 = await makeQuiz(tenant.id, 'Primeira prova');
    const q2 = await makeQuiz(tenant.id, 'Segunda prova');
    await makeQuiz(w.b.id, 'De outro');
    const res = await call(listQuizzes, 'GET', `/api/auth/quiz/${tenant.id}`, {
      host: tenant.host,
      cookie: admin.cookie,
      params: { id: tenant.id },
    });
    expect(res.status).toBe(200);
    // the list answers whole quizzes (issue 12); the reward form reads id and name
    expect(res.body[2].data.map((q: { id: string; name: string }) => ({ id: q.id, name: q.name }))).toEqual([
      { id: q1.id, name: 'Primeira prova' },
      { id: q2.id, name: 'Segunda prova' },
    ]);
    const student = await createUser(tenant, 'student');
    expect(
      (
        await call(listQuizzes, 'GET', `/api/auth/quiz/${tenant.id}`, {
          host: tenant.host,
          cookie: student.cookie,
          params: { id: tenant.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(listQuizzes, 'GET', `/api/auth/quiz/${tenant.id}`, {
          host: w.b.host,
          cookie: w.adminB.cookie,
          params: { id: tenant.id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('demo quizzes', () => {
  it('the demo seed gives the demo tenant two quizzes with stable ids, once', async () => {
    const { seedDemo } = await import('@/lib/seed/demo');
    const { seedKeys, stableId } = await import('@/lib/seed/ids');
    await seedDemo(prisma);
    await seedDemo(prisma);
    const demo = await prisma.tenant.findUniqueOrThrow({ where: { slug: 'demo' } });
    const quizzes = await prisma.quiz.findMany({ where: { tenantId: demo.id }, orderBy: { id: 'asc' } });
    expect(quizzes.map((q) => q.id).sort()).toEqual(
      [stableId(seedKeys.quiz('demo', 1)), stableId(seedKeys.quiz('demo', 2))].sort(),
    );
  }, 240_000); // two full demo seeds
});
