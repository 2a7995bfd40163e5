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
export const COMMUNITY_COLOR_PRESET_NAMES = Object.keys(COMMUNITY_COLOR_PRESETS) as CommunityColorPreset[];

/** '#121212' means "no colour chosen" (SPEC 3). */
export const COMMUNITY_DEFAULT_COLOR = '#121212';

/**
 * The old-version form's 17 named image backgrounds. `background_color` of an old-version community
 * holds one of these names (or a hex colour); 'Retirar background' stores the default colour.
 */
export const COMMUNITY_BACKGROUNDS = [
  'roxo',
  'amarelo',
  'azul',
  'verde',
  'vermelho',
  'violeta',
  'laranja',
  'rosa',
  'ciano',
  'cinza',
  'marrom',
  'dourado',
  'prata',
  'turquesa',
  'vinho',
  'grafite',
  'aurora',
] as const;
export type CommunityBackground = (typeof COMMUNITY_BACKGROUNDS)[number];

/** Where the panel's background swatches and the student pages find a named background's image. */
export function communityBackgroundImage(name: CommunityBackground): string {
  return `/communities/backgrounds/${name}.webp`;
}

/** The cover image (SPEC 5 and 9): 1210 x 240 crop, at most 1 MB. */
export const COMMUNITY_COVER = { width: 1210, height: 240, aspect: 1210 / 240, maxBytes: 1_048_576 } as const;
export const COMMUNITY_COVER_KIND = 'community-cover' as const;

/** The confirmation word of the delete modal (SPEC 4). */
export const COMMUNITY_CONFIRM_WORD = 'EXCLUIR';

/** Toast duration of the new community form (SPEC 9). */
export const COMMUNITY_FORM_TOAST_MS = 4000;
/** Stale time of the community config, products and lists (SPEC 9). */
export const COMMUNITY_STALE_MS = 3_600_000;
