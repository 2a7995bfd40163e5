import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { storedImageUrl } from '@/lib/appearance/images';
import { themeVariables } from '@/lib/shell/theme';

// What the /login page needs from the tenant's platform settings (SPEC 3 "Login page settings").

export type LoginTheme = 'gradient' | 'monochromatic' | 'glass';
export type LoginPlacement = 'left' | 'center' | 'right';

export interface LoginPageData {
  tenantName: string;
  logoUrl: string | null;
  theme: LoginTheme;
  placement: LoginPlacement;
  /** login_text; null means "use the translated default" */
  heading: string | null;
  bannerUrl: string | null;
  bannerVerticalUrl: string | null;
  /** 0..1 darkness of the overlay over a banner */
  overlay: number;
  cta: { title: string; href: string } | null;
  magicLinkEnabled: boolean;
  /** CSS custom properties of the tenant theme (validated colours and fonts) */
  themeVars: Record<string, string>;
}

const DEFAULT_LOGIN_TEXT = 'Faça login';
const THEMES: Record<number, LoginTheme> = { 1: 'gradient', 2: 'monochromatic', 3: 'glass' };

/** The CTA may point anywhere on the web (a sales page), but only over http(s) or a relative path. */
function ctaHref(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//'))) return v;
  // Admins often save "escola.com/oferta" without the scheme (SPEC strips http(s):// for display).
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(v)) return `https://${v}`;
  return null;
}

export async function getLoginPageData(ctx: RequestContext): Promise<LoginPageData> {
  const s = await ctx.db.platformSettings.findUnique({ where: { tenantId: ctx.tenant.id } });
  const placement = s?.loginThemePlacement;
  const ctaTitle = s?.titleCtaLogin?.trim();
  const href = ctaHref(s?.linkCtaLogin);
  return {
    tenantName: s?.seoName?.trim() || ctx.tenant.name,
    logoUrl: storedImageUrl(s?.logoHorizontal),
    theme: THEMES[s?.loginTheme ?? 1] ?? 'gradient',
    placement: placement === 'left' || placement === 'right' ? placement : 'center',
    // The stored default is the pt-BR text; null lets each language show its own wording.
    heading: s?.loginText?.trim() && s.loginText.trim() !== DEFAULT_LOGIN_TEXT ? s.loginText.trim() : null,
    bannerUrl: storedImageUrl(s?.loginBanner),
    bannerVerticalUrl: storedImageUrl(s?.loginBannerVertical) ?? storedImageUrl(s?.loginBanner),
    overlay: Math.min(100, Math.max(0, s?.overlayBannerLogin ?? 50)) / 100,
    cta: s?.ctaLogin && ctaTitle && href ? { title: ctaTitle, href } : null,
    magicLinkEnabled: !!s?.magicLinkEnabled,
    themeVars: themeVariables({
      primary_color: s?.primaryColor,
      text_color: s?.textColor,
      background_color_primary: s?.backgroundColorPrimary,
      background_color_secondary: s?.backgroundColorSecondary,
      font_primary: s?.fontPrimary,
    }),
  };
}
