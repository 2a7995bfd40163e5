// The tenant's theme as CSS custom properties. Values come from admin input and end up inside a
// <style> element, so only well-formed hex colours and the known font families pass (no CSS injection).

export const FONT_FAMILIES = [
  'Poppins',
  'Inter',
  'Aboreto',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Oswald',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
/** SPEC 3 "Option lists": font weights (Thin..Black) and sizes 8 to 40, for banners and carousels. */
export const FONT_WEIGHTS = [100, 300, 400, 500, 700, 900] as const;
export const FONT_SIZE_MIN = 8;
export const FONT_SIZE_MAX = 40;

export const DEFAULT_THEME = {
  primary: '#6D28D9',
  primaryText: '#FFFFFF',
  surface: '#000000',
  surface2: '#121212',
  font: 'Poppins' as FontFamily,
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function safeColor(value: string | null | undefined, fallback: string): string {
  const v = (value ?? '').trim();
  return HEX.test(v) ? v : fallback;
}

export function safeFont(value: string | null | undefined): FontFamily {
  const v = (value ?? '').trim().toLowerCase();
  return FONT_FAMILIES.find((f) => f.toLowerCase() === v) ?? DEFAULT_THEME.font;
}

/** Relative luminance (WCAG) of a hex colour. */
export function luminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark text on light surfaces, light text on dark ones. */
export function readableOn(hex: string): string {
  return luminance(hex) > 0.45 ? '#111114' : '#F4F4F5';
}

/** SPEC 3 `shadow_size`: the showcase cards' shadow, 0 none, 1 small, 2 medium, 3 large (ADR 0263). */
export const SHADOW_SIZES = [0, 1, 2, 3] as const;
const CARD_SHADOWS = [
  'none',
  '0 1px 3px rgba(0,0,0,0.45)',
  '0 4px 14px rgba(0,0,0,0.55)',
  '0 12px 32px rgba(0,0,0,0.7)',
] as const;

/** The box-shadow of a showcase card for a stored `shadow_size` (anything else: none). */
export function cardShadow(size: number | null | undefined): string {
  return CARD_SHADOWS[SHADOW_SIZES.find((s) => s === size) ?? 0];
}

/** `#RRGGBB` at `alpha` (0..1) as rgba(); a colour that is not 6-digit hex falls back to black. */
export function withAlpha(hex: string | null | undefined, alpha: number): string {
  const h = /^#[0-9a-f]{6}$/i.test((hex ?? '').trim()) ? hex!.trim().slice(1) : '000000';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  const a = Math.round(Math.min(1, Math.max(0, alpha)) * 100) / 100;
  return `rgba(${r},${g},${b},${a})`;
}

/** SPEC 3 `overlay_intensity` (0..100, default 50) as a 0..1 opacity. */
export function overlayAlpha(intensity: number | null | undefined): number {
  const v = typeof intensity === 'number' && Number.isFinite(intensity) ? intensity : 50;
  return Math.min(100, Math.max(0, v)) / 100;
}

export interface ThemeInput {
  primary_color?: string | null;
  text_color?: string | null;
  background_color_primary?: string | null;
  background_color_secondary?: string | null;
  font_primary?: string | null;
  overlay_color?: string | null;
  overlay_intensity?: number | null;
  shadow_size?: number | null;
}

export function themeVariables(s: ThemeInput): Record<string, string> {
  const surface = safeColor(s.background_color_primary, DEFAULT_THEME.surface);
  const font = safeFont(s.font_primary);
  return {
    '--color-primary': safeColor(s.primary_color, DEFAULT_THEME.primary),
    '--color-primary-text': safeColor(s.text_color, DEFAULT_THEME.primaryText),
    '--color-surface': surface,
    '--color-surface-2': safeColor(s.background_color_secondary, DEFAULT_THEME.surface2),
    '--color-on-surface': readableOn(surface),
    '--font-tenant': `'${font}', 'Inter', system-ui, sans-serif`,
    // Over the login banner, at the login page's own opacity (overlay_banner_login, ADR 0263).
    '--overlay-color': withAlpha(s.overlay_color, 1),
    // Over the home banners (components/home/banner-hero.tsx): the overlay colour at its intensity where
    // the text sits, fading to a third of it (ADR 0263).
    '--overlay-strong': withAlpha(s.overlay_color, overlayAlpha(s.overlay_intensity)),
    '--overlay-soft': withAlpha(s.overlay_color, overlayAlpha(s.overlay_intensity) / 3),
    '--card-shadow': cardShadow(s.shadow_size),
  };
}

/** `:root{--color-primary:#...;...}` for a <style> element. */
export function themeCss(s: ThemeInput): string {
  const vars = themeVariables(s);
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
}
