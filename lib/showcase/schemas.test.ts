import { describe, expect, it } from 'vitest';
import { CAROUSEL_DEFAULTS } from '@/components/showcase/panel/carousel-form-values';
import { CAROUSEL_FIELD_DEFAULTS, ZCarouselBody } from './schemas';

describe('carousel defaults', () => {
  it('the API fills an omitted field with the value the panel form starts from', () => {
    const parsed = ZCarouselBody.parse({
      title: 'Destaques',
      type: 1,
      content: ['0190b3a2-0000-7000-8000-000000000001'],
    });
    const { title: _t, type: _y, content: _c, ...filled } = parsed;
    expect(filled).toEqual(CAROUSEL_FIELD_DEFAULTS);
    expect(CAROUSEL_DEFAULTS).toEqual({ ...CAROUSEL_FIELD_DEFAULTS, title: '', type: 1, content: [] });
  });

  it('keeps the SPEC defaults (Poppins 900/27 title, 300/18 description, 4 s autoplay, published)', () => {
    const d = CAROUSEL_FIELD_DEFAULTS;
    expect([d.font_title, d.weight_title, d.size_title, d.font_description, d.weight_description]).toEqual([
      'Poppins',
      900,
      27,
      'Poppins',
      300,
    ]);
    expect([d.size_description, d.autoplay_time, d.published, d.card_type, d.carousel_type]).toEqual([
      18,
      4,
      true,
      'horizontal',
      'Comum',
    ]);
    expect([d.description, d.custom, d.autoplay, d.cards_per_group, d.cards_per_group_mobile]).toEqual([
      '',
      false,
      false,
      0,
      0,
    ]);
  });
});
