import { describe, expect, it } from 'vitest';
import { communityOfLink } from '@/lib/frame/community-link';

// The link dialog reads a saved menu link back as a community link; a malformed escape in it is no
// community, not a crash of the editor's dialog (ADR 0230).
describe('communityOfLink', () => {
  it("this tenant's community link -> its id; another's, or none -> null", () => {
    expect(communityOfLink('https://escola.test/comunidade/t1/c%20x', 't1')).toBe('c x');
    expect(communityOfLink('https://escola.test/comunidade/t2/c1', 't1')).toBeNull();
    expect(communityOfLink('https://escola.test/curso/t1/c1', 't1')).toBeNull();
  });

  it('a segment that does not decode -> null, never a throw', () => {
    for (const bad of ['%ZZ', '%C0%AF', '%ED%A0%80', '%ud800']) {
      expect(communityOfLink(`https://escola.test/comunidade/t1/${bad}`, 't1')).toBeNull();
      expect(communityOfLink(`https://escola.test/comunidade/${bad}/c1`, 't1')).toBeNull();
    }
  });
});
