import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createWorld } from '../support/factories';
import { makeMarquee, makeProduct } from './endpoints';

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const create = async () => (await import('@/app/api/auth/marquee/create/route')).POST;
const update = async () => (await import('@/app/api/auth/marquee/update/[id]/route')).POST;
const byId = async () => await import('@/app/api/auth/marquee/[id]/route');

async function postCreate(body: Record<string, unknown>, as = { host: '', cookie: '' }) {
  const host = as.host || w.a.host;
  const cookie = as.cookie || w.adminA.cookie;
  return call(await create(), 'POST', '/api/auth/marquee/create', { host, cookie, body });
}

const valid = (productId: string) => ({
  text: 'Olá $nome_aluno',
  product_id: productId,
  timer: 40,
  url: '',
  tenant_id: w.a.id,
  type: 'horizontal',
});

describe('marquee create', () => {
  it('saves one marquee for an active product of the tenant', async () => {
    const p = await makeProduct(w.a.id);
    const res = await postCreate({ ...valid(p.id), url: 'https://example.com' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Letreiro salvo com sucesso.');
    expect(res.body.data).toMatchObject({
      text: 'Olá $nome_aluno',
      product_id: p.id,
      timer: 40,
      url: 'https://example.com',
      tenant_id: w.a.id,
      type: 'horizontal',
      product: { id: p.id, title: p.title },
    });
  });

  it('refuses a second marquee for the same product with the spec message', async () => {
    const p = await makeProduct(w.a.id);
    expect((await postCreate(valid(p.id))).status).toBe(201);
    const res = await postCreate({ ...valid(p.id), text: 'Outro' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Já existe um letreiro definido para este produto.');
    expect(res.body.fields.product_id).toBe('Já existe um letreiro definido para este produto.');
    expect(await prisma.marquee.count({ where: { productId: p.id } })).toBe(1);
  });

  it("refuses another tenant's product id as not found", async () => {
    const other = await makeProduct(w.b.id);
    const res = await postCreate(valid(other.id));
    expect(res.status).toBe(404);
    expect(await prisma.marquee.count({ where: { productId: other.id } })).toBe(0);
  });

  it('refuses an inactive product as not found', async () => {
    const p = await makeProduct(w.a.id, 'inactive');
    expect((await postCreate(valid(p.id))).status).toBe(404);
  });

  it('validates text, product, url and speed with the spec messages', async () => {
    const p = await makeProduct(w.a.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ text: '  ' }, 'O texto do letreiro é obrigatório'],
      [{ text: undefined }, 'O texto do letreiro é obrigatório'],
      [{ text: 'x'.repeat(33) }, 'O texto do letreiro deve ter no máximo 32 caracteres'],
      [{ product_id: '' }, 'Por favor, selecione um produto'],
      [{ product_id: undefined }, 'Por favor, selecione um produto'],
      [{ url: 'not a url' }, 'Insira uma URL válida'],
      [{ url: 'javascript:alert(1)' }, 'Insira uma URL válida'],
      [{ timer: 0 }, 'A velocidade deve ser um número entre 10 e 150'],
      [{ timer: -5 }, 'A velocidade deve ser um número entre 10 e 150'],
      [{ timer: 9 }, 'A velocidade deve ser um número entre 10 e 150'],
      [{ timer: 151 }, 'A velocidade deve ser um número entre 10 e 150'],
      [{ timer: 40.5 }, 'A velocidade deve ser um número entre 10 e 150'],
      [{ timer: 'rápido' }, 'A velocidade deve ser um número entre 10 e 150'],
      [{ type: 'vertical' }, 'O letreiro é sempre horizontal'],
    ];
    for (const [patch, message] of cases) {
      const res = await postCreate({ ...valid(p.id), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message, JSON.stringify(patch)).toBe(message);
    }
    expect(await prisma.marquee.count({ where: { productId: p.id } })).toBe(0);
  });

  it('accepts the limits: 32 characters, speed 10 and 150, timer as a numeric string', async () => {
    const p1 = await makeProduct(w.a.id);
    const p2 = await makeProduct(w.a.id);
    const r1 = await postCreate({ ...valid(p1.id), text: 'x'.repeat(32), timer: 10 });
    expect(r1.status).toBe(201);
    const r2 = await postCreate({ ...valid(p2.id), timer: '150', url: null });
    expect(r2.status).toBe(201);
    expect(r2.body.data.timer).toBe(150);
    expect(r2.body.data.url).toBeNull();
  });

  it('answers in the caller language', async () => {
    const p = await makeProduct(w.a.id);
    const res = await call(await create(), 'POST', '/api/auth/marquee/create', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      headers: { 'accept-language': 'en' },
      body: { ...valid(p.id), text: '' },
    });
    expect(res.body.message).toBe('The marquee text is required');
  });

  it('students get 403 and a tenant_id of another tenant gets 404', async () => {
    const p = await makeProduct(w.a.id);
    expect((await postCreate(valid(p.id), { host: w.a.host, cookie: w.studentA.cookie })).status).toBe(403);
    expect((await postCreate({ ...valid(p.id), tenant_id: w.b.id })).status).toBe(404);
  });
});

describe('marquee update and delete', () => {
  it('updates text and speed, keeps the product', async () => {
    const { product, marquee } = await makeMarquee(w.a.id);
    const res = await call(await update(), 'POST', `/api/auth/marquee/update/${marquee.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { id: marquee.id },
      body: { text: 'Novo', product_id: product.id, timer: 120, url: 'http://a.example' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Letreiro atualizado com sucesso.');
    expect(res.body.data).toMatchObject({ text: 'Novo', timer: 120, url: 'http://a.example' });
  });

  it("refuses moving to a product that already has a marquee, or to another tenant's product", async () => {
    const first = await makeMarquee(w.a.id);
    const second = await makeMarquee(w.a.id);
    const foreign = await makeProduct(w.b.id);
    const u = await update();
    const send = (productId: string) =>
      call(u, 'POST', `/api/auth/marquee/update/${second.marquee.id}`, {
        host: w.a.host,
        cookie: w.adminA.cookie,
        params: { id: second.marquee.id },
        body: { text: 'x', product_id: productId, timer: 40 },
      });
    const dup = await send(first.product.id);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Já existe um letreiro definido para este produto.');
    expect((await send(foreign.id)).status).toBe(404);
    const row = await prisma.marquee.findUniqueOrThrow({ where: { id: second.marquee.id } });
    expect(row.productId).toBe(second.product.id);
  });

  it("another tenant's marquee and malformed ids are 404 for update and delete", async () => {
    const { marquee, product } = await makeMarquee(w.b.id);
    const own = await makeProduct(w.a.id);
    for (const id of [marquee.id, 'nao-e-um-id']) {
      const up = await call(await update(), 'POST', `/api/auth/marquee/update/${id}`, {
        host: w.a.host,
        cookie: w.adminA.cookie,
        params: { id },
        body: { text: 'x', product_id: own.id, timer: 40 },
      });
      expect(up.status).toBe(404);
      const del = await call((await byId()).DELETE, 'DELETE', `/api/auth/marquee/${id}`, {
        host: w.a.host,
        cookie: w.adminA.cookie,
        params: { id },
      });
      expect(del.status).toBe(404);
    }
    const row = await prisma.marquee.findUniqueOrThrow({ where: { id: marquee.id } });
    expect(row.productId).toBe(product.id);
  });

  it('deletes, then the id is gone', async () => {
    const { marquee } = await makeMarquee(w.a.id);
    const d = (await byId()).DELETE;
    const opts = { host: w.a.host, cookie: w.adminA.cookie, params: { id: marquee.id } };
    const res = await call(d, 'DELETE', `/api/auth/marquee/${marquee.id}`, opts);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Exclusão realizada.');
    expect((await call(d, 'DELETE', `/api/auth/marquee/${marquee.id}`, opts)).status).toBe(404);
  });
});

describe('marquee list and products', () => {
  it("lists only the tenant's marquees; students get 403", async () => {
    const mine = await makeMarquee(w.a.id);
    const theirs = await makeMarquee(w.b.id);
    const list = (await byId()).GET;
    const res = await call(list, 'GET', `/api/auth/marquee/${w.a.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { id: w.a.id },
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((m: { id: string }) => m.id);
    expect(ids).toContain(mine.marquee.id);
    expect(ids).not.toContain(theirs.marquee.id);
    const student = await call(list, 'GET', `/api/auth/marquee/${w.a.id}`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      params: { id: w.a.id },
    });
    expect(student.status).toBe(403);
  });

  it('offers only active products of the tenant', async () => {
    const active = await makeProduct(w.a.id);
    const inactive = await makeProduct(w.a.id, 'inactive');
    const foreign = await makeProduct(w.b.id);
    const h = (await import('@/app/api/auth/marquee/products/[tenant]/route')).GET;
    const res = await call(h, 'GET', `/api/auth/marquee/products/${w.a.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { tenant: w.a.id },
    });
    const ids = res.body.data.map((p: { id: string }) => p.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(foreign.id);
  });
});
