import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_BACKGROUNDS,
  COMMUNITY_COLOR_PRESETS,
  COMMUNITY_DEFAULT_COLOR,
  communityBackgroundCss,
} from '@/lib/communities/options';
import {
  COMMUNITY_FORM_DEFAULTS,
  ZCommunityForm,
  ZOldCommunityCreateBody,
} from '@/lib/communities/admin/schemas';

describe('community option lists', () => {
  it('has the 12 SPEC presets as hex colours and 17 named backgrounds', () => {
    expect(Object.keys(COMMUNITY_COLOR_PRESETS)).toEqual([
      'darkRed',
      'brightRed',
      'orange',
      'yellow',
      'oliveGreen',
      'brightGreen',
      'purple',
      'magenta',
      'navyBlue',
      'cyan',
      'gray',
      'brown',
    ]);
    for (const hex of Object.values(COMMUNITY_COLOR_PRESETS)) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(COMMUNITY_BACKGROUNDS).toHaveLength(17);
    expect(COMMUNITY_BACKGROUNDS).toEqual(
      expect.arrayContaining(['roxo', 'amarelo', 'azul', 'verde', 'vermelho', 'violeta']),
    );
  });

  it('turns a stored background into safe CSS', () => {
    expect(communityBackgroundCss('roxo')).toMatch(/^linear-gradient\(/);
    expect(communityBackgroundCss('#abcdef')).toBe('#abcdef');
    expect(communityBackgroundCss('red;}body{display:none')).toBe(COMMUNITY_DEFAULT_COLOR);
    expect(communityBackgroundCss(null)).toBe('#121212');
  });
});

describe('form schemas', () => {
  it('the new form parses {} into the SPEC 5 defaults', () => {
    expect(ZCommunityForm.parse({})).toEqual(COMMUNITY_FORM_DEFAULTS);
    expect(COMMUNITY_FORM_DEFAULTS).toMatchObject({
      title: 'Comunidade',
      is_private: false,
      is_enabled: false,
      has_ranking: false,
      has_continue_watching: true,
      product_ids: [],
    });
    // No channels or groups exist: the form has no switch to hide them (ADR 0261).
    expect(COMMUNITY_FORM_DEFAULTS).not.toHaveProperty('hide_channels_groups');
  });

  it('the old form reads 0/1 switches as booleans and needs a product', () => {
    const ok = ZOldCommunityCreateBody.parse({
      title: 'X',
      permissions_array: ['0196b3c4-0000-7000-8000-000000000000'],
      comments: 0,
      likes: '1',
    });
    expect(ok).toMatchObject({ comments: false, likes: true, publication: true, font_family: 'Poppins' });
    const bad = ZOldCommunityCreateBody.safeParse({ title: 'X', permissions_array: [] });
    expect(bad.error?.issues[0]?.message).toBe('communities.selectProduct');
  });
});
