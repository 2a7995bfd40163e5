import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { route } from '@/lib/server/route';
import { call } from '../support/http';
import { createWorld } from '../support/factories';

// The wrapper's contract, on synthetic handlers.
const editorCreate = route({
  auth: 'editor',
  params: z.object({ tenant: z.string() }),
  body: z.object({ title: z.string().min(3, 'validation.tooShort').max(10) }),
  status: 201,
  handler: ({ ctx, body }) =>
    ctx.db.product.create({
      data: { tenantId: ctx.tenant.id, title: body.title },
      select: { id: true, title: true },
    }),
});
const userOnly = route({
  auth: 'user',
  handler: ({ ctx }) => ({ name: ctx.user.name, canEdit: ctx.canEdit }),
});
const boom = route({
  auth: 'public',
  handler: () => {
    throw new Error('secret internals at /srv/app/lib/x.ts:12');
  },
});
const typed = route({
  auth: 'public',
  envelope: 'dataData',
  handler: () => {
    throw new AppError('CONFLICT', { messageKey: 'errors.conflict', meta: { type: 'SomethingException' } });
  },
});
const byOtherName = route({
  auth: 'user',
  params: z.object({ id: z.string() }),
  tenantParam: 'id',
  handler: ({ ctx }) => ({ tenant: ctx.tenant.id }),
});
const enveloped = route({ auth: 'public', envelope: 'dataData', handler: () => [1, 2] });

describe('route wrapper', () => {
  let w: Awaited<ReturnType<typeof createWorld>>;
  beforeAll(async () => {
    w = await createWorld();
  });
  const count = () => prisma.product.count();

  it('401 anonymous, 403 student, 201 editor', async () => {
    const path = `/x/${w.a.id}`;
    const params = { tenant: w.a.id };
    expect(
      (await call(editorCreate, 'POST', path, { host: w.a.host, params, body: { title: 'abcd' } })).status,
    ).toBe(401);
    const student = await call(editorCreate, 'POST', path, {
      host: w.a.host,
      params,
      cookie: w.studentA.cookie,
      body: { title: 'abcd' },
    });
    expect(student.status).toBe(403);
    expect(student.body.message).toBe('Você não tem permissão para esta ação.');
    const ok = await call(editorCreate, 'POST', path, {
      host: w.a.host,
      params,
      cookie: w.adminA.cookie,
      body: { title: 'abcd' },
    });
    expect(ok).toMatchObject({ status: 201, body: { data: { title: 'abcd' } } });
  });

  it("404 for another tenant's id in params, query, body or header; nothing written", async () => {
    const before = await count();
    const asB = { host: w.b.host, cookie: w.adminB.cookie, body: { title: 'abcd' } };
    expect((await call(editorCreate, 'POST', '/x', { ...asB, params: { tenant: w.a.id } })).status).toBe(404);
    expect(
      (await call(editorCreate, 'POST', `/x?tenantId=${w.a.id}`, { ...asB, params: { tenant: w.b.id } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(editorCreate, 'POST', '/x', {
          ...asB,
          params: { tenant: w.b.id },
          body: { title: 'abcd', tenant_id: w.a.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(editorCreate, 'POST', '/x', {
          ...asB,
          params: { tenant: w.b.id },
          headers: { tenantId: w.a.id },
        })
      ).status,
    ).toBe(404);
    expect(await count()).toBe(before);
  });

  it('tenantParam: a tenant id under another param name is checked too (missing counts as wrong)', async () => {
    const as = { host: w.a.host, cookie: w.studentA.cookie };
    expect((await call(byOtherName, 'GET', '/x', { ...as, params: { id: w.a.id } })).status).toBe(200);
    expect((await call(byOtherName, 'GET', '/x', { ...as, params: { id: w.b.id } })).status).toBe(404);
    expect((await call(byOtherName, 'GET', '/x', { ...as, params: { id: '' } })).status).toBe(404);
  });

  it("a session is valid only on its own tenant's host", async () => {
    const res = await call(userOnly, 'GET', '/me', { host: w.b.host, cookie: w.adminA.cookie });
    expect(res.status).toBe(401);
  });

  it('400 with the translated first message and fields; malformed JSON 400; nothing written', async () => {
    const before = await count();
    const opts = { host: w.a.host, cookie: w.adminA.cookie, params: { tenant: w.a.id } };
    const short = await call(editorCreate, 'POST', '/x', { ...opts, body: { title: 'ab' } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      message: 'Deve ter no mínimo 3 caracteres',
      fields: { title: 'Deve ter no mínimo 3 caracteres' },
    });
    const en = await call(editorCreate, 'POST', '/x', {
      ...opts,
      body: {},
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.body.fields).toEqual({ title: 'Required field' });
    const bad = await call(editorCreate, 'POST', '/x', { ...opts, body: '{"title": ' });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'O corpo da requisição não é um JSON válido.' },
    });
    expect(await count()).toBe(before);
  });

  it('500 never leaks internals', async () => {
    const res = await call(boom, 'GET', '/boom', { host: w.a.host });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret');
    expect(res.body.message).toBe('Ocorreu um erro inesperado. Tente novamente mais tarde.');
  });

  it('typed errors keep their metadata; envelopes shape answers', async () => {
    expect(await call(typed, 'GET', '/t', { host: w.a.host })).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', type: 'SomethingException' },
    });
    expect((await call(enveloped, 'GET', '/e', { host: w.a.host })).body).toEqual({ data: { data: [1, 2] } });
  });

  it('the user context carries canEdit by role', async () => {
    expect(
      (await call(userOnly, 'GET', '/me', { host: w.a.host, cookie: w.studentA.cookie })).body.data.canEdit,
    ).toBe(false);
    expect(
      (await call(userOnly, 'GET', '/me', { host: w.a.host, cookie: w.adminA.cookie })).body.data.canEdit,
    ).toBe(true);
  });
});

describe('incoming X-Request-Id (issue 56)', () => {
  it('keeps a short plain id and replaces anything else', async () => {
    const get = (id?: string) =>
      call(typed, 'GET', '/x', { host: 'anything', headers: id === undefined ? {} : { 'x-request-id': id } });
    expect((await get('lb-123.abc:9_Z')).headers.get('x-request-id')).toBe('lb-123.abc:9_Z');
    for (const bad of ['a'.repeat(65), 'com espaço', 'x"}{"admin":true', '']) {
      const id = (await get(bad)).headers.get('x-request-id');
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await get()).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
