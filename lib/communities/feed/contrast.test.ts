import { describe, expect, it } from 'vitest';
import { communityBackground, contrastRatio, MIN_CONTRAST, readableText } from './contrast';

describe('community colours', () => {
  it.each([
    '#7F1D1D',
    '#EF4444',
    '#F59E0B',
    '#FACC15',
    '#22C55E',
    '#06B6D4',
    '#1E3A8A',
    '#D946EF',
    '#121212',
  ])('keep primary and secondary text at 4.5:1 or more on %s', (color) => {
    const bg = communityBackground(color);
    for (const text of ['#FFFFFF', '#A1A1AA', '#6B7280', '#7C3AED'])
      expect(contrastRatio(readableText(text, bg), bg), `${text} on ${bg}`).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
  });

  it('keeps a readable colour as it is and #121212 as no tint', () => {
    expect(readableText('#FFFFFF', '#121212')).toBe('#FFFFFF');
    expect(communityBackground('#121212')).toBe('#121212');
    expect(
      contrastRatio(readableText('#aaa', communityBackground('#f00')), communityBackground('#f00')),
    ).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});
