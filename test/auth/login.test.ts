import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as meGET } from '@/app/api/auth/me/route';
import { PUT as localePUT } from '@/app/api/auth/me/locale/route';
import { POST as loginPOST } from '@/app/api/login/route';
import { POST as logoutPOST } from '@/app/api/logout/route';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { createTenant, createUser, createWorld, TEST_PASSWORD, type TestTenant } from '../support/factories';
import { call, cookieHeader } from '../support/http';

type World = Awaited<ReturnType<typeof createWorld>>;

describe('POST /api/login', () => {
  let w: World;
  beforeAll(async () => {
    resetEnvCache();
    w = await createWorld();
  });

  it('signs in, sets an httpOnly host-only cookie, and the session works on /api/auth/me', async () => {
    const res = await call(loginPOST, 'POST', '/api/login', {
      host: w.a.host,
      body: { email: w.studentA.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      user: { id: w.studentA.id, name: 'Pessoa Teste', email: w.studentA.email, role: 'student' },
      redirect: '/homepage',
    });
    expect(res.cookies).toHaveLength(1);
    const set = res.cookies[0]!;
    expect(set).toMatch(/^praca_session=[\w-]{20,};/);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).not.toMatch(/Domain=/i);

    const me = await call(meGET, 'GET', '/api/auth/me', {
      host: w.a.host,
      cookie: cookieHeader(res.cookies),
    });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({
      id: w.studentA.id,
      name: 'Pessoa Teste',
      email: w.studentA.email,
      photo_url: null,
      locale: null,
      roles: [{ role: { slug: 'student' } }],
      hasThePlayer: false,
      canEdit: false,
      tenant: { id: w.a.id, name: 'Tenant A' },
    });
    // the cookie is for A's host only: B does not know this session
    expect(
      (await call(meGET, 'GET', '/api/auth/me', { host: w.b.host, cookie: cookieHeader(res.cookies) }))
        .status,
    ).toBe(401);
  });

  it('reports canEdit for an admin', async () => {
    const res = await call(meGET, 'GET', '/api/auth/me', { host: w.a.host, cookie: w.adminA.cookie });
    expect(res.body.data).toMatchObject({ canEdit: true, roles: [{ role: { slug: 'admin' } }] });
  });

  it('401s with a translated message on a wrong password (pt-BR and en)', async () => {
    const pt = await call(loginPOST, 'POST', '/api/login', {
      host: w.a.host,
      body: { email: w.adminA.email, password: 'errada' },
    });
    expect(pt.status).toBe(401);
    expect(pt.body).toMatchObject({
      message: 'E-mail ou senha inválidos.',
      error: 'E-mail ou senha inválidos.',
      code: 'UNAUTHENTICATED',
    });
    expect(pt.cookies).toEqual([]);
    const en = await call(loginPOST, 'POST', '/api/login', {
      host: w.a.host,
      body: { email: w.adminA.email, password: 'errada' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.status).toBe(401);
    expect(en.body.message).toBe('Invalid e-mail or password.');
  });

  it('401s the same way for an unknown e-mail and for a user of tenant A on B’s host', async () => {
    const unknown = await call(loginPOST, 'POST', '/api/login', {
      host: w.a.host,
      body: { email: 'nobody@example.test', password: TEST_PASSWORD },
    });
    const cross = await call(loginPOST, 'POST', '/api/login', {
      host: w.b.host,
      body: { email: w.studentA.email, password: TEST_PASSWORD },
    });
    for (const res of [unknown, cross]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('E-mail ou senha inválidos.');
      expect(res.cookies).toEqual([]);
    }
  });

  it('400s on malformed JSON and on invalid fields, creating nothing', async () => {
    const before = await prisma.session.count();
    const attempts = await prisma.loginAttempt.count();
    const bad = await call(loginPOST, 'POST', '/api/login', { host: w.a.host, body: '{"email": "x@y.z", ' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('O corpo da requisição não é um JSON válido.');
    const invalid = await call(loginPOST, 'POST', '/api/login', {
      host: w.a.host,
      body: { email: 'not-an-email', password: '' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ email: 'E-mail inválido', password: 'Campo obrigatório' });
    const empty = await call(loginPOST, 'POST', '/api/login', { host: w.a.host });
    expect(empty.status).toBe(400);
    expect(await prisma.session.count()).toBe(before);
    expect(await prisma.loginAttempt.count()).toBe(attempts);
  });

  it('redirects to the tenant’s relative redirect_url, never to another site, and `next` wins', async () => {
    const t = await createTenant();
    const u = await createUser(t);
    const login = (query = '') =>
      call(loginPOST, 'POST', `/api/login${query}`, {
        host: t.host,
        body: { email: u.email, password: TEST_PASSWORD },
      });
    await prisma.platformSettings.update({
      where: { tenantId: t.id },
      data: { enableRedirectLogin: true, redirectUrl: '/comunidade/abc/def' },
    });
    expect((await login()).body.data.redirect).toBe('/comunidade/abc/def');
    expect((await login('?next=%2Fcurso%2Fx%3Fy%3D1')).body.data.redirect).toBe('/curso/x?y=1');
    expect((await login('?next=https%3A%2F%2Fevil.test')).body.data.redirect).toBe('/comunidade/abc/def');
    expect((await login('?next=%2F%2Fevil.test')).body.data.redirect).toBe('/comunidade/abc/def');
    await prisma.platformSettings.update({
      where: { tenantId: t.id },
      data: { redirectUrl: 'https://evil.test/x' },
    });
    expect((await login()).body.data.redirect).toBe('/homepage');
    await prisma.platformSettings.update({
      where: { tenantId: t.id },
      data: { enableRedirectLogin: false, redirectUrl: '/x' },
    });
    expect((await login()).body.data.redirect).toBe('/homepage');
  });

  it('refuses a cross-site form post (login CSRF)', async () => {
    const res = await call(loginPOST, 'POST', '/api/login', {
      host: w.a.host,
      body: { email: w.studentA.email, password: TEST_PASSWORD },
      headers: { origin: 'https://evil.test' },
    });
    expect(res.status).toBe(403);
    expect(res.cookies).toEqual([]);
    const same = await call(loginPOST, 'POST', '/api/login', {
      host: w.a.host,
      body: { email: w.studentA.email, password: TEST_PASSWORD },
      headers: { origin: `http://${w.a.host}` },
    });
    expect(same.status).toBe(200);
  });
});

describe('login throttling', () => {
  let t: TestTenant;
  beforeAll(async () => {
    // Behind a trusted proxy, so X-Forwarded-For names the client (lib/server/route.ts clientIp).
    process.env.TRUST_PROXY = 'true';
    resetEnvCache();
    t = await createTenant();
  });
  afterAll(() => {
    delete process.env.TRUST_PROXY;
    resetEnvCache();
  });

  const attempt = (host: string, email: string, password: string, ip = '203.0.113.1') =>
    call(loginPOST, 'POST', '/api/login', {
      host,
      body: { email, password },
      headers: { 'x-forwarded-for': ip },
    });

  it('429s with Retry-After after 5 failures for an e-mail, even with the right password; other tenants are unaffected', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await attempt(t.host, u.email, 'wrong')).status).toBe(401);
    const blocked = await attempt(t.host, u.email, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    const retry = Number(blocked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(blocked.cookies).toEqual([]);
    const en = await call(loginPOST, 'POST', '/api/login', {
      host: t.host,
      body: { email: u.email, password: TEST_PASSWORD },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.message).toBe('Too many attempts. Wait a few minutes and try again.');

    // the same e-mail on another tenant's host counts separately
    const other = await createTenant();
    expect((await attempt(other.host, u.email, 'wrong')).status).toBe(401);
  });

  it('lets the user in again once the failures are older than the window, and success clears them', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) await attempt(t.host, u.email, 'wrong', '198.51.100.7');
    expect((await attempt(t.host, u.email, TEST_PASSWORD, '198.51.100.7')).status).toBe(429);
    await prisma.loginAttempt.updateMany({
      where: { email: u.email },
      data: { createdAt: new Date(Date.now() - 16 * 60_000) },
    });
    expect((await attempt(t.host, u.email, TEST_PASSWORD, '198.51.100.7')).status).toBe(200);
    expect(await prisma.loginAttempt.count({ where: { email: u.email } })).toBe(0);
  });

  it('429s an IP after 4x the limit across e-mails', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 20; i++)
      expect((await attempt(t.host, `spray-${i}@example.test`, 'x', ip)).status).toBe(401);
    const u = await createUser(t);
    const blocked = await attempt(t.host, u.email, TEST_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(t.host, u.email, TEST_PASSWORD, '192.0.2.45')).status).toBe(200);
  });

  it('counts the address the proxy saw, not one the client put in front of it', async () => {
    const victim = '192.0.2.60';
    // The attacker prepends the victim's address; the trusted proxy appends the attacker's real one.
    for (let i = 0; i < 20; i++)
      expect((await attempt(t.host, `forge-${i}@example.test`, 'x', `${victim}, 198.51.100.99`)).status).toBe(
        401,
      );
    const u = await createUser(t);
    expect((await attempt(t.host, u.email, TEST_PASSWORD, victim)).status).toBe(200);
    expect((await attempt(t.host, u.email, TEST_PASSWORD, '198.51.100.99')).status).toBe(429);
  });

  it('without a trusted proxy, a forged X-Forwarded-For cannot lock an address out', async () => {
    process.env.TRUST_PROXY = 'false';
    resetEnvCache();
    try {
      const victim = '192.0.2.61';
      for (let i = 0; i < 20; i++) await attempt(t.host, `lock-${i}@example.test`, 'x', victim);
      const u = await createUser(t);
      expect((await attempt(t.host, u.email, TEST_PASSWORD, victim)).status).toBe(200);
      expect(
        await prisma.loginAttempt.count({ where: { ip: { not: null }, email: { startsWith: 'lock-' } } }),
      ).toBe(0);
    } finally {
      process.env.TRUST_PROXY = 'true';
      resetEnvCache();
    }
  });
});

describe('POST /api/logout, /api/auth/me, PUT /api/auth/me/locale', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await createTenant();
  });

  it('logout deletes the session row and clears the cookie', async () => {
    const u = await createUser(t);
    const token = u.cookie.split('=')[1]!;
    expect((await call(meGET, 'GET', '/api/auth/me', { host: t.host, cookie: u.cookie })).status).toBe(200);
    const res = await call(logoutPOST, 'POST', '/api/logout', { host: t.host, cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ok: true } });
    expect(res.cookies[0]).toMatch(/^praca_session=;.*Max-Age=0/);
    const { sha256 } = await import('@/lib/server/auth/tokens');
    expect(await prisma.session.count({ where: { tokenHash: sha256(token) } })).toBe(0);
    expect((await call(meGET, 'GET', '/api/auth/me', { host: t.host, cookie: u.cookie })).status).toBe(401);
  });

  it('logout without a session still answers 200', async () => {
    const res = await call(logoutPOST, 'POST', '/api/logout', { host: t.host });
    expect(res).toMatchObject({ status: 200, body: { data: { ok: true } } });
  });

  it('/api/auth/me is 401 (translated) for anonymous callers', async () => {
    const res = await call(meGET, 'GET', '/api/auth/me', { host: t.host });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Você precisa entrar para continuar.');
  });

  it('saves the locale and sets NEXT_LOCALE for a year; 400 on an unknown locale; 401 anonymous', async () => {
    const u = await createUser(t);
    const res = await call(localePUT, 'PUT', '/api/auth/me/locale', {
      host: t.host,
      cookie: u.cookie,
      body: { locale: 'es' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { locale: 'es' } });
    expect(res.cookies[0]).toMatch(/^NEXT_LOCALE=es; Path=\/; Max-Age=31536000/);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: u.id } })).locale).toBe('es');
    // the saved locale now drives the answers of this user (no cookie sent)
    const me = await call(meGET, 'GET', '/api/auth/me', { host: t.host, cookie: u.cookie });
    expect(me.body.data.locale).toBe('es');

    const bad = await call(localePUT, 'PUT', '/api/auth/me/locale', {
      host: t.host,
      cookie: u.cookie,
      body: { locale: 'fr' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.locale).toBe('Idioma no compatible.');
    expect((await prisma.user.findUniqueOrThrow({ where: { id: u.id } })).locale).toBe('es');
    expect(
      (await call(localePUT, 'PUT', '/api/auth/me/locale', { host: t.host, body: { locale: 'en' } })).status,
    ).toBe(401);
  });
});
