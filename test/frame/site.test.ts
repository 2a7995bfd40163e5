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

  it('falls back to the square logo before the default icon (logo_square, issue 50)', async () => {
    const { GET } = await import('@/app/api/frame/favicon/route');
    const { call } = await import('../support/http');
    const { createTenant } = await import('../support/factories');
    const { prisma } = await import('@/lib/server/db');
    const t = await createTenant();
    await prisma.platformSettings.update({
      where: { tenantId: t.id },
      data: { logoSquare: '/seed/x/logo-square.svg' },
    });
    const res = await call(GET, 'GET', '/api/frame/favicon', { host: t.host });
    expect(res.headers.get('location')).toBe('/seed/x/logo-square.svg');
  });
});

describe('GET /api/frame/manifest (logo_square, issue 50)', () => {
  it('answers the tenant’s manifest: its name, colours and square logo as the icon', async () => {
    const { GET } = await import('@/app/api/frame/manifest/route');
    const { call } = await import('../support/http');
    const { createTenant } = await import('../support/factories');
    const { prisma } = await import('@/lib/server/db');
    const [t, other] = [await createTenant('Escola Quadrada de Teste'), await createTenant()];
    const none = await call(GET, 'GET', '/api/frame/manifest', { host: t.host });
    expect(none.status).toBe(200);
    expect(none.headers.get('content-type')).toBe('application/manifest+json');
    expect(none.body).toMatchObject({
      name: 'Escola Quadrada de Teste',
      short_name: 'Escola Quadr',
      start_url: '/homepage',
      display: 'standalone',
      icons: [{ src: '/default-favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
    await prisma.platformSettings.update({
      where: { tenantId: t.id },
      data: { logoSquare: 'uploads/x/logo.png', primaryColor: '#123456', seoName: 'Quadrada' },
    });
    const set = await call(GET, 'GET', '/api/frame/manifest', { host: t.host });
    expect(set.body).toMatchObject({ name: 'Quadrada', short_name: 'Quadrada', theme_color: '#123456' });
    expect(set.body.icons).toHaveLength(1);
    expect(set.body.icons[0].src).toContain('uploads/x/logo.png');
    expect(set.body.icons[0].sizes).toBe('200x200');
    // per tenant: another school's manifest is its own
    const theirs = await call(GET, 'GET', '/api/frame/manifest', { host: other.host });
    expect(theirs.body.name).not.toBe('Quadrada');
  });
});
