import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { tenantCached } from '@/lib/server/tenant-cache';
import { themeVariables } from '@/lib/shell/theme';
import { toLoginView, type LoginPageData } from './login-view';

// What the /login page needs from the tenant's platform settings (SPEC 3 "Login page settings").
// The rules live in ./login-view.ts, shared with the panel's live preview.

export type { LoginPageData, LoginPlacement, LoginTheme } from './login-view';

/**
 * The /login screen's settings, read once per editor save (lib/server/tenant-cache.ts, decision 428): they
 * change only through the panels (login page, appearance, SEO), whose writes bump the tenant's version. The
 * value is the same for every visitor of the tenant; callers must not mutate it.
 */
export function getLoginPageData(ctx: RequestContext): Promise<LoginPageData> {
  return tenantCached(ctx.tenant.id, 'login-page', () => loadLoginPageData(ctx));
}

async function loadLoginPageData(ctx: RequestContext): Promise<LoginPageData> {
  const s = await ctx.db.platformSettings.findUnique({
    where: { tenantId: ctx.tenant.id },
    select: {
      seoName: true,
      logoHorizontal: true,
      loginTheme: true,
      loginThemePlacement: true,
      loginText: true,
      loginBanner: true,
      loginBannerVertical: true,
      overlayBannerLogin: true,
      ctaLogin: true,
      titleCtaLogin: true,
      linkCtaLogin: true,
      magicLinkEnabled: true,
      fontPrimary: true,
      primaryColor: true,
      textColor: true,
      backgroundColorPrimary: true,
      backgroundColorSecondary: true,
      overlayColor: true,
    },
  });
  return toLoginView({
    tenantName: s?.seoName?.trim() || ctx.tenant.name,
    logoUrl: storedImageUrl(s?.logoHorizontal),
    loginTheme: s?.loginTheme,
    placement: s?.loginThemePlacement,
    loginText: s?.loginText,
    bannerUrl: storedImageUrl(s?.loginBanner),
    bannerVerticalUrl: storedImageUrl(s?.loginBannerVertical),
    overlayPercent: s?.overlayBannerLogin,
    ctaEnabled: !!s?.ctaLogin,
    ctaTitle: s?.titleCtaLogin,
    ctaLink: s?.linkCtaLogin,
    magicLinkEnabled: !!s?.magicLinkEnabled,
    font: s?.fontPrimary,
    themeVars: themeVariables({
      primary_color: s?.primaryColor,
      text_color: s?.textColor,
      background_color_primary: s?.backgroundColorPrimary,
      background_color_secondary: s?.backgroundColorSecondary,
      font_primary: s?.fontPrimary,
      overlay_color: s?.overlayColor,
    }),
  });
}
