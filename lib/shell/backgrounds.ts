// The appearance form's 17 backgrounds (SPEC.md section 3 "Option lists and constants": "17 colour swatches
// with images"). Zod-free and server-free: the panel's swatches, the appearance schemas and the student
// shell's theme (lib/shell/theme.ts) read the same list (decision 442).
//
// Each background is a colour, stored as `background_color_primary` (what SPEC 7 sends), and an image: a
// glow of a lighter tone of the same hue rising from the bottom of the screen, painted by the student shell
// behind the page (app/globals.css, `body::before`). The image is a CSS gradient, so no file is served and
// nothing is downloaded. A stored colour that is not one of the swatches ('Remover fundo', #000000, or a
// colour sent through the API) has no image.

/** The glow's opacity: low enough that the shell's text keeps a 4.5:1 contrast at its brightest point. */
export const BACKGROUND_GLOW_ALPHA = 0.3;
const GLOW_ALPHA_HEX = Math.round(BACKGROUND_GLOW_ALPHA * 255)
  .toString(16)
  .padStart(2, '0')
  .toUpperCase();

export const BACKGROUND_SWATCHES = [
  { id: 'preto', color: '#121212', glow: '#52525B' },
  { id: 'grafite', color: '#1F2937', glow: '#4B5563' },
  { id: 'cinza', color: '#374151', glow: '#6B7280' },
  { id: 'roxo', color: '#2E1065', glow: '#7C3AED' },
  { id: 'violeta', color: '#4C1D95', glow: '#A855F7' },
  { id: 'magenta', color: '#701A75', glow: '#D946EF' },
  { id: 'rosa', color: '#831843', glow: '#EC4899' },
  { id: 'vermelho', color: '#7F1D1D', glow: '#EF4444' },
  { id: 'laranja', color: '#7C2D12', glow: '#F97316' },
  { id: 'marrom', color: '#422006', glow: '#A16207' },
  { id: 'amarelo', color: '#713F12', glow: '#EAB308' },
  { id: 'oliva', color: '#365314', glow: '#84CC16' },
  { id: 'verde', color: '#14532D', glow: '#22C55E' },
  { id: 'turquesa', color: '#134E4A', glow: '#14B8A6' },
  { id: 'ciano', color: '#164E63', glow: '#06B6D4' },
  { id: 'azul', color: '#1E3A8A', glow: '#3B82F6' },
  { id: 'marinho', color: '#172554', glow: '#2563EB' },
] as const;
export type BackgroundSwatch = (typeof BACKGROUND_SWATCHES)[number];

/** The swatch's image: an ellipse of its glow at the bottom centre, fading out (a CSS `<image>`). */
export function backgroundImage(swatch: Pick<BackgroundSwatch, 'glow'>): string {
  return `radial-gradient(ellipse 90% 60% at 50% 100%, ${swatch.glow}${GLOW_ALPHA_HEX} 0%, transparent 100%)`;
}

/** The swatch whose colour a stored `background_color_primary` is (case-insensitive), if any. */
export function swatchOf(color: string | null | undefined): BackgroundSwatch | undefined {
  const c = (color ?? '').trim().toUpperCase();
  return BACKGROUND_SWATCHES.find((s) => s.color === c);
}

/**
 * `:root{--surface-image:…}` for the student shell's <style>, or '' when the colour is not a swatch's. Only
 * the list's own gradients are written, never the stored text, so this cannot inject CSS.
 */
export function surfaceImageCss(color: string | null | undefined): string {
  const swatch = swatchOf(color);
  return swatch ? `:root{--surface-image:${backgroundImage(swatch)}}` : '';
}
