import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as webhookPOST } from '@/app/api/webhooks/[source]/[key]/route';
import { PUT as setupPUT } from '@/app/api/auth/admin/integrations/[source]/route';
import { POST as mapPOST } from '@/app/api/auth/admin/integrations/[source]/products/route';
import { GET as deliveriesGET } from '@/app/api/auth/admin/integrations/deliveries/route';
import { POST as reprocessPOST } from '@/app/api/auth/admin/integrations/deliveries/[id]/reprocess/route';
import { processDelivery } from '@/lib/integrations/process';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { createCourse } from '../course/world';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { call } from '../support/http';

// Sales-platform webhooks (issue 47, ADR 0441), per source with payloads shaped as each platform
// documents them (test/access/fixtures) and signatures made here with the platform's scheme: grant,
// duplicate delivery, revoke before grant, bad signature, unknown product, another school's URL.

type Source = 'hotmart' | 'kiwify' | 'stripe' | 'generic';

const fixture = (name: string, v: Record<string, string>) =>
  readFileSync(path.join(__dirname, 'fixtures', `${name}.json`), 'utf8').replace(
    /\{\{(\w+)\}\}/g,
    (_, k: string) => v[k] ?? '',
  );

const FIXTURES: Record<Source, { grant: string; revoke: string }> = {
  hotmart: { grant: 'hotmart-purchase-approved', revoke: 'hotmart-purchase-refunded' },
  kiwify: { grant: 'kiwify-order-approved', revoke: 'kiwify-order-refunded' },
  stripe: { grant: 'stripe-checkout-session-completed', revoke: 'stripe-charge-refunded' },
  generic: { grant: 'generic-grant', revoke: 'generic-revoke' },
};

/** Headers and query a platform would send with this body, signed with `secret` its own way. */
function signed(
  source: Source,
  body: string,
  secret: string,
): { headers: Record<string, string>; query: string } {
  switch (source) {
    case 'hotmart':
      return { headers: { 'x-hotmart-hottok': secret }, query: '' };
    case 'kiwify':
      return { headers: {}, query: `?signature=${createHmac('sha1', secret).update(body).digest('hex')}` };
    case 'stripe':
      return {
        headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) },
        query: '',
      };
    case 'generic': {
      const t = Math.floor(Date.now() / 1000);
      const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
      return { headers: { 'x-praca-signature': `t=${t},v1=${v1}` }, query: '' };
    }
  }
}

interface School {
  t: TestTenant;
  admin: TestUser;
  urls: Record<Source, string>;
  secrets: Record<Source, string>;
  course: Awaited<ReturnType<typeof createCourse>>;
}

async function school(name: string): Promise<School> {
  const t = await createTenant(name);
  const admin = await createUser(t, 'admin');
  const course = await createCourse(t);
  const urls = {} as Record<Source, string>;
  const secrets = {} as Record<Source, string>;
  for (const source of ['hotmart', 'kiwify', 'stripe', 'generic'] as const) {
    const given =
      source === 'generic'
        ? undefined
        : source === 'stripe'
          ? 'whsec_' + randomBytes(16).toString('hex')
          : randomBytes(12).toString('hex');
    const res = await call(setupPUT, 'PUT', `/api/auth/admin/integrations/${source}`, {
      host: t.host,
      cookie: admin.cookie,
      body: given ? { secret: given } : {},
    });
    expect(res.status, source).toBe(200);
    urls[source] = new URL(res.body.data.url).pathname;
    secrets[source] = given ?? res.body.data.secret;
    const map = await call(mapPOST, 'POST', `/api/auth/admin/integrations/${source}/products`, {
      host: t.host,
      cookie: admin.cookie,
      body: { external_id: `ext-${source}`, product_id: course.product },
    });
    expect(map.status, source).toBe(201);
  }
  return { t, admin, urls, secrets, course };
}

let a: School;
let b: School;

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'praca-webhooks-'));
  resetEnvCache();
  a = await school('Escola A');
  b = await school('Escola B');
});
afterAll(() => rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));

const uid = () => randomBytes(5).toString('hex');

async function send(s: School, source: Source, body: string, opts: { secret?: string; url?: string } = {}) {
  const { headers, query } = signed(source, body, opts.secret ?? s.secrets[source]);
  return call(webhookPOST, 'POST', (opts.url ?? s.urls[source]) + query, {
    host: s.t.host,
    body,
    headers,
    origin: null,
  });
}

/** Runs the job for every delivery of the school still waiting (what the worker does). */
async function work(s: School) {
  const waiting = await prisma.webhookDelivery.findMany({
    where: { tenantId: s.t.id, status: 'received' },
    orderBy: { receivedAt: 'asc' },
  });
  for (const d of waiting) await processDelivery(d.id);
}

async function accessOf(s: School, email: string) {
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) return null;
  const e = await prisma.enrollment.findFirst({ where: { userId: user.id, productId: s.course.product } });
  if (!e) return 'none';
  return e.expiresAt === null || e.expiresAt > new Date() ? 'live' : 'ended';
}

describe.each(['hotmart', 'kiwify', 'stripe', 'generic'] as const)('%s webhooks', (source) => {
  const vars = (over: Record<string, string> = {}) => ({
    EVENT: `evt_${uid()}`,
    PURCHASE: `pur_${uid()}`,
    EMAIL: `comprador-${uid()}@exemplo.com`,
    PRODUCT: `ext-${source}`,
    ...over,
  });

  it('a purchase creates the member, grants the product and mails the welcome', async () => {
    const v = vars();
    const res = await send(a, source, fixture(FIXTURES[source].grant, v));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    const stored = await prisma.webhookDelivery.findFirstOrThrow({
      where: { tenantId: a.t.id, email: v.EMAIL },
    });
    expect(stored.status).toBe('received');
    expect(stored.rawBody).toBe(fixture(FIXTURES[source].grant, v));
    await work(a);
    expect(await accessOf(a, v.EMAIL)).toBe('live');
    const user = await prisma.user.findUniqueOrThrow({ where: { email: v.EMAIL } });
    const row = await prisma.enrollment.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.origin).toBe('webhook');
    expect(row.originRef).toBe(stored.eventId);
    expect((await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: stored.id } })).status).toBe(
      'processed',
    );
    // the welcome e-mail is queued for the new member (pg-boss's job table)
    const [queued] = await prisma.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = ${v.EMAIL}`;
    expect(Number(queued!.n)).toBe(1);
  });

  it('a redelivery of the same event changes nothing', async () => {
    const v = vars();
    const body = fixture(FIXTURES[source].grant, v);
    expect((await send(a, source, body)).body.duplicate).toBe(false);
    await work(a);
    const again = await send(a, source, body);
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    await work(a);
    expect(await prisma.webhookDelivery.count({ where: { tenantId: a.t.id, email: v.EMAIL } })).toBe(1);
    const user = await prisma.user.findUniqueOrThrow({ where: { email: v.EMAIL } });
    expect(await prisma.accessEvent.count({ where: { userId: user.id } })).toBe(1);
  });

  it('a refund that arrives before its purchase ends revoked', async () => {
    const v = vars();
    const revokeVars = { ...v, EVENT: `evt_${uid()}` };
    expect((await send(a, source, fixture(FIXTURES[source].revoke, revokeVars))).status).toBe(200);
    await work(a);
    expect((await send(a, source, fixture(FIXTURES[source].grant, v))).status).toBe(200);
    await work(a);
    expect(await accessOf(a, v.EMAIL)).not.toBe('live');
  });

  it('a refund after the purchase revokes and keeps the member', async () => {
    const v = vars();
    await send(a, source, fixture(FIXTURES[source].grant, v));
    await work(a);
    await send(a, source, fixture(FIXTURES[source].revoke, { ...v, EVENT: `evt_${uid()}` }));
    await work(a);
    expect(await accessOf(a, v.EMAIL)).toBe('ended');
    const user = await prisma.user.findUniqueOrThrow({ where: { email: v.EMAIL } });
    expect(await prisma.membership.count({ where: { userId: user.id, tenantId: a.t.id } })).toBe(1);
  });

  it('a bad signature answers 401 and is stored as rejected, granting nothing', async () => {
    const v = vars();
    const res = await send(a, source, fixture(FIXTURES[source].grant, v), {
      secret: source === 'stripe' ? 'whsec_wrongwrongwrong' : 'wrong-secret-123',
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Assinatura inválida.');
    const stored = await prisma.webhookDelivery.findFirstOrThrow({
      where: { tenantId: a.t.id, email: v.EMAIL },
    });
    expect(stored).toMatchObject({ status: 'rejected', eventId: null });
    expect(await prisma.user.findUnique({ where: { email: v.EMAIL } })).toBeNull();
  });

  it('an unknown product is stored as needing attention, and Reprocessar grants once it is mapped', async () => {
    const v = vars({ PRODUCT: `nao-mapeado-${uid()}` });
    await send(a, source, fixture(FIXTURES[source].grant, v));
    await work(a);
    const d = await prisma.webhookDelivery.findFirstOrThrow({ where: { tenantId: a.t.id, email: v.EMAIL } });
    expect(d.status).toBe('needs_attention');
    const list = await call(
      deliveriesGET,
      'GET',
      '/api/auth/admin/integrations/deliveries?status=needs_attention',
      {
        host: a.t.host,
        cookie: a.admin.cookie,
      },
    );
    expect(list.body.data.items.map((i: { id: string }) => i.id)).toContain(d.id);
    await call(mapPOST, 'POST', `/api/auth/admin/integrations/${source}/products`, {
      host: a.t.host,
      cookie: a.admin.cookie,
      body: { external_id: v.PRODUCT, product_id: a.course.product },
    });
    const re = await call(
      reprocessPOST,
      'POST',
      `/api/auth/admin/integrations/deliveries/${d.id}/reprocess`,
      {
        host: a.t.host,
        cookie: a.admin.cookie,
      },
    );
    expect(re.status).toBe(200);
    await processDelivery(d.id, { force: true });
    expect(await accessOf(a, v.EMAIL)).toBe('live');
  });

  it("school A's secret on school B's URL is refused; A's URL on B's host is not found", async () => {
    const v = vars();
    const body = fixture(FIXTURES[source].grant, v);
    const res = await send(b, source, body, { secret: a.secrets[source] });
    expect(res.status).toBe(401);
    const cross = await send(b, source, body, { url: a.urls[source], secret: a.secrets[source] });
    expect(cross.status).toBe(404);
    await work(a);
    await work(b);
    expect(await prisma.user.findUnique({ where: { email: v.EMAIL } })).toBeNull();
  });
});

describe('a storm of deliveries', () => {
  it('100 generic deliveries with 10% redeliveries, worked in parallel: one grant per purchase', async () => {
    const run = uid();
    const bodies = Array.from({ length: 100 }, (_, i) => {
      const n = i % 10 === 9 ? i - 1 : i; // every tenth a redelivery of the one before
      return fixture('generic-grant', {
        EVENT: `storm-${run}-${n}`,
        PURCHASE: `p-${run}-${n}`,
        EMAIL: `storm-${run}-${n}@exemplo.com`,
        PRODUCT: 'ext-generic',
      });
    });
    const answers = [];
    for (let i = 0; i < bodies.length; i += 10)
      answers.push(...(await Promise.all(bodies.slice(i, i + 10).map((b) => send(a, 'generic', b)))));
    expect(answers.filter((r) => r.body.duplicate).length).toBe(10);
    const waiting = await prisma.webhookDelivery.findMany({
      where: { tenantId: a.t.id, status: 'received', email: { startsWith: `storm-${run}` } },
      select: { id: true },
    });
    expect(waiting).toHaveLength(90);
    // the worker's concurrency, and each one twice (a retried job) on top
    for (let i = 0; i < waiting.length; i += 10)
      await Promise.all(
        waiting.slice(i, i + 10).flatMap((d) => [processDelivery(d.id), processDelivery(d.id)]),
      );
    const grants = await prisma.accessEvent.groupBy({
      by: ['userId'],
      where: { tenantId: a.t.id, kind: 'granted', user: { email: { startsWith: `storm-${run}` } } },
      _count: { _all: true },
    });
    expect(grants).toHaveLength(90);
    expect(grants.every((g) => g._count._all === 1)).toBe(true);
  });
});
