import { describe, expect, it } from 'vitest';
import { COMMUNITY_BACKGROUND_GRADIENTS, COMMUNITY_BACKGROUNDS } from '../options';
import {
  communityBackground,
  communityPaint,
  communityShadow,
  contrastRatio,
  MIN_CONTRAST,
  readableText,
} from './contrast';

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

describe('communityPaint (issue 50)', () => {
  it('paints each of the old form’s 17 named backgrounds as its tinted gradient, text still readable', () => {
    for (const name of COMMUNITY_BACKGROUNDS) {
      const { background, base } = communityPaint(name);
      const [from, to] = COMMUNITY_BACKGROUND_GRADIENTS[name].map(communityBackground);
      expect(background, name).toBe(`linear-gradient(135deg, ${from} 0%, ${to} 100%)`);
      expect([from, to]).toContain(base);
      for (const text of ['#FFFFFF', '#A1A1AA'])
        for (const stop of [from!, to!])
          expect(contrastRatio(readableText(text, base), stop), `${text} on ${name}`).toBeGreaterThanOrEqual(
            MIN_CONTRAST - 0.5,
          );
    }
  });

  it('keeps a hex colour’s tint and falls back to #121212 for anything else', () => {
    expect(communityPaint('#1E3A8A')).toEqual({
      background: communityBackground('#1E3A8A'),
      base: communityBackground('#1E3A8A'),
    });
    expect(communityPaint('nada').background).toBe('#121212');
    expect(communityPaint(null).background).toBe('#121212');
  });

  it('draws the cards’ shadow in the community’s colour, black when it is not #RRGGBB', () => {
    expect(communityShadow('#FF0055')).toBe('0 6px 20px #FF005599');
    expect(communityShadow('red;}')).toBe('0 6px 20px #00000099');
  });
});
