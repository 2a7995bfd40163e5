import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as meGET } from '@/app/api/auth/me/route';
import { POST as magicPOST } from '@/app/api/magic-link/route';
import { GET as verifyGET } from '@/app/api/magic-link/verify/route';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { getBoss } from '@/lib/server/jobs/boss';
import { readLatestMail, type StoredMail } from '@/lib/server/mail';
import { startWorker, stopWorker } from '@/lib/server/jobs/worker';
import { tenantOrigin } from '@/lib/server/public-origin';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { call, cookieHeader } from '../support/http';

// The whole flow through the real queue: request -> pg-boss job -> worker -> mail file -> verify.
async function waitForMail(to: string, after: string, timeoutMs = 15_000): Promise<StoredMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mail = await readLatestMail(to);
    if (mail && mail.createdAt > after) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail for ${to}`);
}

const linkIn = (mail: StoredMail) => {
  const m = /(https?:\/\/[^\s]+\/api\/magic-link\/verify\?token=[\w%-]+)/.exec(mail.text);
  if (!m) throw new Error('no link in mail');
  return new URL(m[1]!);
};

describe('magic link', () => {
  let t: TestTenant;
  let u: TestUser;
  beforeAll(async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'praca-mail-'));
    resetEnvCache();
    t = await createTenant('Escola Mágica');
    u = await createUser(t);
    await prisma.platformSettings.update({ where: { tenantId: t.id }, data: { magicLinkEnabled: true } });
    await startWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopWorker({ graceful: false });
    rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
  });

  const request = (body: unknown, headers: Record<string, string> = {}, host = t.host) =>
    call(magicPOST, 'POST', '/api/magic-link', { host, body, headers });

  it('403s (translated) when the tenant has magic links off', async () => {
    const off = await createTenant();
    const user = await createUser(off);
    const res = await request({ email: user.email }, {}, off.host);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('O acesso por link mágico não está habilitado nesta plataforma.');
    expect(await prisma.magicLinkToken.count({ where: { tenantId: off.id } })).toBe(0);
  });

  it('answers the same neutral message for unknown e-mails and members of other tenants', async () => {
    const stranger = await createUser(await createTenant());
    const known = await request({ email: u.email });
    const unknown = await request({ email: 'ninguem@example.test' });
    const other = await request({ email: stranger.email });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({
      message: 'Se este e-mail estiver cadastrado, você receberá em instantes um link para entrar.',
    });
    expect(unknown.body).toEqual(known.body);
    expect(other.body).toEqual(known.body);
    expect(await prisma.magicLinkToken.count({ where: { userId: stranger.id } })).toBe(0);
    const en = await request({ email: 'ninguem@example.test' }, { 'accept-language': 'en' });
    expect(en.body.message).toBe('If this e-mail is registered, you will shortly receive a link to sign in.');
  });

  it('e-mails a link through the queue; following it signs in and redirects; the link works once', async () => {
    // a user with no earlier link, so the only mail to wait for is this one
    u = await createUser(t);
    const since = new Date().toISOString();
    const res = await request({ email: u.email.toUpperCase(), redirect: '/curso/x/aula/1' });
    expect(res.status).toBe(200);
    const mail = await waitForMail(u.email, since);
    expect(mail.subject).toBe('Seu link de acesso a Escola Mágica');
    expect(mail.html).toContain('/api/magic-link/verify?token=');
    const link = linkIn(mail);
    expect(link.origin).toBe(tenantOrigin(t.host));
    const row = await prisma.magicLinkToken.findFirstOrThrow({
      where: { userId: u.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(row.tokenHash).not.toBe(link.searchParams.get('token'));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(15 * 60_000, -4);

    const verified = await call(verifyGET, 'GET', `${link.pathname}${link.search}`, { host: t.host });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/curso/x/aula/1');
    expect(verified.cookies[0]).toMatch(/^praca_session=.+HttpOnly/);
    const me = await call(meGET, 'GET', '/api/auth/me', {
      host: t.host,
      cookie: cookieHeader(verified.cookies),
    });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(u.id);

    const again = await call(verifyGET, 'GET', `${link.pathname}${link.search}`, { host: t.host });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/login?error=magic-link');
    expect(again.cookies).toEqual([]);
  });

  it('writes the e-mail in the user’s saved locale', async () => {
    const user = await createUser(t, 'student', 'Ana');
    await prisma.user.update({ where: { id: user.id }, data: { locale: 'en' } });
    const since = new Date().toISOString();
    await request({ email: user.email });
    const mail = await waitForMail(user.email, since);
    expect(mail.subject).toBe('Your sign-in link for Escola Mágica');
    expect(mail.text).toContain('Hello, Ana!');
  });

  it('refuses expired links, links of another tenant, unknown tokens and links whose membership is gone', async () => {
    const bounce = async (token: string, host = t.host) => {
      const res = await call(verifyGET, 'GET', `/api/magic-link/verify?token=${encodeURIComponent(token)}`, {
        host,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/login?error=magic-link');
      expect(res.cookies).toEqual([]);
    };
    const issue = async (user: TestUser) => {
      const since = new Date().toISOString();
      await request({ email: user.email });
      return linkIn(await waitForMail(user.email, since)).searchParams.get('token')!;
    };

    const expiring = await createUser(t);
    const expired = await issue(expiring);
    await prisma.magicLinkToken.updateMany({
      where: { userId: expiring.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await bounce(expired);

    const other = await createTenant();
    const foreign = await issue(await createUser(t));
    await bounce(foreign, other.host);
    await bounce('not-a-token');
    const noToken = await call(verifyGET, 'GET', '/api/magic-link/verify', { host: t.host });
    expect(noToken.headers.get('location')).toBe('/login?error=magic-link');

    const leaving = await createUser(t);
    const orphan = await issue(leaving);
    await prisma.membership.deleteMany({ where: { userId: leaving.id } });
    await bounce(orphan);
    // the foreign token was not consumed by the wrong host: it still works on its own
    const ok = await call(verifyGET, 'GET', `/api/magic-link/verify?token=${encodeURIComponent(foreign)}`, {
      host: t.host,
    });
    expect(ok.headers.get('location')).toBe('/homepage');
  });

  it('ignores an off-site redirect and caps links per address (still neutral)', async () => {
    const user = await createUser(t);
    const since = new Date().toISOString();
    await request({ email: user.email, redirect: 'https://evil.test/' });
    const token = linkIn(await waitForMail(user.email, since)).searchParams.get('token')!;
    const res = await call(verifyGET, 'GET', `/api/magic-link/verify?token=${token}`, { host: t.host });
    expect(res.headers.get('location')).toBe('/homepage');
    for (let i = 0; i < 6; i++) expect((await request({ email: user.email })).status).toBe(200);
    expect(await prisma.magicLinkToken.count({ where: { userId: user.id } })).toBe(5);
  });

  it('400s on a malformed body without queueing anything', async () => {
    const boss = await getBoss();
    const before = await boss.getQueueSize('send-email', { before: 'completed' });
    const res = await call(magicPOST, 'POST', '/api/magic-link', { host: t.host, body: '{oops' });
    expect(res.status).toBe(400);
    expect((await request({ email: 'nope' })).status).toBe(400);
    expect(await boss.getQueueSize('send-email', { before: 'completed' })).toBeLessThanOrEqual(before);
  });
});

describe('auth cleanup job', () => {
  it('deletes expired sessions, stale magic links and old attempts, and keeps the rest', async () => {
    const { runJob } = await import('@/lib/server/jobs/registry');
    const t = await createTenant();
    const keep = await createUser(t);
    const gone = await createUser(t);
    await prisma.session.updateMany({
      where: { userId: gone.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await prisma.loginAttempt.createMany({
      data: [
        { tenantId: t.id, email: 'old@example.test', createdAt: new Date(Date.now() - 60 * 60_000) },
        { tenantId: t.id, email: 'new@example.test' },
      ],
    });
    await runJob('auth-cleanup', {});
    expect(await prisma.session.count({ where: { userId: gone.id } })).toBe(0);
    expect(await prisma.session.count({ where: { userId: keep.id } })).toBe(1);
    expect(await prisma.loginAttempt.count({ where: { tenantId: t.id } })).toBe(1);
  });
});
