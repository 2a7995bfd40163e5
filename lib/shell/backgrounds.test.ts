import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_GLOW_ALPHA,
  BACKGROUND_SWATCHES,
  backgroundImage,
  surfaceImageCss,
  swatchOf,
} from './backgrounds';
import { luminance, readableOn } from './theme';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (c: number[]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('appearance backgrounds (SPEC 3: 17 colour swatches with images)', () => {
  it('has 17 distinct swatches, each a #RRGGBB colour with a #RRGGBB glow', () => {
    expect(BACKGROUND_SWATCHES).toHaveLength(17);
    expect(new Set(BACKGROUND_SWATCHES.map((s) => s.color)).size).toBe(17);
    expect(new Set(BACKGROUND_SWATCHES.map((s) => s.id)).size).toBe(17);
    for (const s of BACKGROUND_SWATCHES) {
      expect(s.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(s.glow).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('keeps the shell’s text readable (4.5:1) at the brightest point of every image', () => {
    for (const s of BACKGROUND_SWATCHES) {
      const [c, g] = [rgb(s.color), rgb(s.glow)];
      const brightest = toHex(
        c.map((v, i) => BACKGROUND_GLOW_ALPHA * g[i]! + (1 - BACKGROUND_GLOW_ALPHA) * v),
      );
      const text = readableOn(s.color);
      expect(contrast(text, brightest), `${s.id}: ${text} on ${brightest}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, s.color), s.id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draws the glow with the swatch’s hue at the bottom of the screen', () => {
    expect(backgroundImage({ glow: '#3B82F6' })).toBe(
      'radial-gradient(ellipse 90% 60% at 50% 100%, #3B82F64D 0%, transparent 100%)',
    );
  });

  it('finds the swatch of a stored colour whatever its case, and none for other colours', () => {
    expect(swatchOf('#1e3a8a')?.id).toBe('azul');
    expect(swatchOf(' #1E3A8A ')?.id).toBe('azul');
    expect(swatchOf('#000000')).toBeUndefined(); // 'Remover fundo'
    expect(swatchOf('#1E3A8B')).toBeUndefined();
    expect(swatchOf(null)).toBeUndefined();
  });

  it('writes the image for the shell only from its own list, never the stored text', () => {
    expect(surfaceImageCss('#1E3A8A')).toBe(`:root{--surface-image:${backgroundImage({ glow: '#3B82F6' })}}`);
    expect(surfaceImageCss('#000000')).toBe('');
    expect(surfaceImageCss('#1E3A8A;}body{display:none')).toBe('');
    expect(surfaceImageCss(undefined)).toBe('');
  });
});
