import { prisma } from '@/lib/server/db';

/** The login page columns of a tenant's settings row, to prove a refused call changed nothing. */
export function loginPageOf(tenantId: string) {
  return prisma.platformSettings.findUnique({
    where: { tenantId },
    select: {
      loginTheme: true,
      loginThemePlacement: true,
      loginText: true,
      overlayBannerLogin: true,
      ctaLogin: true,
      titleCtaLogin: true,
      linkCtaLogin: true,
      loginBanner: true,
      loginBannerVertical: true,
      enableRedirectLogin: true,
      redirectUrl: true,
      magicLinkEnabled: true,
    },
  });
}

/** A valid full form: what the panel sends on Salvar. */
export function validBody(tenantId: string, extra: Record<string, unknown> = {}) {
  return {
    tenant_id: tenantId,
    login_theme: 3,
    login_theme_placement: 'right',
    login_text: 'Entre na sua conta',
    overlay_banner_login: 70,
    cta_login: true,
    title_cta_login: 'Conheça a oferta',
    link_cta_login: 'https://exemplo.com/oferta',
    enable_redirect_login: true,
    redirect_url: '/homepage',
    magic_link_enabled: true,
    ...extra,
  };
}
