import { beforeAll, describe, expect, it } from 'vitest';
import { getLoginPageData } from '@/lib/auth/login-page';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { createTenant, type TestTenant } from '../support/factories';
import { makeRequest } from '../support/http';

describe('login page data', () => {
  let t: TestTenant;
  const load = async () =>
    getLoginPageData(await buildContext(makeRequest('GET', '/login', { host: t.host })));
  beforeAll(async () => {
    t = await createTenant('Escola Login');
  });

  it('defaults: gradient, centred, translated heading, no CTA, magic link off', async () => {
    expect(await load()).toMatchObject({
      tenantName: 'Escola Login',
      theme: 'gradient',
      placement: 'center',
      heading: null,
      cta: null,
      magicLinkEnabled: false,
      logoUrl: null,
      bannerUrl: null,
      overlay: 0.5,
    });
  });

  it('honours the settings and refuses unsafe URLs', async () => {
    await prisma.platformSettings.update({
      where: { tenantId: t.id },
      data: {
        loginTheme: 3,
        loginThemePlacement: 'right',
        loginText: 'Bem-vindo!',
        ctaLogin: true,
        titleCtaLogin: 'Comprar',
        linkCtaLogin: 'escola.com/oferta',
        logoHorizontal: 'javascript:alert(1)',
        loginBanner: 'https://cdn.example.test/b.jpg',
        overlayBannerLogin: 70,
        magicLinkEnabled: true,
        primaryColor: 'red;}body{display:none',
      },
    });
    const d = await load();
    expect(d).toMatchObject({
      theme: 'glass',
      placement: 'right',
      heading: 'Bem-vindo!',
      cta: { title: 'Comprar', href: 'https://escola.com/oferta' },
      logoUrl: null,
      bannerUrl: 'https://cdn.example.test/b.jpg',
      bannerVerticalUrl: 'https://cdn.example.test/b.jpg',
      overlay: 0.7,
      magicLinkEnabled: true,
    });
    expect(d.themeVars['--color-primary']).toBe('#6D28D9');
    await prisma.platformSettings.update({
      where: { tenantId: t.id },
      data: { linkCtaLogin: 'javascript:alert(1)' },
    });
    expect((await load()).cta).toBeNull();
  });
});
