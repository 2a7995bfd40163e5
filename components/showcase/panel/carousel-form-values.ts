import { defaultCardType, type TCarousel, type TCarouselBodyInput } from '@/lib/showcase/schemas';

// The carousel modal's form values: the defaults of a new carousel and an existing one's values.

export const CAROUSEL_DEFAULTS: TCarouselBodyInput = {
  title: '',
  description: '',
  type: 1,
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
