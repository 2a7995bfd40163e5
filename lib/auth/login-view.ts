// What the /login page shows, derived from the login page settings (SPEC 3 "Login page settings").
// Client-importable: the server page (lib/auth/login-page.ts) and the panel's live preview build the
// same view from the same rules, so the preview is the real page.

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
  /** the tenant's font family (font_primary), linked by the page (decision 182) */
  font: string | null;
}

/** The login_text the schema stores by default (pt-BR); shown translated instead. */
export const DEFAULT_LOGIN_TEXT = 'Faça login';
const THEMES: Record<number, LoginTheme> = { 1: 'gradient', 2: 'monochromatic', 3: 'glass' };

/** The CTA may point anywhere on the web (a sales page), but only over http(s) or a relative path. */
export function ctaHref(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//'))) return v;
  // Admins often save "escola.com/oferta" without the scheme (SPEC strips http(s):// for display).
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(v)) return `https://${v}`;
  return null;
}

/** The login settings' fields the page depends on (images already as URLs). */
export interface LoginViewInput {
  tenantName: string;
  logoUrl: string | null;
  loginTheme: number | null | undefined;
  placement: string | null | undefined;
  loginText: string | null | undefined;
  bannerUrl: string | null;
  bannerVerticalUrl: string | null;
  overlayPercent: number | null | undefined;
  ctaEnabled: boolean;
  ctaTitle: string | null | undefined;
  ctaLink: string | null | undefined;
  magicLinkEnabled: boolean;
  themeVars: Record<string, string>;
  font?: string | null;
}

export function toLoginView(i: LoginViewInput): LoginPageData {
  const ctaTitle = i.ctaTitle?.trim();
  const href = ctaHref(i.ctaLink);
  const text = i.loginText?.trim();
  return {
    tenantName: i.tenantName,
    logoUrl: i.logoUrl,
    theme: THEMES[i.loginTheme ?? 1] ?? 'gradient',
    placement: i.placement === 'left' || i.placement === 'right' ? i.placement : 'center',
    // The stored default is the pt-BR text; null lets each language show its own wording.
    heading: text && text !== DEFAULT_LOGIN_TEXT ? text : null,
    bannerUrl: i.bannerUrl,
    bannerVerticalUrl: i.bannerVerticalUrl ?? i.bannerUrl,
    overlay: Math.min(100, Math.max(0, i.overlayPercent ?? 50)) / 100,
    cta: i.ctaEnabled && ctaTitle && href ? { title: ctaTitle, href } : null,
    magicLinkEnabled: i.magicLinkEnabled,
    themeVars: i.themeVars,
    font: i.font ?? null,
  };
}
