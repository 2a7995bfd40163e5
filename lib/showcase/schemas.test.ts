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
    expect(CAROUSEL_FIELD_DEFAULTS).toEqual({
      description: '',
      custom: false,
      card_type: 'horizontal',
      carousel_type: 'Comum',
      cards_per_group: 0,
      cards_per_group_mobile: 0,
      autoplay: false,
      autoplay_time: 4,
      font_title: 'Poppins',
      weight_title: 900,
      size_title: 27,
      font_description: 'Poppins',
      weight_description: 300,
      size_description: 18,
      published: true,
    });
  });
});
