import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { themeVariables } from '@/lib/shell/theme';
import { toLoginView, type LoginPageData } from './login-view';

// What the /login page needs from the tenant's platform settings (SPEC 3 "Login page settings").
// The rules live in ./login-view.ts, shared with the panel's live preview.

export type { LoginPageData, LoginPlacement, LoginTheme } from './login-view';

export async function getLoginPageData(ctx: RequestContext): Promise<LoginPageData> {
  const s = await ctx.db.platformSettings.findUnique({ where: { tenantId: ctx.tenant.id } });
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
    }),
  });
}
