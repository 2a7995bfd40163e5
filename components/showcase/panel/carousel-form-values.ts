import {
  CAROUSEL_FIELD_DEFAULTS,
  defaultCardType,
  type TCarousel,
  type TCarouselBodyInput,
} from '@/lib/showcase/schemas';

// The carousel modal's form values: the defaults of a new carousel and an existing one's values.

/** A new carousel: the schema's defaults, and the fields it requires (title, type, content) empty. */
export const CAROUSEL_DEFAULTS: TCarouselBodyInput = {
  title: '',
  type: 1,
  ...CAROUSEL_FIELD_DEFAULTS,
  content: [],
};

/** The fields of the Avançado tab (an error there opens it). */
export const ADVANCED_FIELDS = new Set([
  'cards_per_group',
  'cards_per_group_mobile',
  'autoplay_time',
  'font_title',
  'weight_title',
  'size_title',
  'font_description',
  'weight_description',
  'size_description',
]);

export function fromCarousel(c: TCarousel): TCarouselBodyInput {
  const type = Number(c.type);
  return {
    title: c.title,
    description: c.description,
    type,
    custom: c.custom === 1,
    card_type: c.card_type || defaultCardType(type),
    carousel_type: c.carousel_type,
    cards_per_group: c.cards_per_group,
    cards_per_group_mobile: c.cards_per_group_mobile,
    autoplay: c.autoplay === 1,
    autoplay_time: c.autoplay_time,
    font_title: c.font_title as TCarouselBodyInput['font_title'],
    weight_title: c.weight_title,
    size_title: c.size_title,
    font_description: c.font_description as TCarouselBodyInput['font_description'],
    weight_description: c.weight_description,
    size_description: c.size_description,
    published: c.published === 1,
    content: c.carousel_item.map((i) => i.id),
  };
}
