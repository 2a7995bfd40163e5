// Community option lists (SPEC.md section 3 "Option lists and constants"), client-importable: the panel's
// pickers, the API's validation and the student pages read the same lists. Fonts: lib/shell/theme.ts.

/** The new-version form's 12 colour presets (key -> hex). */
export const COMMUNITY_COLOR_PRESETS = {
  darkRed: '#7F1D1D',
  brightRed: '#DC2626',
  orange: '#EA580C',
  yellow: '#CA8A04',
  oliveGreen: '#4D7C0F',
  brightGreen: '#16A34A',
  purple: '#7E22CE',
  magenta: '#C026D3',
  navyBlue: '#1E3A8A',
  cyan: '#0891B2',
  gray: '#4B5563',
  brown: '#78350F',
} as const;
export type CommunityColorPreset = keyof typeof COMMUNITY_COLOR_PRESETS;

/** '#121212' means "no colour chosen" (SPEC 3). */
export const COMMUNITY_DEFAULT_COLOR = '#121212';

/**
 * The old-version form's 17 named image backgrounds (name -> the two colours of its gradient).
 * `background_color` of an old-version community holds one of these names or a hex colour; 'Retirar
 * background' stores the default colour. The "image" is a CSS gradient (communityBackgroundCss), so no file
 * has to be served.
 */
export const COMMUNITY_BACKGROUND_GRADIENTS = {
  roxo: ['#2E1065', '#7C3AED'],
  amarelo: ['#713F12', '#EAB308'],
  azul: ['#172554', '#2563EB'],
  verde: ['#052E16', '#16A34A'],
  vermelho: ['#450A0A', '#DC2626'],
  violeta: ['#3B0764', '#A855F7'],
  laranja: ['#431407', '#EA580C'],
  rosa: ['#500724', '#DB2777'],
  ciano: ['#083344', '#06B6D4'],
  cinza: ['#111827', '#6B7280'],
  marrom: ['#1C0A00', '#92400E'],
  dourado: ['#422006', '#CA8A04'],
  prata: ['#1F2937', '#CBD5E1'],
  turquesa: ['#042F2E', '#14B8A6'],
  vinho: ['#2A0A12', '#881337'],
  grafite: ['#0A0A0A', '#404040'],
  aurora: ['#0F172A', '#22C55E'],
} as const satisfies Record<string, readonly [string, string]>;
export type CommunityBackground = keyof typeof COMMUNITY_BACKGROUND_GRADIENTS;
export const COMMUNITY_BACKGROUNDS = Object.keys(COMMUNITY_BACKGROUND_GRADIENTS) as [
  CommunityBackground,
  ...CommunityBackground[],
];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isCommunityBackground(value: string): value is CommunityBackground {
  return Object.hasOwn(COMMUNITY_BACKGROUND_GRADIENTS, value);
}

/** A stored background (named background or hex) as a CSS `background` value; anything else -> default. */
export function communityBackgroundCss(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (isCommunityBackground(v)) {
    const [from, to] = COMMUNITY_BACKGROUND_GRADIENTS[v];
    return `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;
  }
  return HEX.test(v) ? v : COMMUNITY_DEFAULT_COLOR;
}

/** The cover image (SPEC 5 and 9): 1210 x 240 crop; its 1 MB limit is UPLOAD_KINDS['community-cover']. */
export const COMMUNITY_COVER = { width: 1210, height: 240, aspect: 1210 / 240 } as const;
export const COMMUNITY_COVER_KIND = 'community-cover' as const;

/** Toast duration of the new community form (SPEC 9). */
export const COMMUNITY_FORM_TOAST_MS = 4000;
/** Stale time of the community config, products and lists (SPEC 9). */
export const COMMUNITY_STALE_MS = 3_600_000;
