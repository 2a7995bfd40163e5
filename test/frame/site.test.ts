import { describe, expect, it } from 'vitest';
import { canonicalOrigin } from '@/lib/frame/site';
import { normalizeLinkUrl } from '@/lib/frame/schemas';

describe('canonicalOrigin (decision 81)', () => {
  it('uses the primary domain and keeps the request port', () => {
    expect(canonicalOrigin('localhost', 'demo.localhost:3303', null)).toBe('http://localhost:3303');
    expect(canonicalOrigin('escola.example.com', 'www.escola.example.com', null)).toBe(
      'https://escola.example.com',
    );
  });
  it('falls back to the request host and honours a trusted forwarded scheme', () => {
    expect(canonicalOrigin(null, 'outra.localhost:3000', null)).toBe('http://outra.localhost:3000');
    expect(canonicalOrigin(null, 'escola.example.com', 'http')).toBe('http://escola.example.com');
    expect(canonicalOrigin('bad host<>', 'escola.example.com', null)).toBe('https://escola.example.com');
  });
});

describe('normalizeLinkUrl', () => {
  it.each([
    ['example.com/x', 'https://example.com/x'],
    ['http://example.com', 'http://example.com'],
    ['localhost:3303/comunidade/t/c', 'https://localhost:3303/comunidade/t/c'],
    ['javascript:alert(1)', null],
    ['mailto:a@b.c', null],
    ['', null],
  ])('%s -> %s', (raw, out) => expect(normalizeLinkUrl(raw)).toBe(out));
});

describe('GET /api/frame/favicon', () => {
  it('redirects to the tenant favicon, else to the default icon', async () => {
    const { GET } = await import('@/app/api/frame/favicon/route');
    const { call } = await import('../support/http');
    const { createTenant } = await import('../support/factories');
    const { prisma } = await import('@/lib/server/db');
    const t = await createTenant();
    const none = await call(GET, 'GET', '/api/frame/favicon', { host: t.host });
    expect(none.status).toBe(302);
    expect(none.headers.get('location')).toBe('/default-favicon.svg');
    await prisma.platformSettings.update({
      where: { tenantId: t.id },
      data: { favicon: '/seed/x/favicon.svg' },
    });
    const set = await call(GET, 'GET', '/api/frame/favicon', { host: t.host });
    expect(set.headers.get('location')).toBe('/seed/x/favicon.svg');
  });
});
