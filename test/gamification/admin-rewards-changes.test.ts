import { describe, expect, it } from 'vitest';
import { DELETE as remove } from '@/app/api/auth/ranking/rewards/delete/[rewardId]/[tenant]/route';
import { GET as list } from '@/app/api/auth/ranking/rewards/get/[tenant]/route';
import { POST as addPermissions } from '@/app/api/auth/ranking/rewards/permissions/create/route';
import { DELETE as removePermission } from '@/app/api/auth/ranking/rewards/permissions/delete/[permissionId]/route';
import { POST as update } from '@/app/api/auth/ranking/rewards/update/route';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { makeProduct, makeReward, readyUpload } from './helpers';
import { asAdmin, base, createReward, product, R, setupWorld, w } from './rewards-world';

// Rewards in the panel, after creation: update, delete and the product permissions (create and list:
// ./admin-rewards.test.ts).

setupWorld();

describe('update', () => {
  it('changes the reward, replaces the products and keeps an unchanged badge sent back as its URL', async () => {
    const badge = await readyUpload(w.a.id, 'badge');
    const created = await createReward({ ...base(), delivery_type: 'badge', img: badge });
    const id = created.body.data.id;
    const listed = await call(list, 'GET', `${R}/get/${w.a.id}`, {
      ...asAdmin(),
      params: { tenant: w.a.id },
    });
    const url = listed.body.data.find((r: { id: string }) => r.id === id).img;
    const other = await makeProduct(w.a.id);

    const res = await call(update, 'POST', `${R}/update`, {
      ...asAdmin(),
      body: {
        ...base(),
        id,
        name: 'Renomeada',
        needed_score: 7,
        delivery_type: 'badge',
        img: url,
        // the list's items may be sent back as they are
        plansSelected: [{ plan_id: other.id, title: other.title }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Recompensa atualizada com sucesso');
    expect(res.body.data).toMatchObject({ id, name: 'Renomeada', needed_score: 7, img: url });
    const row = await prisma.reward.findUniqueOrThrow({ where: { id }, include: { products: true } });
    expect(row.badgePath).toBe(badge);
    expect(row.products.map((p) => p.productId)).toEqual([other.id]);
  });

  it('accepts a multipart update and keeps products, animation and sound when left out', async () => {
    const created = await createReward({ ...base(), animation: 'rocket', song: 'chime' });
    const form = new FormData();
    form.set('id', created.body.data.id);
    form.set('name', 'Multipart');
    form.set('reward_type', 'score');
    form.set('needed_score', '9');
    form.set('delivery_type', 'link');
    form.append('links[]', 'https://x.example.com');
    const res = await call(update, 'POST', `${R}/update`, { ...asAdmin(), form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await prisma.reward.findUniqueOrThrow({
      where: { id: created.body.data.id },
      include: { products: true },
    });
    expect(row).toMatchObject({
      name: 'Multipart',
      neededScore: 9,
      links: ['https://x.example.com'],
      animation: 'rocket',
      sound: 'chime',
    });
    expect(row.products.map((p) => p.productId)).toEqual([product]);
  });

  it('replaces the product set from the panel form (plansSelected as one JSON field), all or nothing', async () => {
    const kept = await makeProduct(w.a.id);
    const added = await makeProduct(w.a.id);
    const inactive = await makeProduct(w.a.id, 'inactive');
    const created = await createReward({ ...base(), plansSelected: [product, kept.id] });
    const id = created.body.data.id;
    const send = (name: string, plans: string[]) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        ...base(),
        id,
        name,
        links: undefined,
        plansSelected: undefined,
      }))
        if (v !== undefined) form.set(k, String(v));
      form.set('links', JSON.stringify(['https://example.com/premio']));
      form.set('plansSelected', JSON.stringify(plans));
      return call(update, 'POST', `${R}/update`, { ...asAdmin(), form });
    };
    const products = async () =>
      (await prisma.rewardProduct.findMany({ where: { rewardId: id } })).map((p) => p.productId).sort();

    const ok = await send('Trocada', [kept.id, added.id]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.plansSelected.map((p: { plan_id: string }) => p.plan_id).sort()).toEqual(
      [kept.id, added.id].sort(),
    );
    expect(await products()).toEqual([kept.id, added.id].sort());

    // one inactive product refuses the whole save: neither the name nor the set changes
    const refused = await send('Não salva', [product, inactive.id]);
    expect(refused.status).toBe(422);
    expect((await prisma.reward.findUniqueOrThrow({ where: { id } })).name).toBe('Trocada');
    expect(await products()).toEqual([kept.id, added.id].sort());
  });

  it('keeps the delivered product: left out or the same is fine, another one or another type is 422', async () => {
    const granted = await makeProduct(w.a.id);
    const other = await makeProduct(w.a.id);
    const created = await createReward({
      ...base(),
      delivery_type: 'product',
      deliverable_product: granted.id,
    });
    const id = created.body.data.id;
    const same = await call(update, 'POST', `${R}/update`, {
      ...asAdmin(),
      body: { ...base(), id, delivery_type: 'product', deliverable_product: granted.id, name: 'Mesma' },
    });
    expect(same.status).toBe(200);
    const none = await call(update, 'POST', `${R}/update`, {
      ...asAdmin(),
      body: { ...base(), id, delivery_type: 'product', name: 'Sem produto' },
    });
    expect(none.status).toBe(200);
    expect(none.body.data.deliverable_product).toBe(granted.id);
    for (const patch of [
      { delivery_type: 'product', deliverable_product: other.id },
      { delivery_type: 'link', links: ['https://example.com'] },
    ]) {
      const res = await call(update, 'POST', `${R}/update`, {
        ...asAdmin(),
        body: { ...base(), id, ...patch },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('O produto entregue não pode ser alterado na edição.');
    }
    const row = await prisma.reward.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      deliverableProductId: granted.id,
      deliveryType: 'product',
      name: 'Sem produto',
    });
  });

  it("refuses the other tenant's editor (404) and a deleted reward (404), changing nothing", async () => {
    const { reward } = await makeReward(w.a.id, 'Intocada');
    const o = await call(update, 'POST', `${R}/update`, {
      host: w.b.host,
      cookie: w.adminB.cookie,
      body: { ...base(), tenant_id: undefined, id: reward.id, name: 'Invadida' },
    });
    expect(o.status).toBe(404);
    await prisma.reward.update({ where: { id: reward.id }, data: { deletedAt: new Date() } });
    const d = await call(update, 'POST', `${R}/update`, { ...asAdmin(), body: { ...base(), id: reward.id } });
    expect(d.status).toBe(404);
    expect((await prisma.reward.findUniqueOrThrow({ where: { id: reward.id } })).name).toBe('Intocada');
  });
});

describe('delete', () => {
  it('soft deletes: the row stays with deletedAt, the list and a second delete ignore it', async () => {
    const { reward, permission } = await makeReward(w.a.id, 'Para apagar');
    const res = await call(remove, 'DELETE', `${R}/delete/${reward.id}/${w.a.id}`, {
      ...asAdmin(),
      params: { rewardId: reward.id, tenant: w.a.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Recompensa excluída com sucesso');
    const row = await prisma.reward.findUniqueOrThrow({ where: { id: reward.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await prisma.rewardProduct.findUnique({ where: { id: permission.id } })).not.toBeNull();
    const listed = await call(list, 'GET', `${R}/get/${w.a.id}`, {
      ...asAdmin(),
      params: { tenant: w.a.id },
    });
    expect(listed.body.data.some((r: { id: string }) => r.id === reward.id)).toBe(false);
    const again = await call(remove, 'DELETE', `${R}/delete/${reward.id}/${w.a.id}`, {
      ...asAdmin(),
      params: { rewardId: reward.id, tenant: w.a.id },
    });
    expect(again.status).toBe(404);
  });

  it('refuses a student (403) and the other tenant (404)', async () => {
    const { reward } = await makeReward(w.a.id);
    const params = { rewardId: reward.id, tenant: w.a.id };
    const s = await call(remove, 'DELETE', `${R}/delete/${reward.id}/${w.a.id}`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      params,
    });
    expect(s.status).toBe(403);
    const o = await call(remove, 'DELETE', `${R}/delete/${reward.id}/${w.b.id}`, {
      host: w.b.host,
      cookie: w.adminB.cookie,
      params: { rewardId: reward.id, tenant: w.b.id },
    });
    expect(o.status).toBe(404);
    expect((await prisma.reward.findUniqueOrThrow({ where: { id: reward.id } })).deletedAt).toBeNull();
  });
});

describe('permissions', () => {
  it('adds products (existing ones kept) and answers the items asked for', async () => {
    const { reward, product: first } = await makeReward(w.a.id);
    const second = await makeProduct(w.a.id);
    const res = await call(addPermissions, 'POST', `${R}/permissions/create`, {
      ...asAdmin(),
      body: { tenant_id: w.a.id, reward_id: reward.id, array_plans_id: [first.id, second.id] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.map((p: { plan_id: string }) => p.plan_id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(await prisma.rewardProduct.count({ where: { rewardId: reward.id } })).toBe(2);
  });

  it('refuses an empty list with the SPEC message and an inactive product with 422', async () => {
    const { reward } = await makeReward(w.a.id);
    const empty = await call(addPermissions, 'POST', `${R}/permissions/create`, {
      ...asAdmin(),
      body: { tenant_id: w.a.id, reward_id: reward.id, array_plans_id: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Turma/produto que irá pontuar é obrigatório');
    const inactive = await makeProduct(w.a.id, 'inactive');
    const res = await call(addPermissions, 'POST', `${R}/permissions/create`, {
      ...asAdmin(),
      body: { tenant_id: w.a.id, reward_id: reward.id, array_plans_id: [inactive.id] },
    });
    expect(res.status).toBe(422);
    expect(await prisma.rewardProduct.count({ where: { rewardId: reward.id } })).toBe(1);
  });

  it('removes one product; the other tenant gets 404 and nothing is removed', async () => {
    const { reward, permission } = await makeReward(w.a.id, 'Dois produtos', 2);
    const o = await call(removePermission, 'DELETE', `${R}/permissions/delete/${permission.id}`, {
      host: w.b.host,
      cookie: w.adminB.cookie,
      params: { permissionId: permission.id },
    });
    expect(o.status).toBe(404);
    expect(await prisma.rewardProduct.findUnique({ where: { id: permission.id } })).not.toBeNull();
    const res = await call(removePermission, 'DELETE', `${R}/permissions/delete/${permission.id}`, {
      ...asAdmin(),
      params: { permissionId: permission.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Produto excluído das permissões');
    expect(await prisma.rewardProduct.findUnique({ where: { id: permission.id } })).toBeNull();

    // the last product stays: a reward no student's product earns would never be delivered (decision 435)
    const last = await prisma.rewardProduct.findFirstOrThrow({ where: { rewardId: reward.id } });
    const refused = await call(removePermission, 'DELETE', `${R}/permissions/delete/${last.id}`, {
      ...asAdmin(),
      params: { permissionId: last.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Turma/produto que irá pontuar é obrigatório');
    expect(await prisma.rewardProduct.findUnique({ where: { id: last.id } })).not.toBeNull();
  });
});
