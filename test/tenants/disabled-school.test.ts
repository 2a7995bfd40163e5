import { describe, expect, it, vi } from 'vitest';
import { GET as allowed } from '@/app/api/domains/allowed/route';
import { GET as me } from '@/app/api/auth/me/route';
import { POST as loginPost } from '@/app/api/login/route';
import { GET as getTenant } from '@/app/api/getTenant/route';
import { prisma } from '@/lib/server/db';
import { runTenantCli } from '@/lib/tenants/cli';
import { createTenant, createUser } from '../support/factories';
import { call } from '../support/http';

// A disabled school (ADR 0480): every API call, sign-in included, answers 503 'Escola indisponível'
// with the typed code, its pages' context throws the error the request hook turns into that page, and
// nothing is deleted; the TLS `ask` endpoint (ADR 0481) says yes only for an active school's domain.

const disable = (host: string) =>
  runTenantCli(['disable', '--tenant', host], { out: () => {}, err: () => {} });
const enable = (host: string) => runTenantCli(['enable', '--tenant', host], { out: () => {}, err: () => {} });

describe('a disabled school', () => {
  it('refuses sign-in and API calls with 503 SchoolUnavailable, translated; enabling restores them', async () => {
    const t = await createTenant();
    const admin = await createUser(t, 'admin');
    expect((await call(me, 'GET', '/api/auth/me', { host: t.host, cookie: admin.cookie })).status).toBe(200);

    expect(await disable(t.host)).toBe(0);
    const login = await call(loginPost, 'POST', '/api/login', {
      host: t.host,
      body: { email: admin.email, password: admin.password },
    });
    expect(login.status).toBe(503);
    expect(login.body).toMatchObject({
      code: 'SchoolUnavailable',
      message: expect.stringMatching(/^Escola indisponível/),
    });
    expect(login.cookies).toEqual([]);
    // an existing session is refused too, and public calls
    const session = await call(me, 'GET', '/api/auth/me', { host: t.host, cookie: admin.cookie });
    expect(session).toMatchObject({ status: 503, body: { code: 'SchoolUnavailable' } });
    const english = await call(getTenant, 'GET', `/api/getTenant?domain=${t.host}`, {
      host: t.host,
      headers: { 'accept-language': 'en' },
    });
    expect(english.status).toBe(503);
    expect(english.body.message).toMatch(/^School unavailable/);

    // nothing deleted: the member and the session are still there, and come back with the school
    expect(await prisma.membership.count({ where: { tenantId: t.id } })).toBe(1);
    expect(await enable(t.host)).toBe(0);
    expect((await call(me, 'GET', '/api/auth/me', { host: t.host, cookie: admin.cookie })).status).toBe(200);
  });

  it("its pages' context throws the typed error (the request hook's 503 page), an unknown host stays null", async () => {
    const t = await createTenant();
    await disable(t.host);
    await expect(pageContextFor(t.host)).rejects.toMatchObject({
      exception: 'SchoolUnavailable',
      status: 503,
    });
    await expect(pageContextFor('nobody.test')).resolves.toBeNull();
  });
});

describe('GET /api/domains/allowed (Caddy on-demand TLS ask)', () => {
  it('200 for an active school’s domain, whatever the Host; 404 for a disabled or unknown one; 400 for junk', async () => {
    const t = await createTenant();
    const ask = (domain: string) =>
      call(allowed, 'GET', `/api/domains/allowed?domain=${encodeURIComponent(domain)}`, {
        host: 'app:3000',
        origin: null,
      });
    expect(await ask(t.host.toUpperCase())).toMatchObject({ status: 200, body: { allowed: true } });
    expect(await ask('unknown.example.com')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Este domínio não pertence a nenhuma escola ativa.' },
    });
    await disable(t.host);
    expect((await ask(t.host)).status).toBe(404);
    await enable(t.host);
    expect((await ask(t.host)).status).toBe(200);
    for (const junk of [
      '',
      'localhost',
      '127.0.0.1',
      'a..b',
      'x'.repeat(300) + '.com',
      'escola.example.com:443',
    ])
      expect((await ask(junk)).status, junk).toBe(400);
    const none = await call(allowed, 'GET', '/api/domains/allowed', { host: 'app:3000', origin: null });
    expect(none.status).toBe(400);
  });
});

// getPageContext reads next/headers; outside a Next request it is given the headers of a fake request.
async function pageContextFor(host: string) {
  vi.resetModules();
  vi.doMock('next/headers', () => ({ headers: async () => new Headers({ host }) }));
  try {
    const mod = await import('@/lib/server/page-context');
    return await mod.getPageContext();
  } finally {
    vi.doUnmock('next/headers');
  }
}
