import { afterEach, describe, expect, it } from 'vitest';
import { sessionCookie } from '@/lib/server/auth/session';
import { resetEnvCache } from '@/lib/server/env';

// The session cookie's Secure flag follows X-Forwarded-Proto only behind a trusted proxy (decision 66).
const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const secure = (r: Request) => sessionCookie(r, 'tok', new Date(Date.now() + 1000)).includes('; Secure');

afterEach(() => {
  delete process.env.TRUST_PROXY;
  delete process.env.COOKIE_SECURE;
  resetEnvCache();
});

describe('Secure cookie flag', () => {
  it('ignores a client-sent X-Forwarded-Proto without TRUST_PROXY', () => {
    delete process.env.COOKIE_SECURE;
    resetEnvCache();
    expect(secure(req('http://escola.test/api/login', { 'x-forwarded-proto': 'https' }))).toBe(false);
    expect(secure(req('https://escola.test/api/login'))).toBe(true);
  });

  it('follows X-Forwarded-Proto behind a trusted proxy', () => {
    process.env.TRUST_PROXY = 'true';
    resetEnvCache();
    expect(secure(req('http://escola.test/api/login', { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(secure(req('http://escola.test/api/login', { 'x-forwarded-proto': 'http' }))).toBe(false);
  });

  it('COOKIE_SECURE forces it either way', () => {
    process.env.COOKIE_SECURE = 'true';
    resetEnvCache();
    expect(secure(req('http://escola.test/api/login'))).toBe(true);
  });
});
