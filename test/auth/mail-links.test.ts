import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as magicPOST } from '@/app/api/magic-link/route';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { readLatestMail, type StoredMail } from '@/lib/server/mail';
import { startWorker, stopWorker } from '@/lib/server/jobs/worker';
import { tenantOrigin } from '@/lib/server/public-origin';
import { createTenant, createUser, type TestTenant } from '../support/factories';
import { call } from '../support/http';

// Links in e-mails come from the school's own domain and the configured scheme and port (APP_URL),
// never from the request's Host port or X-Forwarded-* (ADR 0240): a visitor cannot make a member
// receive a link to a port or a scheme they chose, with or without a trusted proxy.

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

const saved = { ...process.env };
function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

let t: TestTenant;
const alias = () => `alias-${t.host}`;

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'praca-mail-'));
  resetEnvCache();
  t = await createTenant('Escola dos Links');
  await prisma.tenantDomain.create({ data: { tenantId: t.id, host: alias(), primary: false } });
  await prisma.platformSettings.update({ where: { tenantId: t.id }, data: { magicLinkEnabled: true } });
  await startWorker({ pollingIntervalSeconds: 0.5 });
});
afterEach(() =>
  setEnv(
    Object.fromEntries(
      ['APP_URL', 'TRUST_PROXY', 'NODE_ENV', 'PORT', 'STORAGE_SIGNING_SECRET'].map((k) => [k, saved[k]]),
    ),
  ),
);
afterAll(async () => {
  await stopWorker({ graceful: false });
  rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});

/** A magic link requested on `host` with the given headers: the link the member receives. */
async function linkFor(host: string, headers: Record<string, string>) {
  const u = await createUser(t);
  const since = new Date().toISOString();
  const res = await call(magicPOST, 'POST', '/api/magic-link', { host, body: { email: u.email }, headers });
  expect(res.status).toBe(200);
  return linkIn(await waitForMail(u.email, since));
}

const forged = {
  'x-forwarded-proto': 'http',
  'x-forwarded-port': '4444',
  'x-forwarded-host': 'evil.example',
};

describe('the magic-link e-mail', () => {
  it('links to the school’s primary domain with APP_URL’s scheme, whatever Host port and X-Forwarded-* say', async () => {
    setEnv({ APP_URL: 'https://praca.example', TRUST_PROXY: 'false' });
    const link = await linkFor(`${alias()}:4444`, forged);
    expect(link.origin).toBe(`https://${t.host}`);
    expect(link.pathname).toBe('/api/magic-link/verify');
  });

  it('behind a trusted proxy too: the forwarded host picks the school, not the link', async () => {
    setEnv({ APP_URL: 'https://praca.example:8443', TRUST_PROXY: 'true' });
    const link = await linkFor(`${t.host}:4444`, {
      ...forged,
      'x-forwarded-host': `${alias()}:4444`,
      origin: `http://${alias()}:4444`, // the page the proxy served
    });
    expect(link.origin).toBe(`https://${t.host}:8443`);
  });

  it('without APP_URL: http on PORT outside production', async () => {
    setEnv({ APP_URL: undefined, PORT: '3999' });
    const link = await linkFor(`${t.host}:4444`, { 'x-forwarded-proto': 'https' });
    expect(link.origin).toBe(`http://${t.host}:3999`);
  });
});

describe('the school’s look and name (issue 56, ADR 0306)', () => {
  it('sends the magic link as the school, in its colour, with its logo and reply-to', async () => {
    await prisma.platformSettings.update({
      where: { tenantId: t.id },
      data: {
        primaryColor: '#123ABC',
        logoHorizontal: 'https://cdn.example/logo.png',
        seoName: 'Escola dos Links Oficial',
        mailReplyTo: 'secretaria@links.example',
      },
    });
    const u = await createUser(t);
    const since = new Date().toISOString();
    const res = await call(magicPOST, 'POST', '/api/magic-link', { host: t.host, body: { email: u.email } });
    expect(res.status).toBe(200);
    const mail = await waitForMail(u.email, since);
    expect(mail.from).toBe('"Escola dos Links Oficial" <no-reply@praca.local>');
    expect(mail.replyTo).toBe('secretaria@links.example');
    expect(mail.tenantId).toBe(t.id);
    expect(mail.html).toContain('background:#123ABC');
    expect(mail.html).toContain('<img src="https://cdn.example/logo.png" alt="Escola dos Links Oficial"');
    // queued ahead of bulk mail
    const [job] = await prisma.$queryRaw<{ priority: number }[]>`
      SELECT priority FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = ${u.email}`;
    expect(job?.priority).toBe(100);
  });
});

describe('tenantOrigin', () => {
  it('https and no port in production without APP_URL; APP_URL’s scheme and port otherwise', () => {
    setEnv({ NODE_ENV: 'production', APP_URL: undefined, STORAGE_SIGNING_SECRET: 'x'.repeat(32) });
    expect(tenantOrigin('escola.example.com')).toBe('https://escola.example.com');
    setEnv({ APP_URL: 'http://localhost:3000' });
    expect(tenantOrigin('outra.localhost')).toBe('http://outra.localhost:3000');
    setEnv({ NODE_ENV: 'test', APP_URL: 'https://praca.example' });
    expect(tenantOrigin('escola.example.com')).toBe('https://escola.example.com');
  });
});
