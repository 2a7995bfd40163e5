import { beforeAll, describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/auth/ranking/levels/create/route';
import { DELETE as remove } from '@/app/api/auth/ranking/levels/delete/[id]/[tenant]/route';
import { GET as list } from '@/app/api/auth/ranking/levels/get/[tenant]/route';
import { POST as addPermissions } from '@/app/api/auth/ranking/levels/permissions/create/route';
import { DELETE as removePermission } from '@/app/api/auth/ranking/levels/permissions/delete/[permissionId]/route';
import { GET as listPermissions } from '@/app/api/auth/ranking/levels/permissions/get-by-level/[tenant]/[levelId]/route';
import { POST as update } from '@/app/api/auth/ranking/levels/update/route';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createTenant, createUser, createWorld } from '../support/factories';
import { makeLevel, makeProduct, readyUpload } from './helpers';

type World = Awaited<ReturnType<typeof createWorld>>;
const L = '/api/auth/ranking/levels';
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const asAdmin = () => ({ host: w.a.host, cookie: w.adminA.cookie });
const countLevels = () => prisma.level.count({ where: { tenantId: w.a.id } });

describe('create', () => {
  it('creates a level from the SPEC form (multipart, flags 1/0) and answers 201 {data:{id}}', async () => {
    const img = await readyUpload(w.a.id, 'level-image');
    const form = new FormData();
    form.set('tenant_id', w.a.id);
    form.set('name', 'Ouro');
    form.set('needed_score', '1000');
    form.set('color', '#FFD700');
    form.set('img', img);
    form.set('show_level_on_profile', '1');
    form.set('show_score_on_profile', '0');
    form.set('animation', 'levelUpGold');
    const res = await call(create, 'POST', `${L}/create`, { ...asAdmin(), form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Novo nível criado.');
    expect(await prisma.level.findUnique({ where: { id: res.body.data.id } })).toMatchObject({
      tenantId: w.a.id,
      name: 'Ouro',
      neededScore: 1000,
      color: '#FFD700',
      imagePath: img,
      showLevelOnProfile: true,
      showScoreOnProfile: false,
      animation: 'levelUpGold',
    });
  });

  it.each([
    ['a missing name', { name: '' }, 'Obrigatório', 'name'],
    ['a blank name', { name: '   ' }, 'Obrigatório', 'name'],
    ['a name over 150', { name: 'x'.repeat(151) }, 'O nome deve ter no máximo 150 caracteres.', 'name'],
    ['a negative score', { needed_score: -5 }, 'A pontuação deve ser maior ou igual a 0.', 'needed_score'],
    ['a fractional score', { needed_score: 1.5 }, 'Informe uma pontuação válida.', 'needed_score'],
    ['a bad colour', { color: 'red' }, 'Escolha uma cor válida.', 'color'],
    ['an unknown animation', { animation: 'boom' }, 'Escolha uma animação válida.', 'animation'],
  ])('refuses %s with the pt-BR message, creating nothing', async (_n, patch, message, field) => {
    const before = await countLevels();
    const res = await call(create, 'POST', `${L}/create`, {
      ...asAdmin(),
      body: { tenant_id: w.a.id, name: 'Nível', needed_score: 10, ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    expect(await countLevels()).toBe(before);
  });

  it('checks the image upload: over 1 MB, wrong kind, another tenant', async () => {
    const before = await countLevels();
    const big = await readyUpload(w.a.id, 'level-image', { size: 2 * 1_048_576 });
    const badge = await readyUpload(w.a.id, 'badge');
    const foreign = await readyUpload(w.b.id, 'level-image');
    const body = (img: string) => ({ tenant_id: w.a.id, name: 'Com imagem', needed_score: 1, img });
    const a = await call(create, 'POST', `${L}/create`, { ...asAdmin(), body: body(big) });
    expect(a.status).toBe(413);
    expect(a.body.message).toBe('O arquivo excede o tamanho máximo permitido de 1MB.');
    expect((await call(create, 'POST', `${L}/create`, { ...asAdmin(), body: body(badge) })).status).toBe(422);
    expect((await call(create, 'POST', `${L}/create`, { ...asAdmin(), body: body(foreign) })).status).toBe(
      422,
    );
    expect(await countLevels()).toBe(before);
  });

  it('refuses a student (403) and the other tenant (404)', async () => {
    const before = await countLevels();
    const body = { tenant_id: w.a.id, name: 'X', needed_score: 1 };
    expect(
      (await call(create, 'POST', `${L}/create`, { host: w.a.host, cookie: w.studentA.cookie, body })).status,
    ).toBe(403);
    expect(
      (await call(create, 'POST', `${L}/create`, { host: w.b.host, cookie: w.adminB.cookie, body })).status,
    ).toBe(404);
    expect(await countLevels()).toBe(before);
  });
});

describe('list', () => {
  it('answers the levels by needed score with url_img and flags as 1/0', async () => {
    const tenant = await createTenant();
    const admin = await createUser(tenant, 'admin');
    await makeLevel(tenant.id, 'Ouro', 1000);
    await makeLevel(tenant.id, 'Bronze', 10);
    const img = await readyUpload(tenant.id, 'level-image');
    const { level: silver } = await makeLevel(tenant.id, 'Prata', 100);
    await prisma.level.update({
      where: { id: silver.id },
      data: { imagePath: img, showScoreOnProfile: false },
    });
    const res = await call(list, 'GET', `${L}/get/${tenant.id}`, {
      host: tenant.host,
      cookie: admin.cookie,
      params: { tenant: tenant.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: { name: string }) => l.name)).toEqual(['Bronze', 'Prata', 'Ouro']);
    expect(res.body.data[1]).toMatchObject({
      id: silver.id,
      tenant_id: tenant.id,
      needed_score: 100,
      img,
      show_level_on_profile: 1,
      show_score_on_profile: 0,
      animation: 'none',
    });
    expect(res.body.data[1].url_img).toMatch(new RegExp(`${img.split('/').pop()}$`));
  });
});

describe('update', () => {
  it('changes the fields sent (JSON with id), keeps the image sent back as its URL or key', async () => {
    const img = await readyUpload(w.a.id, 'level-image');
    const { level } = await makeLevel(w.a.id, 'Antigo', 5);
    await prisma.level.update({ where: { id: level.id }, data: { imagePath: img } });
    const res = await call(update, 'POST', `${L}/update`, {
      ...asAdmin(),
      body: {
        tenant_id: w.a.id,
        id: level.id,
        name: 'Novo',
        needed_score: 50,
        show_level_on_profile: 0,
        img,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Nível atualizado com sucesso.');
    expect(res.body.data).toMatchObject({
      id: level.id,
      name: 'Novo',
      needed_score: 50,
      show_level_on_profile: 0,
    });
    const again = await call(update, 'POST', `${L}/update`, {
      ...asAdmin(),
      body: { id: level.id, img: res.body.data.url_img },
    });
    expect(again.status).toBe(200);
    expect(await prisma.level.findUnique({ where: { id: level.id } })).toMatchObject({
      name: 'Novo',
      neededScore: 50,
      imagePath: img,
      showLevelOnProfile: false,
      showScoreOnProfile: true,
    });
    const cleared = await call(update, 'POST', `${L}/update`, {
      ...asAdmin(),
      body: { id: level.id, img: null },
    });
    expect(cleared.body.data.url_img).toBeNull();
  });

  it('refuses an empty name with "Obrigatório" and the other tenant with 404, changing nothing', async () => {
    const { level } = await makeLevel(w.a.id, 'Fixo', 5);
    const a = await call(update, 'POST', `${L}/update`, { ...asAdmin(), body: { id: level.id, name: '' } });
    expect(a.status).toBe(400);
    expect(a.body.message).toBe('Obrigatório');
    const o = await call(update, 'POST', `${L}/update`, {
      host: w.b.host,
      cookie: w.adminB.cookie,
      body: { id: level.id, name: 'Invadido' },
    });
    expect(o.status).toBe(404);
    expect((await prisma.level.findUniqueOrThrow({ where: { id: level.id } })).name).toBe('Fixo');
  });
});

describe('delete', () => {
  it('deletes the level and its products; the other tenant gets 404', async () => {
    const { level, permission } = await makeLevel(w.a.id, 'Apagar', 5);
    const o = await call(remove, 'DELETE', `${L}/delete/${level.id}/${w.b.id}`, {
      host: w.b.host,
      cookie: w.adminB.cookie,
      params: { id: level.id, tenant: w.b.id },
    });
    expect(o.status).toBe(404);
    expect(await prisma.level.findUnique({ where: { id: level.id } })).not.toBeNull();
    const s = await call(remove, 'DELETE', `${L}/delete/${level.id}/${w.a.id}`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      params: { id: level.id, tenant: w.a.id },
    });
    expect(s.status).toBe(403);
    const res = await call(remove, 'DELETE', `${L}/delete/${level.id}/${w.a.id}`, {
      ...asAdmin(),
      params: { id: level.id, tenant: w.a.id },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe('string');
    expect(await prisma.level.findUnique({ where: { id: level.id } })).toBeNull();
    expect(await prisma.levelProduct.findUnique({ where: { id: permission.id } })).toBeNull();
  });
});

describe('permissions', () => {
  it("lists, adds (201 with ids) and removes a level's products", async () => {
    const { level, product, permission } = await makeLevel(w.a.id, 'Com produtos', 5);
    const got = await call(listPermissions, 'GET', `${L}/permissions/get-by-level/${w.a.id}/${level.id}`, {
      ...asAdmin(),
      params: { tenant: w.a.id, levelId: level.id },
    });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual([
      { id: permission.id, plan_id: product.id, plan: { title: product.title } },
    ]);

    const second = await makeProduct(w.a.id);
    const added = await call(addPermissions, 'POST', `${L}/permissions/create`, {
      ...asAdmin(),
      body: { tenant_id: w.a.id, level_id: level.id, array_plans_id: [second.id] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toHaveLength(1);
    expect(added.body.data[0]).toMatchObject({ plan_id: second.id, plan: { title: second.title } });
    expect(await prisma.levelProduct.findUnique({ where: { id: added.body.data[0].id } })).not.toBeNull();

    const removed = await call(removePermission, 'DELETE', `${L}/permissions/delete/${permission.id}`, {
      ...asAdmin(),
      params: { permissionId: permission.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Produto excluído das permissões');
    expect(await prisma.levelProduct.count({ where: { levelId: level.id } })).toBe(1);

    // the last product stays: a level with none could never be reached (SPEC 5, decision 435)
    const last = await prisma.levelProduct.findFirstOrThrow({ where: { levelId: level.id } });
    const refused = await call(removePermission, 'DELETE', `${L}/permissions/delete/${last.id}`, {
      ...asAdmin(),
      params: { permissionId: last.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Nenhum produto selecionado.');
    expect(await prisma.levelProduct.findUnique({ where: { id: last.id } })).not.toBeNull();
  });

  it('two removals at once keep one of the last two products', async () => {
    const { level } = await makeLevel(w.a.id, 'Corrida', 5, 2);
    const perms = await prisma.levelProduct.findMany({ where: { levelId: level.id } });
    const answers = await Promise.all(
      perms.map((p) =>
        call(removePermission, 'DELETE', `${L}/permissions/delete/${p.id}`, {
          ...asAdmin(),
          params: { permissionId: p.id },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await prisma.levelProduct.count({ where: { levelId: level.id } })).toBe(1);
  });

  it('refuses no product with "Nenhum produto selecionado.", inactive (422) and foreign (404) products', async () => {
    const { level } = await makeLevel(w.a.id, 'Regras', 5);
    const send = (ids: string[]) =>
      call(addPermissions, 'POST', `${L}/permissions/create`, {
        ...asAdmin(),
        body: { tenant_id: w.a.id, level_id: level.id, array_plans_id: ids },
      });
    const empty = await send([]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Nenhum produto selecionado.');
    const inactive = await makeProduct(w.a.id, 'inactive');
    const i = await send([inactive.id]);
    expect(i.status).toBe(422);
    expect(i.body.message).toBe('O produto selecionado está inativo. Escolha um produto ativo.');
    expect((await send([(await makeProduct(w.b.id)).id])).status).toBe(404);
    expect(await prisma.levelProduct.count({ where: { levelId: level.id } })).toBe(1);
  });

  it("the other tenant cannot read or change a level's products", async () => {
    const { level, permission } = await makeLevel(w.a.id, 'Alheio', 5);
    const got = await call(listPermissions, 'GET', `${L}/permissions/get-by-level/${w.b.id}/${level.id}`, {
      host: w.b.host,
      cookie: w.adminB.cookie,
      params: { tenant: w.b.id, levelId: level.id },
    });
    expect(got.status).toBe(404);
    const del = await call(removePermission, 'DELETE', `${L}/permissions/delete/${permission.id}`, {
      host: w.b.host,
      cookie: w.adminB.cookie,
      params: { permissionId: permission.id },
    });
    expect(del.status).toBe(404);
    expect(await prisma.levelProduct.findUnique({ where: { id: permission.id } })).not.toBeNull();
  });
});
