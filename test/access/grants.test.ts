import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as verifyGET } from '@/app/api/magic-link/verify/route';
import { expireDueGrants } from '@/lib/access/expiry';
import { DAY_MS, grantAccess, revokeAccess } from '@/lib/access/grants';
import { ensureMember, sendWelcomeEmail } from '@/lib/access/members';
import { courseAccess } from '@/lib/course/access';
import { viewerProducts } from '@/lib/products/viewer';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { startWorker, stopWorker } from '@/lib/server/jobs/worker';
import { readLatestMail, type StoredMail } from '@/lib/server/mail';
import { buildContext, type RequestContext } from '@/lib/server/route';
import { createCourse } from '../course/world';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { call, makeRequest } from '../support/http';

// The access foundation of issue 47 (ADR 0440): grants with origin and end, revokes that keep the
// member's history, the expiry job, members made by the school and their welcome e-mail.

const publicCtx = (t: TestTenant) => buildContext(makeRequest('GET', '/', { host: t.host }));
const memberCtx = (t: TestTenant, u: TestUser) =>
  buildContext(makeRequest('GET', '/', { host: t.host, cookie: u.cookie }));

const events = (userId: string, productId: string) =>
  prisma.accessEvent.findMany({
    where: { userId, productId },
    orderBy: { id: 'asc' }, // uuid v7: the order they were written
    select: { kind: true, origin: true, originRef: true },
  });

let a: TestTenant;
let b: TestTenant;
let ctxA: RequestContext;

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'praca-access-'));
  resetEnvCache();
  a = await createTenant('Escola Acesso');
  b = await createTenant('Outra Escola');
  ctxA = await publicCtx(a);
});

afterAll(() => rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));

describe('grantAccess', () => {
  it('opens the course, with origin, reference and the product’s access length', async () => {
    const u = await createUser(a);
    const c = await createCourse(a);
    await prisma.product.update({ where: { id: c.product }, data: { accessDays: 30 } });
    expect(await courseAccess(await memberCtx(a, u), c.course)).toBe('locked');

    const before = Date.now();
    const r = await grantAccess(ctxA, {
      userId: u.id,
      productId: c.product,
      origin: 'webhook',
      originRef: 'evt-1',
    });
    expect(r.outcome).toBe('granted');
    const days = (r.expiresAt!.getTime() - before) / DAY_MS;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(await courseAccess(await memberCtx(a, u), c.course)).toBe('open');
    const row = await prisma.enrollment.findFirstOrThrow({ where: { userId: u.id, productId: c.product } });
    expect({ origin: row.origin, ref: row.originRef }).toEqual({ origin: 'webhook', ref: 'evt-1' });
    expect(await events(u.id, c.product)).toEqual([
      { kind: 'granted', origin: 'webhook', originRef: 'evt-1' },
    ]);
  });

  it('is idempotent for the same origin and reference, extends and never shortens', async () => {
    const u = await createUser(a);
    const c = await createCourse(a);
    await prisma.product.update({ where: { id: c.product }, data: { accessDays: 10 } });
    const first = await grantAccess(ctxA, {
      userId: u.id,
      productId: c.product,
      origin: 'import',
      originRef: 'job-1',
    });
    const again = await grantAccess(ctxA, {
      userId: u.id,
      productId: c.product,
      origin: 'import',
      originRef: 'job-1',
    });
    expect(again).toEqual({ outcome: 'unchanged', expiresAt: first.expiresAt });

    const shorter = new Date(Date.now() + 2 * DAY_MS);
    const s = await grantAccess(ctxA, {
      userId: u.id,
      productId: c.product,
      origin: 'manual',
      originRef: 'admin',
      expiresAt: shorter,
    });
    expect(s).toEqual({ outcome: 'unchanged', expiresAt: first.expiresAt });

    const longer = new Date(Date.now() + 90 * DAY_MS);
    const l = await grantAccess(ctxA, {
      userId: u.id,
      productId: c.product,
      origin: 'manual',
      expiresAt: longer,
    });
    expect(l).toEqual({ outcome: 'extended', expiresAt: longer });
    const life = await grantAccess(ctxA, {
      userId: u.id,
      productId: c.product,
      origin: 'manual',
      expiresAt: null,
    });
    expect(life).toEqual({ outcome: 'extended', expiresAt: null });
    expect((await events(u.id, c.product)).map((e) => e.kind)).toEqual(['granted', 'extended', 'extended']);
    expect(await prisma.enrollment.count({ where: { userId: u.id, productId: c.product } })).toBe(1);
  });

  it('refuses an archived product (409) and another school’s product (404)', async () => {
    const u = await createUser(a);
    const c = await createCourse(a);
    await prisma.product.update({ where: { id: c.product }, data: { archivedAt: new Date() } });
    await expect(
      grantAccess(ctxA, { userId: u.id, productId: c.product, origin: 'manual' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const other = await createCourse(b);
    await expect(
      grantAccess(ctxA, { userId: u.id, productId: other.product, origin: 'manual' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await prisma.enrollment.count({ where: { userId: u.id } })).toBe(0);
  });

  it('an archived product keeps the access it already gave', async () => {
    const u = await createUser(a);
    const c = await createCourse(a);
    await grantAccess(ctxA, { userId: u.id, productId: c.product, origin: 'manual' });
    await prisma.product.update({ where: { id: c.product }, data: { archivedAt: new Date() } });
    expect(await courseAccess(await memberCtx(a, u), c.course)).toBe('open');
  });

  it('two grants of the same purchase at once make one grant', async () => {
    const u = await createUser(a);
    const c = await createCourse(a);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        grantAccess(ctxA, { userId: u.id, productId: c.product, origin: 'webhook', originRef: 'p-9' }),
      ),
    );
    expect(results.map((r) => r.outcome).sort()).toEqual(['granted', 'unchanged', 'unchanged']);
    expect(await events(u.id, c.product)).toHaveLength(1);
  });
});

describe('revokeAccess', () => {
  it('locks the course and keeps progress, points and history; a second revoke does nothing', async () => {
    const u = await createUser(a);
    const c = await createCourse(a);
    await grantAccess(ctxA, { userId: u.id, productId: c.product, origin: 'webhook', originRef: 'buy-1' });
    await prisma.lessonProgress.create({
      data: { tenantId: a.id, userId: u.id, lessonId: c.lessons[0]!, percent: 100, completedAt: new Date() },
    });
    expect(
      await revokeAccess(ctxA, {
        userId: u.id,
        productId: c.product,
        origin: 'webhook',
        originRef: 'refund-1',
      }),
    ).toBe('revoked');
    expect(await courseAccess(await memberCtx(a, u), c.course)).toBe('locked');
    expect(await viewerProducts(await memberCtx(a, u))).toEqual(new Set());
    expect(await revokeAccess(ctxA, { userId: u.id, productId: c.product, origin: 'manual' })).toBe('none');
    expect(await prisma.lessonProgress.count({ where: { userId: u.id } })).toBe(1);
    expect(await prisma.membership.count({ where: { userId: u.id, tenantId: a.id } })).toBe(1);
    expect(await events(u.id, c.product)).toEqual([
      { kind: 'granted', origin: 'webhook', originRef: 'buy-1' },
      { kind: 'revoked', origin: 'webhook', originRef: 'refund-1' },
    ]);
    // granted again later: a new grant, the same row
    expect((await grantAccess(ctxA, { userId: u.id, productId: c.product, origin: 'manual' })).outcome).toBe(
      'granted',
    );
    expect(await courseAccess(await memberCtx(a, u), c.course)).toBe('open');
    expect(await prisma.enrollment.count({ where: { userId: u.id } })).toBe(1);
  });
});

describe('expiry', () => {
  it('readers stop at the end; the job records it once', async () => {
    const u = await createUser(a);
    const c = await createCourse(a);
    await grantAccess(ctxA, { userId: u.id, productId: c.product, origin: 'manual' });
    const past = new Date(Date.now() - 60_000);
    await prisma.enrollment.updateMany({ where: { userId: u.id }, data: { expiresAt: past } });
    expect(await courseAccess(await memberCtx(a, u), c.course)).toBe('locked');
    expect(await viewerProducts(await memberCtx(a, u))).toEqual(new Set());

    expect(await expireDueGrants()).toBeGreaterThanOrEqual(1);
    const row = await prisma.enrollment.findFirstOrThrow({ where: { userId: u.id } });
    expect(row.endedAt).not.toBeNull();
    expect((await events(u.id, c.product)).map((e) => e.kind)).toEqual(['granted', 'expired']);
    await expireDueGrants();
    expect((await events(u.id, c.product)).map((e) => e.kind)).toEqual(['granted', 'expired']);
  });
});

describe('ensureMember', () => {
  it('creates the person and the student membership once, with the e-mail normalised', async () => {
    const email = `Nova.Compradora+${Date.now()}@Exemplo.COM`;
    const first = await ensureMember(ctxA, { email: `  ${email} `, name: 'Nova Compradora' });
    expect(first).toMatchObject({ createdUser: true, joined: true });
    const user = await prisma.user.findUniqueOrThrow({ where: { id: first.userId } });
    expect(user).toMatchObject({ email: email.toLowerCase(), name: 'Nova Compradora' });
    const again = await ensureMember(ctxA, { email: email.toUpperCase(), name: 'Outro Nome' });
    expect(again).toEqual({ userId: first.userId, createdUser: false, joined: false });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: first.userId } })).name).toBe(
      'Nova Compradora',
    );
    // the same person joins another school without a second user
    const inB = await ensureMember(await publicCtx(b), { email });
    expect(inB).toEqual({ userId: first.userId, createdUser: false, joined: true });
  });

  it('keeps an existing role and refuses a malformed e-mail', async () => {
    const admin = await createUser(a, 'admin');
    expect(await ensureMember(ctxA, { email: admin.email })).toMatchObject({
      userId: admin.id,
      joined: false,
    });
    expect(
      (await prisma.membership.findFirstOrThrow({ where: { userId: admin.id, tenantId: a.id } })).role,
    ).toBe('admin');
    await expect(ensureMember(ctxA, { email: 'sem-arroba' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('sendWelcomeEmail', () => {
  beforeAll(() => startWorker({ pollingIntervalSeconds: 0.5 }));
  afterAll(() => stopWorker({ graceful: false }));

  async function waitForMail(to: string): Promise<StoredMail> {
    const until = Date.now() + 15_000;
    while (Date.now() < until) {
      const mail = await readLatestMail(to);
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no mail for ${to}`);
  }

  it('mails a branded link on the school’s domain that signs the member in and lands on the profile', async () => {
    await prisma.platformSettings.update({ where: { tenantId: a.id }, data: { primaryColor: '#0F766E' } });
    const email = `boas-vindas-${Date.now()}@exemplo.com`;
    const m = await ensureMember(ctxA, { email, name: 'Bia Nova' });
    await sendWelcomeEmail(ctxA, m.userId);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Seu acesso a Escola Acesso está liberado');
    expect(mail.html).toContain('#0F766E');
    const link = new URL(/(https?:\/\/\S+\/api\/magic-link\/verify\?token=[\w%-]+)/.exec(mail.text)![1]!);
    expect(link.hostname).toBe(a.host);

    const res = await call(verifyGET, 'GET', `${link.pathname}${link.search}`, { host: a.host });
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    expect(res.headers.get('location')).toContain('/dashboard/profile?bem-vindo=1');
    expect(res.headers.get('set-cookie')).toContain('praca_session=');
    // single use
    const twice = await call(verifyGET, 'GET', `${link.pathname}${link.search}`, { host: a.host });
    expect(twice.headers.get('location')).toContain('error=magic-link');
  });

  it('refuses someone who is not a member of the school', async () => {
    const outsider = await createUser(b);
    await expect(sendWelcomeEmail(ctxA, outsider.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
