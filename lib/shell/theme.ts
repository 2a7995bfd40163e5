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

export interface ThemeInput {
  primary_color?: string | null;
  text_color?: string | null;
  background_color_primary?: string | null;
  background_color_secondary?: string | null;
  font_primary?: string | null;
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
  };
}

/** `:root{--color-primary:#...;...}` for a <style> element. */
export function themeCss(s: ThemeInput): string {
  const vars = themeVariables(s);
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
}
