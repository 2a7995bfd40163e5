// Readable community colours (issue 14): a custom colour tints the page instead of painting it, and
// text colours are nudged toward white or black until they reach WCAG AA (4.5:1) on that background.
// Pure and client-importable; inputs are validated #RRGGBB values.

import { safeColor } from '@/lib/shell/theme';
import { COMMUNITY_BACKGROUND_GRADIENTS, isCommunityBackground } from '../options';

export const MIN_CONTRAST = 4.5;
const BASE = '#121212';

/** #RGB, #RGBA, #RRGGBB or #RRGGBBAA (what safeColor lets through); alpha is ignored. */
function rgb(hex: string): [number, number, number] {
  let h = hex.slice(1);
  if (h.length <= 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  const n = parseInt(h.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: number[]): string {
  return `#${[r, g, b].map((v) => Math.round(v!).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** `a` mixed with `b`; amount 0 = a, 1 = b. */
export function mix(a: string, b: string, amount: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * amount));
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The page background for a community colour: a dark tint of it (#121212 means none). */
export function communityBackground(color: string): string {
  return color.toUpperCase() === BASE ? BASE : mix(color, BASE, 0.72);
}

/** `text` if readable on `bg`, else `text` moved toward white or black (whichever reads) until it is. */
export function readableText(text: string, bg: string): string {
  if (!/^#[0-9a-f]{3,8}$/i.test(text) || !/^#[0-9a-f]{3,8}$/i.test(bg)) return text;
  if (contrastRatio(text, bg) >= MIN_CONTRAST) return text;
  const target = contrastRatio('#FFFFFF', bg) >= contrastRatio('#000000', bg) ? '#FFFFFF' : '#000000';
  for (let step = 1; step <= 10; step++) {
    const c = mix(text, target, step / 10);
    if (contrastRatio(c, bg) >= MIN_CONTRAST) return c;
  }
  return target;
}

/**
 * How a community's page is painted from its stored `background_color`: a hex colour as its dark tint,
 * one of the old form's 17 named backgrounds as its gradient with both stops tinted the same way (so the
 * text colours stay readable), anything else as #121212. `base` is the colour text is checked against:
 * the lighter stop of a gradient.
 */
export function communityPaint(value: string | null | undefined): { background: string; base: string } {
  const v = (value ?? '').trim();
  if (isCommunityBackground(v)) {
    const [from, to] = COMMUNITY_BACKGROUND_GRADIENTS[v].map(communityBackground) as [string, string];
    return {
      background: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
      base: luminance(from) > luminance(to) ? from : to,
    };
  }
  const color = communityBackground(safeColor(v, BASE));
  return { background: color, base: color };
}

/** The community's cards' shadow in its `shadow_color` (issue 50); an invalid colour falls back to black. */
export function communityShadow(color: string | null | undefined): string {
  const hex = /^#[0-9a-f]{6}$/i.test((color ?? '').trim()) ? color!.trim() : '#000000';
  return `0 6px 20px ${hex}99`;
}
