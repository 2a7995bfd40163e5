import { beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/auth/config/plataforma/links/create/route';
import { DELETE as remove } from '@/app/api/auth/config/plataforma/links/delete/[tenantId]/[id]/route';
import { POST as order } from '@/app/api/auth/config/plataforma/links/order/route';
import { POST as update } from '@/app/api/auth/config/plataforma/links/update/[id]/route';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createWorld } from '../support/factories';
import { linksOf, seedLinks } from './helpers';

type World = Awaited<ReturnType<typeof createWorld>>;
const P = '/api/auth/config/plataforma/links';

describe('custom header links (SPEC 5 "Header links", 7)', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  beforeEach(async () => {
    await prisma.navigationLink.deleteMany({ where: { tenantId: { in: [w.a.id, w.b.id] } } });
  });

  const post = (body: unknown, cookie = w.adminA.cookie) =>
    call(create, 'POST', `${P}/create`, { host: w.a.host, cookie, body });

  it('creates links at the end, with http(s):// stripped before saving', async () => {
    const one = await post({ link_title: ' Blog ', link_url: 'https://example.com/blog', tenant_id: w.a.id });
    expect(one.status).toBe(201);
    expect(one.body.data).toMatchObject({ link_title: 'Blog', link_url: 'example.com/blog', order: 1 });
    const two = await post({ link_title: 'Loja', link_url: 'HTTP://loja.example.com' });
    expect(two.body.data).toMatchObject({ link_url: 'loja.example.com', order: 2 });
    const three = await post({ link_title: 'Sem esquema', link_url: 'example.org/x?y=1' });
    expect(three.body.data.link_url).toBe('example.org/x?y=1');
    expect((await linksOf(w.a.id)).map((l) => l.url)).toEqual([
      'example.com/blog',
      'loja.example.com',
      'example.org/x?y=1',
    ]);
  });

  it('keeps a community link on a host with a port', async () => {
    const res = await post({ link_title: 'Comunidade', link_url: `localhost:3000/comunidade/${w.a.id}/abc` });
    expect(res.status).toBe(201);
    expect(res.body.data.link_url).toBe(`localhost:3000/comunidade/${w.a.id}/abc`);
  });

  it('refuses the fourth link with the spec message, in Portuguese with accents', async () => {
    await seedLinks(w.a.id, ['A', 'B', 'C']);
    const res = await post({ link_title: 'D', link_url: 'd.example.com' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Você pode criar no máximo 3 (três) links');
    expect(await linksOf(w.a.id)).toHaveLength(3);
  });

  it('refuses the fourth link also when two creates race for the last slot', async () => {
    await seedLinks(w.a.id, ['A', 'B']);
    const results = await Promise.all(
      ['X', 'Y', 'Z'].map((t) => post({ link_title: t, link_url: `${t}.example.com` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    const rows = await linksOf(w.a.id);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.order)).toEqual([1, 2, 3]);
  });

  it('answers the blank-field messages and saves nothing', async () => {
    const both = await post({ link_title: '  ', link_url: '' });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Valores dos campos inválidos');
    const one = await post({ link_title: 'Blog', link_url: ' ' });
    expect(one.body.message).toBe('Valor do campo inválido');
    const title = await post({ link_title: '', link_url: 'example.com' });
    expect(title.body.message).toBe('Valor do campo inválido');
    expect(await linksOf(w.a.id)).toHaveLength(0);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://example.com',
    'java\tscript:alert(1)',
    '/\\evil.com',
  ])('accepts only http(s) URLs: %s is refused', async (url) => {
    const res = await post({ link_title: 'X', link_url: url });
    expect(res.status).toBe(400);
    expect(await linksOf(w.a.id)).toHaveLength(0);
  });

  it('updates title and URL (stripped); another tenant’s link is a 404', async () => {
    const [id] = await seedLinks(w.a.id, ['Blog']);
    const res = await call(update, 'POST', `${P}/update/${id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { id: id! },
      body: { link_title: 'Novo', link_url: 'https://novo.example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, link_title: 'Novo', link_url: 'novo.example.com' });
    const [other] = await seedLinks(w.b.id, ['Outro']);
    const cross = await call(update, 'POST', `${P}/update/${other}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { id: other! },
      body: { link_title: 'Roubado', link_url: 'x.example.com' },
    });
    expect(cross.status).toBe(404);
    expect((await linksOf(w.b.id))[0]!.title).toBe('Outro');
  });

  it('deletes a link and renumbers the rest from 1', async () => {
    const [a, b, c] = await seedLinks(w.a.id, ['A', 'B', 'C']);
    const res = await call(remove, 'DELETE', `${P}/delete/${w.a.id}/${a}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { tenantId: w.a.id, id: a! },
    });
    expect(res.status).toBe(200);
    expect((await linksOf(w.a.id)).map((l) => [l.id, l.order])).toEqual([
      [b, 1],
      [c, 2],
    ]);
    const again = await call(remove, 'DELETE', `${P}/delete/${w.a.id}/${a}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { tenantId: w.a.id, id: a! },
    });
    expect(again.status).toBe(404);
  });

  it('saves a new order; repeated or foreign ids change nothing', async () => {
    const [a, b, c] = await seedLinks(w.a.id, ['A', 'B', 'C']);
    const res = await call(order, 'POST', `${P}/order`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { newOrdenation: [c, a, b] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((l: { link_title: string }) => l.link_title)).toEqual(['C', 'A', 'B']);
    const [foreign] = await seedLinks(w.b.id, ['Z']);
    const bad = await call(order, 'POST', `${P}/order`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { newOrdenation: [foreign, a] },
    });
    expect(bad.status).toBe(404);
    const dup = await call(order, 'POST', `${P}/order`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { newOrdenation: [a, a] },
    });
    expect(dup.status).toBe(400);
    expect((await linksOf(w.a.id)).map((l) => l.title)).toEqual(['C', 'A', 'B']);
  });

  it('is editor-only', async () => {
    const res = await post({ link_title: 'X', link_url: 'x.example.com' }, w.studentA.cookie);
    expect(res.status).toBe(403);
  });
});
