import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { route } from '@/lib/server/route';
import { call } from '../support/http';
import { createWorld } from '../support/factories';

// The wrapper's request guards (decisions 60–61): same-origin for state changes, accepted body
// types, the state-changing GET, and the body cap. Synthetic handlers, real tenants and sessions.
const create = route({
  auth: 'editor',
  body: z.object({ title: z.string().min(1).max(200) }),
  status: 201,
  handler: ({ ctx, body }) =>
    ctx.db.product.create({ data: { tenantId: ctx.tenant.id, title: body.title }, select: { id: true } }),
});
const createForm = route({
  auth: 'editor',
  accepts: ['json', 'multipart', 'urlencoded'],
  body: z.object({ title: z.string().min(1) }),
  status: 201,
  handler: ({ ctx, body }) =>
    ctx.db.product.create({ data: { tenantId: ctx.tenant.id, title: body.title }, select: { id: true } }),
});
const toggle = route({
  auth: 'editor',
  unsafeGet: true,
  handler: ({ ctx }) =>
    ctx.db.product.create({ data: { tenantId: ctx.tenant.id, title: 'toggled' }, select: { id: true } }),
});
const read = route({ auth: 'public', handler: () => ({ ok: true }) });
const login = route({
  auth: 'public',
  body: z.object({ email: z.string() }),
  handler: ({ body }) => ({ email: body.email }),
});
const bigger = route({
  auth: 'public',
  maxBody: 3 * 1024 * 1024,
  body: z.object({ text: z.string() }),
  handler: ({ body }) => ({ length: body.text.length }),
});

let w: Awaited<ReturnType<typeof createWorld>>;
beforeAll(async () => {
  w = await createWorld();
});
const count = () => prisma.product.count({ where: { tenantId: w.a.id } });
const admin = () => ({ host: w.a.host, cookie: w.adminA.cookie });

describe('CSRF: unsafe methods must be same-origin', () => {
  it('same-origin Origin passes; a foreign Origin is 403 with a translated message, nothing written', async () => {
    const before = await count();
    const ok = await call(create, 'POST', '/x', { ...admin(), body: { title: 'ok' } });
    expect(ok.status).toBe(201);
    for (const origin of [
      'https://evil.example',
      `http://${w.b.host}`, // another tenant of the same platform
      `http://sibling.${w.a.host}`,
      `http://${w.a.host}:9999`, // another port of the same host
      'null', // sandboxed frame, data: URL, cross-site redirect
    ]) {
      const res = await call(create, 'POST', '/x', { ...admin(), origin, body: { title: 'evil' } });
      expect(res.status, origin).toBe(403);
      expect(res.body.message).toBe('Requisição recusada: ela não partiu desta plataforma.');
    }
    expect(await count()).toBe(before + 1);
  });

  describe('the Origin scheme must be the request scheme (decision 146)', () => {
    afterEach(() => {
      delete process.env.TRUST_PROXY;
      resetEnvCache();
    });
    const post = (url: string, origin: string, headers: Record<string, string> = {}) =>
      create(
        new Request(url, {
          method: 'POST',
          headers: {
            host: w.a.host,
            origin,
            cookie: w.adminA.cookie,
            'content-type': 'application/json',
            ...headers,
          },
          body: JSON.stringify({ title: 'scheme' }),
        }),
      );

    it('an http site refuses an https Origin of its host, and an https site an http one', async () => {
      const before = await count();
      expect((await post(`http://${w.a.host}/x`, `https://${w.a.host}`)).status).toBe(403);
      expect((await post(`https://${w.a.host}/x`, `http://${w.a.host}`)).status).toBe(403);
      expect((await post(`https://${w.a.host}/x`, `https://${w.a.host}:443`)).status).toBe(201);
      expect((await post(`http://${w.a.host}/x`, `http://${w.a.host}`)).status).toBe(201);
      expect(await count()).toBe(before + 2);
    });

    it('behind a trusted proxy the scheme is X-Forwarded-Proto; without TRUST_PROXY a sent one is ignored', async () => {
      const https = { 'x-forwarded-proto': 'https' };
      delete process.env.TRUST_PROXY;
      resetEnvCache();
      expect((await post(`http://${w.a.host}/x`, `https://${w.a.host}`, https)).status).toBe(403);
      process.env.TRUST_PROXY = 'true';
      resetEnvCache();
      expect((await post(`http://${w.a.host}/x`, `http://${w.a.host}`, https)).status).toBe(403);
      expect((await post(`http://${w.a.host}/x`, `https://${w.a.host}`, https)).status).toBe(201);
    });
  });

  it('without Origin, Sec-Fetch-Site cross-site or same-site (a sibling subdomain) is refused', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await call(create, 'POST', '/x', {
        ...admin(),
        origin: null,
        headers: { 'sec-fetch-site': site },
        body: { title: 'evil' },
      });
      expect(res.status, site).toBe(403);
    }
    const same = await call(create, 'POST', '/x', {
      ...admin(),
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
      body: { title: 'same' },
    });
    expect(same.status).toBe(201);
  });

  it('neither header (a server, a script, curl) passes: browsers always send one of them', async () => {
    const res = await call(create, 'POST', '/x', { ...admin(), origin: null, body: { title: 'curl' } });
    expect(res.status).toBe(201);
  });

  it('an anonymous login from another origin is refused too (login CSRF)', async () => {
    const res = await call(login, 'POST', '/api/login', {
      host: w.a.host,
      origin: 'https://evil.example',
      body: { email: 'a@b.c' },
    });
    expect(res.status).toBe(403);
  });

  it('the Origin is compared with the forwarded host only behind a trusted proxy', async () => {
    const res = await call(create, 'POST', '/x', {
      ...admin(),
      origin: 'https://evil.example',
      headers: { 'x-forwarded-host': 'evil.example' },
      body: { title: 'evil' },
    });
    expect(res.status).toBe(403);
  });

  it('safe GETs are not checked', async () => {
    const res = await call(read, 'GET', '/r', {
      host: w.a.host,
      origin: 'https://evil.example',
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(res.status).toBe(200);
  });
});

describe('body types: JSON unless the handler declares forms', () => {
  it('text/plain and form bodies to a JSON handler are 415, nothing written', async () => {
    const before = await count();
    const plain = await call(create, 'POST', '/x', {
      ...admin(),
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ title: 'plain' }),
    });
    expect(plain.status).toBe(415);
    expect(plain.body.message).toBe('Tipo de conteúdo não suportado.');
    const form = new FormData();
    form.set('title', 'form');
    expect((await call(create, 'POST', '/x', { ...admin(), form })).status).toBe(415);
    const urlencoded = await call(create, 'POST', '/x', {
      ...admin(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=form',
    });
    expect(urlencoded.status).toBe(415);
    const none = await call(create, 'POST', '/x', {
      ...admin(),
      body: new Blob(['{"title":"x"}']) as unknown as string,
      headers: { 'content-type': '' },
    });
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(await count()).toBe(before);
  });

  it('a handler that declares forms takes multipart and urlencoded', async () => {
    const form = new FormData();
    form.set('title', 'by form');
    expect((await call(createForm, 'POST', '/x', { ...admin(), form })).status).toBe(201);
    const res = await call(createForm, 'POST', '/x', {
      ...admin(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=urlencoded',
    });
    expect(res.status).toBe(201);
    expect(
      (
        await call(createForm, 'POST', '/x', {
          ...admin(),
          headers: { 'content-type': 'text/plain' },
          body: 'title=plain',
        })
      ).status,
    ).toBe(415);
  });

  it('application/json with a charset is JSON', async () => {
    const res = await call(create, 'POST', '/x', {
      ...admin(),
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: { title: 'charset' },
    });
    expect(res.status).toBe(201);
  });
});

describe('a state-changing GET (unsafeGet)', () => {
  it('refuses navigations and non-same-origin fetches; same-origin fetches pass', async () => {
    const before = await count();
    const cases: Record<string, string>[] = [
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' }, // a link on our own page too
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site' }, // <img src>
      { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of cases) {
      const res = await call(toggle, 'GET', '/t', { ...admin(), origin: null, headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const foreign = await call(toggle, 'GET', '/t', { ...admin(), origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await count()).toBe(before);
    const ok = await call(toggle, 'GET', '/t', {
      ...admin(),
      headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('body cap', () => {
  it('413 on a declared Content-Length over 1 MB, before reading or signing in', async () => {
    const res = await call(login, 'POST', '/api/login', {
      host: w.a.host,
      headers: { 'content-length': String(100 * 1024 * 1024) },
      body: { email: 'a@b.c' },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('O conteúdo enviado excede o tamanho máximo permitido.');
  });

  it('413 while streaming a body over the cap that declares no length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 4 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const req = new Request(`http://${w.a.host}/api/login`, {
      method: 'POST',
      headers: { host: w.a.host, origin: `http://${w.a.host}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const res = await login(req);
    expect(res.status).toBe(413);
    // the stream was abandoned early, not drained to the end
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it('a handler may declare a larger cap', async () => {
    const text = 'y'.repeat(2 * 1024 * 1024);
    expect((await call(login, 'POST', '/x', { host: w.a.host, body: { email: text } })).status).toBe(413);
    const res = await call(bigger, 'POST', '/x', { host: w.a.host, body: { text } });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe(text.length);
  });
});

describe('headers on JSON answers', () => {
  it('nosniff on success and on errors', async () => {
    expect((await call(read, 'GET', '/r', { host: w.a.host })).headers.get('x-content-type-options')).toBe(
      'nosniff',
    );
    const err = await call(create, 'POST', '/x', { host: w.a.host, body: { title: 'x' } });
    expect(err.status).toBe(401);
    expect(err.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
