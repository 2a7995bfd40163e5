import { describe, expect, it } from 'vitest';
import { redirectAfterLogin } from '@/lib/auth/redirect';
import { communityPages } from '@/lib/communities/feed/schemas';

// SPEC 2.1: the login page may send members to /comunidade/{tenantId}/{communityId} after signing in.
describe('redirect after login to a community', () => {
  const target = communityPages.community(
    '019b76da-a800-7000-8000-000000000001',
    '019b76da-a800-7547-857e-b16389c48cc9',
  );
  it('follows a configured community path', () => {
    expect(redirectAfterLogin({ enableRedirectLogin: true, redirectUrl: target })).toBe(target);
  });
  it('a page that sent the member to /login still wins, and a foreign URL is never followed', () => {
    expect(redirectAfterLogin({ enableRedirectLogin: true, redirectUrl: target }, '/favoritos')).toBe(
      '/favoritos',
    );
    expect(
      redirectAfterLogin({ enableRedirectLogin: true, redirectUrl: `https://evil.example${target}` }),
    ).toBe('/homepage');
  });
});
