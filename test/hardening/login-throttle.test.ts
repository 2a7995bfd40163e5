import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as loginPOST } from '@/app/api/login/route';
import { POST as magicPOST } from '@/app/api/magic-link/route';
import { GET as verifyGET } from '@/app/api/magic-link/verify/route';
import { newToken } from '@/lib/server/auth/tokens';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { clientIp } from '@/lib/server/route';
import { createTenant, createUser, TEST_PASSWORD, type TestTenant } from '../support/factories';
import { call } from '../support/http';

// Login throttling without a trusted proxy (decision 65): the per-client limit counts the TCP peer's
// address, which scripts/peer-address.cjs hands to the app in `x-praca-peer` with a per-start token;
// the rightful owner still gets in by magic link while the password path is throttled.
const TOKEN = 'a'.repeat(64);
const peer = (ip: string) => ({ 'x-praca-peer': `${TOKEN} ${ip}` });

let t: TestTenant;
beforeAll(async () => {
  delete process.env.TRUST_PROXY;
  process.env.PRACA_PEER_TOKEN = TOKEN;
  resetEnvCache();
  t = await createTenant();
  await prisma.platformSettings.update({ where: { tenantId: t.id }, data: { magicLinkEnabled: true } });
});
afterAll(() => {
  delete process.env.PRACA_PEER_TOKEN;
  resetEnvCache();
});

const attempt = (email: string, password: string, headers: Record<string, string>) =>
  call(loginPOST, 'POST', '/api/login', { host: t.host, body: { email, password }, headers });

describe('the client address without a trusted proxy', () => {
  it('is the socket address the preload wrote, only with the right token', () => {
    const req = (h: Record<string, string>) => new Request('http://x/', { headers: h });
    expect(clientIp(req(peer('203.0.113.9')))).toBe('203.0.113.9');
    expect(clientIp(req({ 'x-praca-peer': `${'b'.repeat(64)} 203.0.113.9` }))).toBeNull();
    expect(clientIp(req({ 'x-praca-peer': '203.0.113.9' }))).toBeNull();
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.9' }))).toBeNull();
    delete process.env.PRACA_PEER_TOKEN;
    resetEnvCache();
    expect(clientIp(req(peer('203.0.113.9')))).toBeNull(); // no preload: no per-IP limit
    process.env.PRACA_PEER_TOKEN = TOKEN;
    resetEnvCache();
  });

  it('20 failures on 20 e-mails from one client: the next try from it is 429, other clients pass', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++)
      expect((await attempt(`spray-${i}@example.test`, 'x', peer(ip))).status).toBe(401);
    const u = await createUser(t);
    const blocked = await attempt(u.email, TEST_PASSWORD, peer(ip));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(u.email, TEST_PASSWORD, peer('192.0.2.78'))).status).toBe(200);
  });
});

describe('the owner while the password path is throttled', () => {
  it('five wrong passwords lock the password path, but the magic link still signs the owner in', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) await attempt(u.email, 'wrong', peer('198.51.100.1'));
    expect((await attempt(u.email, TEST_PASSWORD, peer('198.51.100.2'))).status).toBe(429);

    const sent = await call(magicPOST, 'POST', '/api/magic-link', { host: t.host, body: { email: u.email } });
    expect(sent.status).toBe(200);
    expect(await prisma.magicLinkToken.count({ where: { userId: u.id } })).toBe(1);

    // following an e-mailed link (its token stands in for the one mailed) is not throttled
    const { token, hash } = newToken();
    await prisma.magicLinkToken.create({
      data: { tenantId: t.id, userId: u.id, tokenHash: hash, expiresAt: new Date(Date.now() + 600_000) },
    });
    const res = await call(verifyGET, 'GET', `/api/magic-link/verify?token=${token}`, { host: t.host });
    expect(res.status).toBe(303);
    expect(res.cookies.join(';')).toContain('praca_session=');
  });
});
