import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderNotificationEmail } from '@/lib/notifications/email';
import { signUnsubscribe } from '@/lib/notifications/unsubscribe';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { getBoss } from '@/lib/server/jobs/boss';
import { runJob } from '@/lib/server/jobs/registry';
import { startWorker, stopWorker } from '@/lib/server/jobs/worker';
import { readLatestMail, type MailMessage } from '@/lib/server/mail';
import { call } from '../support/http';
import { createUser, createWorld, type TestUser } from '../support/factories';
import { makeCommunity, makePrivateCommunity } from '../communities/feed/helpers';
import { drain, newComment, newPost } from './helpers';

// The notification API (SPEC 7): list pages, the unread total, marking read (own only), preferences
// (validation and effect), the e-mail and its one-click unsubscribe.

const list = async () => (await import('@/app/api/auth/notification/route')).GET;
const total = async () => (await import('@/app/api/auth/notification/total/route')).GET;
const update = async () => (await import('@/app/api/platform/auth/notification/update/route')).PATCH;
const prefs = async () => await import('@/app/api/auth/v2/notification-preferences/[tenant]/route');
const unsubscribe = async () => (await import('@/app/api/notifications/unsubscribe/route')).POST;

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let ana: TestUser;
let bia: TestUser;
let communityId: string;

async function seed(u: TestUser, tenantId: string, n: number) {
  const base = Date.now() - n * 1000;
  await prisma.notification.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      tenantId,
      userId: u.id,
      type: 'community_post',
      data: {
        community_post: {
          id: communityId,
          community_id: communityId,
          title: `P${i}`,
          user: { name: 'X', photo_url: null },
        },
      },
      dedupeKey: `seed:${u.id}:${i}`,
      createdAt: new Date(base + i * 1000),
    })),
  });
}

beforeAll(async () => {
  w = await createWorld();
  ana = await createUser(w.a, 'student', 'Ana');
  bia = await createUser(w.a, 'student', 'Bia');
  communityId = (await makeCommunity(w.a.id)).id;
  await seed(ana, w.a.id, 23);
});

const get = async (u: TestUser, path: string, handler: Awaited<ReturnType<typeof list>>, host = w.a.host) =>
  call(handler, 'GET', path, { host, cookie: u.cookie });

describe('list and total', () => {
  it('pages by 10, newest first, with next_page_url until the end', async () => {
    const p1 = await get(ana, '/api/auth/notification?page=1&paginate=10', await list());
    expect(p1.status).toBe(200);
    expect(p1.body.data.data).toHaveLength(10);
    expect(p1.body.data.data[0].community_post.title).toBe('P22');
    expect(p1.body.data.data[0]).toMatchObject({ read: 0, type: 'community_post' });
    expect(p1.body.data.data[0].url).toBe(`/comunidade/post/${communityId}/${w.a.id}/${communityId}`);
    expect(p1.body.data.next_page_url).toBe('/api/auth/notification?page=2&paginate=10');
    const p3 = await get(ana, '/api/auth/notification?page=3&paginate=10', await list());
    expect(p3.body.data.data).toHaveLength(3);
    expect(p3.body.data.next_page_url).toBeNull();
  });

  it('the total caps the count at 10 (the badge shows +9) and is per member', async () => {
    const a = await get(ana, '/api/auth/notification/total', await total());
    expect(a.body.data).toEqual({ has_unread_notifications: true, unread_count: 10 });
    const b = await get(bia, '/api/auth/notification/total', await total());
    expect(b.body.data).toEqual({ has_unread_notifications: false, unread_count: 0 });
  });

  it('the total counts in-app unread ones only, of this tenant (decision 397: one raw statement)', async () => {
    const cleo = await createUser(w.a, 'student', 'Cleo');
    await seed(cleo, w.a.id, 2);
    await prisma.notification.updateMany({ where: { userId: cleo.id }, data: { inApp: false } });
    const duda = await createUser(w.b, 'student', 'Duda');
    await seed(duda, w.b.id, 3);
    const asked = async (u: TestUser, host = w.a.host) =>
      (await get(u, '/api/auth/notification/total', await total(), host)).body.data;
    expect(await asked(cleo)).toEqual({ has_unread_notifications: false, unread_count: 0 });
    expect(await asked(duda, w.b.host)).toEqual({ has_unread_notifications: true, unread_count: 3 });
  });

  it('a bad page is a translated 400', async () => {
    const r = await get(ana, '/api/auth/notification?page=0', await list());
    expect(r.status).toBe(400);
  });
});

describe('mark read', () => {
  it("marks only the caller's own: another member's and another tenant's ids are ignored", async () => {
    const mine = await prisma.notification.findFirstOrThrow({ where: { userId: ana.id, read: false } });
    await seed(w.studentB, w.b.id, 1);
    const theirs = await prisma.notification.findFirstOrThrow({ where: { userId: w.studentB.id } });
    const patch = async (u: TestUser, body: unknown, host = w.a.host) =>
      call(await update(), 'PATCH', '/api/platform/auth/notification/update', {
        host,
        cookie: u.cookie,
        body,
      });
    const byBia = await patch(bia, { read: true, ids: [mine.id] });
    expect(byBia.body.data.updated).toBe(0);
    const crossTenant = await patch(ana, { read: true, ids: [theirs.id] });
    expect(crossTenant.body.data.updated).toBe(0);
    expect((await prisma.notification.findUniqueOrThrow({ where: { id: theirs.id } })).read).toBe(false);
    expect((await prisma.notification.findUniqueOrThrow({ where: { id: mine.id } })).read).toBe(false);
    const own = await patch(ana, { read: true, ids: [mine.id] });
    expect(own.body.data.updated).toBe(1);
    // no way back to unread
    const back = await patch(ana, { read: false, ids: [mine.id] });
    expect(back.status).toBe(400);
    expect((await prisma.notification.findUniqueOrThrow({ where: { id: mine.id } })).read).toBe(true);
  });

  it('all: true marks every unread of the caller and the badge clears', async () => {
    const r = await call(await update(), 'PATCH', '/api/platform/auth/notification/update', {
      host: w.a.host,
      cookie: ana.cookie,
      body: { read: true, all: true },
    });
    expect(r.body.data.updated).toBe(22);
    const t = await get(ana, '/api/auth/notification/total', await total());
    expect(t.body.data.has_unread_notifications).toBe(false);
  });
});

describe('preferences', () => {
  const path = () => `/api/auth/v2/notification-preferences/${w.a.id}`;
  const save = async (u: TestUser, body: unknown, host = w.a.host) =>
    call((await prefs()).POST, 'POST', path(), {
      host,
      cookie: u.cookie,
      body,
      params: { tenant: w.a.id },
      headers: { tenantId: w.a.id },
    });
  const on = { email: true, platform: true };

  it('defaults: everything on, every visible community listed and on; private ones only with access', async () => {
    const { community: vip } = await makePrivateCommunity(w.a.id);
    const r = await call((await prefs()).GET, 'GET', path(), {
      host: w.a.host,
      cookie: bia.cookie,
      params: { tenant: w.a.id },
      headers: { tenantId: w.a.id },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.comment).toEqual(on);
    expect(r.body.data.communities).toContain(communityId);
    expect(r.body.data.communities).not.toContain(vip.id);
    expect(r.body.data.subscribed_communities[0]).toMatchObject({ activeNotify: true });
  });

  it("refuses a community the member cannot see or another tenant's, and changes nothing", async () => {
    const { community: vip } = await makePrivateCommunity(w.a.id);
    const other = await makeCommunity(w.b.id);
    for (const id of [vip.id, other.id]) {
      const r = await save(bia, { comment: on, like: on, post: on, reply: on, communities: [id] });
      expect(r.status).toBe(422);
      expect(r.body.message).toBe('Comunidade inválida: escolha uma das suas comunidades.');
    }
    const bad = await save(bia, { comment: on, like: on, post: on, reply: on, communities: ['x'], extra: 1 });
    expect(bad.status).toBe(400);
    expect(await prisma.notificationPreference.count({ where: { userId: bia.id } })).toBe(0);
    const wrongTenant = await call((await prefs()).POST, 'POST', path(), {
      host: w.a.host,
      cookie: bia.cookie,
      body: { comment: on, like: on, post: on, reply: on, communities: [] },
      params: { tenant: w.a.id },
      headers: { tenantId: w.b.id },
    });
    expect(wrongTenant.status).toBe(404);
  });

  it('comments off stops the next comment notification; a community off stops its posts', async () => {
    const c2 = (await makeCommunity(w.a.id, { title: 'Outra' })).id;
    const r = await save(ana, {
      comment: { email: false, platform: false },
      like: on,
      post: on,
      reply: on,
      communities: [communityId],
    });
    expect(r.status).toBe(200);
    expect(r.body.data.comment).toEqual({ email: false, platform: false });
    expect(r.body.data.communities).not.toContain(c2);
    const postId = await newPost(w.a, ana, communityId);
    await newComment(w.a, bia, postId);
    await newPost(w.a, bia, c2);
    await drain();
    expect(await prisma.notification.count({ where: { userId: ana.id, type: 'community_comment' } })).toBe(0);
    expect(await prisma.notification.count({ where: { userId: ana.id, communityId: c2 } })).toBe(0);
  });
});

describe('e-mail and unsubscribe', () => {
  it('renders the mail in the member locale with the tenant, the link and List-Unsubscribe', async () => {
    const caio = await createUser(w.a, 'student', 'Caio');
    await prisma.user.update({ where: { id: caio.id }, data: { locale: 'en' } });
    const postId = await newPost(w.a, caio, communityId, 'Hello');
    await newComment(w.a, bia, postId);
    await drain();
    const n = await prisma.notification.findFirstOrThrow({
      where: { userId: caio.id, type: 'community_comment' },
    });
    const mail = await renderNotificationEmail(n.id);
    expect(mail).not.toBeNull();
    expect(mail!.to).toBe(caio.email);
    expect(mail!.subject).toBe(`Bia commented on your post — ${w.a.name}`);
    expect(mail!.html).toContain(`/comunidade/post/${postId}/${w.a.id}/${communityId}`);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // the square logo heads the e-mail beside the platform's name (logo_square, issue 50, ADR 0268)
    await prisma.platformSettings.update({
      where: { tenantId: w.a.id },
      data: { logoSquare: 'https://cdn.example/quadrado.png' },
    });
    const branded = await renderNotificationEmail(n.id);
    expect(branded!.html).toContain(
      '<img src="https://cdn.example/quadrado.png" alt="" width="40" height="40"',
    );
    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { logoSquare: null } });
    const url = /<(.+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const token = new URL(url).searchParams.get('token')!;
    // one click, no session
    const r = await call(await unsubscribe(), 'POST', `/api/notifications/unsubscribe?token=${token}`, {
      host: w.a.host,
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(200);
    const p = await prisma.notificationPreference.findFirstOrThrow({ where: { userId: caio.id } });
    expect(p).toMatchObject({ commentEmail: false, commentPlatform: true, likeEmail: true });
  });

  it('a forged or altered token and another tenant host are 404 and change nothing', async () => {
    const good = await signUnsubscribe({ tenantId: w.a.id, userId: bia.id, type: 'like' });
    const forged = (await signUnsubscribe({ tenantId: w.a.id, userId: bia.id, type: 'like' })).replace(
      /.$/,
      (c) => (c === 'A' ? 'B' : 'A'),
    );
    const other = Buffer.from(`${w.a.id}.${ana.id}.like`).toString('base64url') + '.' + good.split('.')[1];
    for (const [token, host] of [
      [forged, w.a.host],
      [other, w.a.host],
      [good, w.b.host],
    ] as const) {
      const r = await call(await unsubscribe(), 'POST', `/api/notifications/unsubscribe?token=${token}`, {
        host,
      });
      expect(r.status).toBe(404);
    }
    expect(
      await prisma.notificationPreference.count({
        where: { userId: { in: [bia.id, ana.id] }, likeEmail: false },
      }),
    ).toBe(0);
  });

  it('a failing SMTP server fails the mail job in the worker, which retries it and sends it once SMTP is back', async () => {
    const dora = await createUser(w.a, 'student', 'Dora');
    const postId = await newPost(w.a, dora, communityId, 'SMTP fora do ar');
    await newComment(w.a, bia, postId);
    await drain();
    const n = await prisma.notification.findFirstOrThrow({
      where: { userId: dora.id, postId, type: 'community_comment' },
    });
    // the worker's first step: render the notification's mail and queue it on 'send-email'
    await runJob('notification-email', { notificationId: n.id });
    const [queued] = await prisma.$queryRawUnsafe<{ id: string }[]>(
      `SELECT id::text FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = $1`,
      dora.email,
    );
    expect(queued).toBeDefined();
    const boss = await getBoss();
    const job = () => boss.getJobById<MailMessage>('send-email', queued!.id);
    const until = async (state: string) => {
      for (let end = Date.now() + 20_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
        if ((await job())?.state === state) break;
      return job();
    };
    const saved = { smtp: process.env.SMTP_URL, dir: process.env.DATA_DIR };
    process.env.SMTP_URL = 'smtp://127.0.0.1:9'; // nothing listens there: the connection is refused
    process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'praca-smtp-'));
    resetEnvCache();
    try {
      // the real worker runs the real handler, which throws: pg-boss keeps the job for a retry later
      await startWorker({ pollingIntervalSeconds: 0.5 });
      const failed = await until('retry');
      expect(failed).toMatchObject({ state: 'retry', retryCount: 0 });
      expect(failed!.retryLimit).toBeGreaterThan(0);
      expect(failed!.startAfter.getTime()).toBeGreaterThan(Date.now()); // the retry delay (30 s, backoff)
      expect(await readLatestMail(dora.email)).toBeNull();
      // SMTP is back (the file mailer here) and the retry delay has passed: the worker sends it
      delete process.env.SMTP_URL;
      resetEnvCache();
      await prisma.$executeRawUnsafe(
        `UPDATE pgboss.job SET start_after = now() WHERE id = $1::uuid`,
        queued!.id,
      );
      expect(await until('completed')).toMatchObject({ state: 'completed', retryCount: 1 });
      expect((await readLatestMail(dora.email))?.subject).toBeTruthy();
    } finally {
      await stopWorker({ graceful: false });
      rmSync(process.env.DATA_DIR, { recursive: true, force: true });
      for (const [key, value] of [
        ['SMTP_URL', saved.smtp],
        ['DATA_DIR', saved.dir],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      resetEnvCache();
    }
    expect(await prisma.notification.findUnique({ where: { id: n.id } })).not.toBeNull();
  }, 60_000);

  it('a failing SMTP never loses the notification: it is committed before any mail job', async () => {
    const pending = await prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notification-email'`,
    );
    expect(pending[0]!.n).toBeGreaterThan(0);
  });
});
