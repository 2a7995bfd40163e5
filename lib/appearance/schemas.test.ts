import { describe, expect, it } from 'vitest';
import { parseWith } from '@/lib/server/validation';
import { BACKGROUND_SWATCHES, FONT_FAMILIES, ZAppearanceForm, ZUpdateCustomBasicBody } from './schemas';

describe('appearance schemas', () => {
  it('has the spec’s eight fonts and 17 distinct #RRGGBB swatches', () => {
    expect(FONT_FAMILIES).toEqual([
      'Poppins',
      'Inter',
      'Aboreto',
      'Roboto',
      'Open Sans',
      'Lato',
      'Montserrat',
      'Oswald',
    ]);
    // their colours and images: lib/shell/backgrounds.test.ts
    expect(BACKGROUND_SWATCHES).toHaveLength(17);
  });

  it('takes any subset of fields and turns 0/1 flags into booleans', () => {
    expect(parseWith(ZUpdateCustomBasicBody, {}).data).toEqual({});
    expect(
      parseWith(ZUpdateCustomBasicBody, { sidebar: 1, showcase: '0', show_carrousel_highlight: true }).data,
    ).toEqual({
      sidebar: true,
      showcase: false,
      show_carrousel_highlight: true,
    });
    expect(parseWith(ZUpdateCustomBasicBody, { logo_square: null }).data).toEqual({ logo_square: null });
  });

  it('refuses malformed colours, unknown fonts and other flag values with message keys', () => {
    for (const color of ['red', '#12', '#12345', '#1234567', '#GGGGGG', '#fff', 'url(x)'])
      expect(parseWith(ZUpdateCustomBasicBody, { primary_color: color }).error?.issues[0]?.message).toBe(
        'appearance.invalidColor',
      );
    expect(parseWith(ZUpdateCustomBasicBody, { font_primary: 'Arial' }).error?.issues[0]?.message).toBe(
      'appearance.invalidFont',
    );
    expect(parseWith(ZUpdateCustomBasicBody, { sidebar: 2 }).error?.issues[0]?.message).toBe(
      'appearance.invalidFlag',
    );
  });

  it('the form needs every colour and the font', () => {
    const ok = {
      primary_color: '#112233',
      text_color: '#FFFFFF',
      background_color_primary: '#000000',
      font_primary: 'Lato',
      overlay_color: '#000000',
      overlay_intensity: 50,
      shadow_size: 0,
    };
    expect(ZAppearanceForm.safeParse(ok).success).toBe(true);
    expect(ZAppearanceForm.safeParse({ ...ok, text_color: '' }).success).toBe(false);
    expect(ZAppearanceForm.safeParse({ ...ok, overlay_intensity: 45 }).success).toBe(false);
    expect(ZAppearanceForm.safeParse({ ...ok, shadow_size: 4 }).success).toBe(false);
  });
});
