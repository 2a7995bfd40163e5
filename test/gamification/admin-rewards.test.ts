import { describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/auth/ranking/rewards/create/route';
import { GET as list } from '@/app/api/auth/ranking/rewards/get/[tenant]/route';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { makeLesson, makeProduct, makeQuiz, makeReward, readyUpload } from './helpers';
import { asAdmin, base, createReward, product, R, setupWorld, w } from './rewards-world';

setupWorld();
const countRewards = () => prisma.reward.count({ where: { tenantId: w.a.id } });

describe('create', () => {
  it('creates a score reward with its products and answers 201 {data:{id}} with the SPEC message', async () => {
    const res = await createReward({ ...base(), animation: 'trofeu', song: 'fanfare' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Nova recompensa criada');
    const row = await prisma.reward.findUniqueOrThrow({
      where: { id: res.body.data.id },
      include: { products: true },
    });
    expect(row).toMatchObject({
      tenantId: w.a.id,
      name: 'Medalha de ouro',
      description: 'Para quem chega lá',
      rewardType: 'score',
      neededScore: 100,
      deliveryType: 'link',
      links: ['https://example.com/premio'],
      animation: 'trofeu',
      sound: 'fanfare',
      deletedAt: null,
    });
    expect(row.products.map((p) => p.productId)).toEqual([product]);
  });

  it('accepts a multipart form (criteria alias, repeated plansSelected[], links as JSON)', async () => {
    const other = await makeProduct(w.a.id);
    const form = new FormData();
    form.set('tenant_id', w.a.id);
    form.set('name', 'Por formulário');
    form.set('criteria', 'score');
    form.set('needed_score', '30');
    form.append('plansSelected[]', product);
    form.append('plansSelected[]', other.id);
    form.set('delivery_type', 'link');
    form.set('links', JSON.stringify(['https://a.example.com', 'https://b.example.com']));
    form.set('animation', 'rocket');
    form.set('song', 'coin');
    const res = await call(create, 'POST', `${R}/create`, { ...asAdmin(), form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await prisma.reward.findUniqueOrThrow({
      where: { id: res.body.data.id },
      include: { products: true },
    });
    expect(row.neededScore).toBe(30);
    expect(row.links).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(row.products.map((p) => p.productId).sort()).toEqual([product, other.id].sort());
  });

  it('stores a quiz reward, a lesson reward, a badge, a file, an embed and a product delivery', async () => {
    const quiz = await makeQuiz(w.a.id);
    const lesson = await makeLesson(w.a.id);
    const badge = await readyUpload(w.a.id, 'badge', { contentType: 'image/gif', ext: 'gif' });
    const file = await readyUpload(w.a.id, 'reward-file');
    const granted = await makeProduct(w.a.id);

    const q = await createReward({
      ...base(),
      reward_type: 'quiz',
      quiz: quiz.id,
      delivery_type: 'badge',
      img: badge,
    });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    expect(await prisma.reward.findUnique({ where: { id: q.body.data.id } })).toMatchObject({
      rewardType: 'quiz',
      quizId: quiz.id,
      neededScore: null,
      badgePath: badge,
      links: [],
    });

    const l = await createReward({
      ...base(),
      reward_type: 'lesson',
      lesson: lesson.id,
      delivery_type: 'file',
      content: file,
      content_name: 'certificado.pdf',
    });
    expect(l.status, JSON.stringify(l.body)).toBe(201);
    expect(await prisma.reward.findUnique({ where: { id: l.body.data.id } })).toMatchObject({
      rewardType: 'lesson',
      lessonId: lesson.id,
      filePath: file,
      fileName: 'certificado.pdf',
    });

    const e = await createReward({ ...base(), delivery_type: 'embed', embed: '<iframe></iframe>' });
    expect(e.status).toBe(201);
    expect((await prisma.reward.findUnique({ where: { id: e.body.data.id } }))?.embed).toBe(
      '<iframe></iframe>',
    );

    const p = await createReward({ ...base(), delivery_type: 'product', deliverable_product: granted.id });
    expect(p.status).toBe(201);
    expect((await prisma.reward.findUnique({ where: { id: p.body.data.id } }))?.deliverableProductId).toBe(
      granted.id,
    );

    const listed = await call(list, 'GET', `${R}/get/${w.a.id}`, {
      ...asAdmin(),
      params: { tenant: w.a.id },
    });
    const byId = (id: string) => listed.body.data.find((r: { id: string }) => r.id === id);
    expect(byId(q.body.data.id)).toMatchObject({ quiz: quiz.id, quiz_name: quiz.name, lesson_title: null });
    expect(byId(l.body.data.id)).toMatchObject({
      lesson: lesson.id,
      lesson_title: lesson.title,
      content_name: 'certificado.pdf',
    });
    expect(byId(l.body.data.id).content).toMatch(/\.pdf$/);
    expect(byId(p.body.data.id)).toMatchObject({
      deliverable_product: granted.id,
      deliverable_product_title: granted.title,
    });
  });

  it.each([
    ['quiz type without a quiz', { reward_type: 'quiz' }, 'Campo obrigatório', 'quiz'],
    ['lesson type without a lesson', { reward_type: 'lesson' }, 'Campo obrigatório', 'lesson'],
    ['no product', { plansSelected: [] }, 'Turma/produto que irá pontuar é obrigatório', 'plansSelected'],
    [
      'products missing',
      { plansSelected: undefined },
      'Turma/produto que irá pontuar é obrigatório',
      'plansSelected',
    ],
    [
      'an invalid link',
      { links: ['https://ok.example.com', 'nada'] },
      'Valor inválido, corrija e tente novamente',
      'links.1',
    ],
    ['a name over 150', { name: 'x'.repeat(151) }, 'O nome deve ter no máximo 150 caracteres.', 'name'],
    [
      'a description over 250',
      { description: 'x'.repeat(251) },
      'A descrição deve ter no máximo 250 caracteres.',
      'description',
    ],
    [
      'a negative needed score',
      { needed_score: -1 },
      'A pontuação deve ser maior ou igual a 0.',
      'needed_score',
    ],
    ['an unknown animation', { animation: 'explosion' }, 'Escolha uma animação válida.', 'animation'],
    ['an unknown sound', { song: 'bang' }, 'Escolha um som válido.', 'song'],
    ['an unknown criteria', { reward_type: 'likes' }, 'Escolha um critério válido.', 'reward_type'],
    ['a badge delivery without image', { delivery_type: 'badge' }, 'Envie a imagem da insígnia.', 'img'],
    [
      'an embed over 10000',
      { delivery_type: 'embed', embed: 'x'.repeat(10_001) },
      'O código do embed deve ter no máximo 10000 caracteres.',
      'embed',
    ],
  ])('refuses %s with the pt-BR message, creating nothing', async (_n, patch, message, field) => {
    const before = await countRewards();
    const res = await createReward({ ...base(), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    expect(await countRewards()).toBe(before);
  });

  it("refuses an inactive product (422) and another tenant's product (404)", async () => {
    const inactive = await makeProduct(w.a.id, 'inactive');
    const foreign = await makeProduct(w.b.id);
    const before = await countRewards();
    const a = await createReward({ ...base(), plansSelected: [product, inactive.id] });
    expect(a.status).toBe(422);
    expect(a.body.message).toBe('O produto selecionado está inativo. Escolha um produto ativo.');
    const b = await createReward({ ...base(), plansSelected: [foreign.id] });
    expect(b.status).toBe(404);
    const c = await createReward({ ...base(), delivery_type: 'product', deliverable_product: inactive.id });
    expect(c.status).toBe(422);
    expect(await countRewards()).toBe(before);
  });

  it("refuses another tenant's quiz or lesson", async () => {
    const quiz = await makeQuiz(w.b.id);
    const lesson = await makeLesson(w.b.id);
    expect((await createReward({ ...base(), reward_type: 'quiz', quiz: quiz.id })).status).toBe(404);
    expect((await createReward({ ...base(), reward_type: 'lesson', lesson: lesson.id })).status).toBe(404);
  });

  describe('upload checks', () => {
    it('refuses a badge over 1 MB with the SPEC message', async () => {
      const big = await readyUpload(w.a.id, 'badge', { size: 1_048_577 });
      const res = await createReward({ ...base(), delivery_type: 'badge', img: big });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('O arquivo excede o tamanho máximo permitido de 1MB.');
    });

    it('refuses an upload of the wrong kind', async () => {
      const banner = await readyUpload(w.a.id, 'banner-image');
      const res = await createReward({ ...base(), delivery_type: 'badge', img: banner });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('O envio do arquivo não foi concluído. Envie-o novamente.');
    });

    it("refuses another tenant's upload and an unfinished one", async () => {
      const foreign = await readyUpload(w.b.id, 'badge');
      const pending = await readyUpload(w.a.id, 'badge', { status: 'pending' });
      expect((await createReward({ ...base(), delivery_type: 'badge', img: foreign })).status).toBe(422);
      expect((await createReward({ ...base(), delivery_type: 'badge', img: pending })).status).toBe(422);
      const file = await readyUpload(w.b.id, 'reward-file');
      expect((await createReward({ ...base(), delivery_type: 'file', content: file })).status).toBe(422);
    });

    it('refuses a badge whose stored type is not an image', async () => {
      const pdf = await readyUpload(w.a.id, 'badge', { contentType: 'application/pdf', ext: 'pdf' });
      const res = await createReward({ ...base(), delivery_type: 'badge', img: pdf });
      expect(res.status).toBe(415);
      expect(res.body.message).toContain('png');
    });
  });

  it('refuses a student (403) and the other tenant (404)', async () => {
    const before = await countRewards();
    const s = await call(create, 'POST', `${R}/create`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      body: base(),
    });
    expect(s.status).toBe(403);
    const o = await call(create, 'POST', `${R}/create`, {
      host: w.b.host,
      cookie: w.adminB.cookie,
      body: base(),
    });
    expect(o.status).toBe(404);
    expect(await countRewards()).toBe(before);
  });
});

describe('list', () => {
  it('answers the rewards in creation order with URLs and permissions, without deleted ones', async () => {
    const t = await import('../support/factories');
    const tenant = await t.createTenant();
    const admin = await t.createUser(tenant, 'admin');
    const first = await makeReward(tenant.id, 'Primeira');
    const second = await makeReward(tenant.id, 'Segunda');
    const gone = await makeReward(tenant.id, 'Apagada');
    await prisma.reward.update({ where: { id: gone.reward.id }, data: { deletedAt: new Date() } });
    const badge = await readyUpload(tenant.id, 'badge');
    await prisma.reward.update({
      where: { id: second.reward.id },
      data: { deliveryType: 'badge', badgePath: badge },
    });

    const res = await call(list, 'GET', `${R}/get/${tenant.id}`, {
      host: tenant.host,
      cookie: admin.cookie,
      params: { tenant: tenant.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(['Primeira', 'Segunda']);
    expect(res.body.data[0]).toMatchObject({
      id: first.reward.id,
      reward_type: 'score',
      needed_score: 100,
      tenant_id: tenant.id,
      plansSelected: [
        { permission_id: first.permission.id, plan_id: first.product.id, title: first.product.title },
      ],
    });
    expect(res.body.data[1].img).toMatch(new RegExp(`${badge.split('/').pop()}$`));
  });

  it('the other tenant gets 404', async () => {
    const res = await call(list, 'GET', `${R}/get/${w.a.id}`, {
      host: w.b.host,
      cookie: w.adminB.cookie,
      params: { tenant: w.a.id },
    });
    expect(res.status).toBe(404);
  });
});
