import { z } from 'zod';
import { FONT_FAMILIES, FONT_SIZE_MAX, FONT_SIZE_MIN, FONT_WEIGHTS } from '@/lib/shell/theme';

// Shapes of the showcase (SPEC.md sections 3 "Carousel", 4, 5 and 7 "Carousels"), shared by the
// server and the panel's forms. Messages are keys of messages/<locale>/showcase.json.

// The spec's option lists, shared with the theme and the banners.
export { FONT_FAMILIES, FONT_WEIGHTS };
export const CAROUSEL_TYPES = ['Comum', 'Destaque'] as const;
export const CARD_TYPES_BY_CAROUSEL = {
  Comum: ['horizontal', 'vertical', 'square', 'circle'],
  Destaque: ['biggerImage', 'fullImage'],
} as const;
export const CARD_TYPES = [...CARD_TYPES_BY_CAROUSEL.Comum, ...CARD_TYPES_BY_CAROUSEL.Destaque] as const;
export type TCardType = (typeof CARD_TYPES)[number];
export type TCarouselKind = 'course' | 'module' | 'lesson';

/** Editable carousel types: 1 courses, 2 modules, 3 lessons. 5 to 9 are the system carousels. */
export const EDITABLE_TYPES = [1, 2, 3] as const;
import { isSystemCarouselId, isSystemType, SYSTEM_CAROUSELS, systemCarouselId } from './system-carousels';

export { isSystemCarouselId, isSystemType, SYSTEM_CAROUSELS, systemCarouselId };

/** The item kind a carousel stores, from its type and custom mode (SPEC.md section 4). */
export function contentKind(type: number, custom: boolean): TCarouselKind {
  if (type === 2) return custom ? 'module' : 'course';
  if (type === 3) return custom ? 'lesson' : 'module';
  return 'course';
}

/** The card type shown when editing a carousel that has none (SPEC.md section 3). */
export function defaultCardType(type: number): TCardType {
  return type === 3 ? 'horizontal' : 'vertical';
}

/** 0/1, '0'/'1', 'true'/'false' or a boolean, as the legacy payloads send flags. */
export const ZFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const int = (min: number, max: number, minKey: string, maxKey = minKey) =>
  z.coerce.number({ error: minKey }).int(minKey).min(min, minKey).max(max, maxKey);

/**
 * What an omitted carousel field means: the API's defaults and the starting values of the panel's form
 * (components/showcase/panel/carousel-form-values.ts), one list for both.
 */
export const CAROUSEL_FIELD_DEFAULTS = {
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
} as const;
const D = CAROUSEL_FIELD_DEFAULTS;

export const ZCarouselBody = z
  .object({
    tenant_id: z.string().optional(),
    type_content: z.enum(['course', 'module', 'lesson']).optional(),
    custom: ZFlag.default(D.custom),
    title: z.string({ error: 'showcase.titleMin' }).trim().min(3, 'showcase.titleMin').max(120),
    description: z.string().max(500).default(D.description),
    type: z.coerce
      .number({ error: 'showcase.typeRequired' })
      .int('showcase.typeRequired')
      .min(1, 'showcase.typeRequired')
      .refine((v) => !isSystemType(v), 'showcase.systemCarousel')
      .refine((v) => v <= 3, 'showcase.typeRequired'),
    card_type: z.enum(CARD_TYPES, { error: 'showcase.cardTypeInvalid' }).default(D.card_type),
    carousel_type: z.enum(CAROUSEL_TYPES).default(D.carousel_type),
    cards_per_group: int(0, 12, 'showcase.cardsPerGroupMin', 'validation.tooBig').default(D.cards_per_group),
    cards_per_group_mobile: int(0, 12, 'showcase.cardsPerGroupMin', 'validation.tooBig').default(
      D.cards_per_group_mobile,
    ),
    autoplay: ZFlag.default(D.autoplay),
    autoplay_time: int(1, 10, 'showcase.autoplayTimeRange').default(D.autoplay_time),
    font_title: z.enum(FONT_FAMILIES).default(D.font_title),
    weight_title: z.coerce
      .number()
      .pipe(z.union(FONT_WEIGHTS.map((w) => z.literal(w))))
      .default(D.weight_title),
    size_title: int(FONT_SIZE_MIN, FONT_SIZE_MAX, 'validation.tooSmall', 'validation.tooBig').default(
      D.size_title,
    ),
    font_description: z.enum(FONT_FAMILIES).default(D.font_description),
    weight_description: z.coerce
      .number()
      .pipe(z.union(FONT_WEIGHTS.map((w) => z.literal(w))))
      .default(D.weight_description),
    size_description: int(FONT_SIZE_MIN, FONT_SIZE_MAX, 'validation.tooSmall', 'validation.tooBig').default(
      D.size_description,
    ),
    published: ZFlag.default(D.published),
    content: z
      .array(z.string().uuid('showcase.noContent'), { error: 'showcase.noContent' })
      .min(1, 'showcase.noContent')
      .max(100, 'validation.tooBig'),
  })
  .superRefine((v, ctx) => {
    const allowed: readonly string[] = CARD_TYPES_BY_CAROUSEL[v.carousel_type];
    if (!allowed.includes(v.card_type))
      ctx.addIssue({ code: 'custom', path: ['card_type'], message: 'showcase.cardTypeInvalid' });
    if (v.type_content && v.type_content !== contentKind(v.type, v.custom))
      ctx.addIssue({ code: 'custom', path: ['type_content'], message: 'showcase.contentKindInvalid' });
  });
export type TCarouselBodyInput = z.input<typeof ZCarouselBody>;
export type TCarouselBody = z.output<typeof ZCarouselBody>;

export const ZTenantParams = z.object({ tenant: z.string().min(1).max(64) });
export const ZIdParams = z.object({ id: z.string().min(1).max(64) });
export const ZTenantIdParams = z.object({ tenant: z.string().min(1).max(64), id: z.string().min(1).max(64) });
export const ZCarouselItemParams = z.object({
  cardType: z.string().min(1).max(32),
  id: z.string().min(1).max(64),
  type: z.string().min(1).max(8),
});
export const ZPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ZSearchParams = z.object({
  term: z.string().min(1).max(100),
  tenant: z.string().min(1).max(64),
});

const ZIdList = z.array(z.string().min(1).max(64)).min(1).max(500);
export const ZOrderItemsBody = z.object({
  tenant_id: z.string().optional(),
  carousel_id: z.string().uuid(),
  order: ZIdList,
});
export const ZOrderCarouselsBody = z.object({ tenant_id: z.string().optional(), newOrdenation: ZIdList });
export const ZShowAllContentBody = z.object({ tenant_id: z.string().optional(), show_all_content: ZFlag });
export const ZMyListStatsBody = z.object({ tenant_id: z.string().optional(), mylist_status: ZFlag });
export const ZShowcaseSettingsBody = z
  .object({
    tenant_id: z.string().optional(),
    show_carrousel_continue_class: ZFlag.optional(),
    show_carrousel_continue_module: ZFlag.optional(),
    show_carrousel_continue_course: ZFlag.optional(),
    show_carrousel_highlight: ZFlag.optional(),
    mylist_status: ZFlag.optional(),
    show_blocked_content: ZFlag.optional(),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'tenant_id'), 'validation.required');
export const ZMyListBody = z.object({
  tenant_id: z.string().optional(),
  kind: z.enum(['course', 'lesson']),
  id: z.string().uuid(),
  action: z.enum(['add', 'remove']),
});

/** A carousel as the list and get calls answer it (flags as 0/1, like the legacy API). */
export interface TCarousel {
  id: string;
  tenant_id: string;
  title: string;
  description: string;
  type: string;
  type_content: TCarouselKind;
  card_type: TCardType;
  carousel_type: (typeof CAROUSEL_TYPES)[number];
  custom: 0 | 1;
  cards_per_group: number;
  cards_per_group_mobile: number;
  autoplay: 0 | 1;
  autoplay_time: number;
  font_title: string;
  weight_title: number;
  size_title: number;
  font_description: string;
  weight_description: number;
  size_description: number;
  published: 0 | 1;
  order: number;
  carousel_item: TCarouselItem[];
}

export interface TCarouselItem {
  id: string;
  carouselItemId: string;
  kind: TCarouselKind;
  title: string;
  order: number;
}

/** One card of a carousel on the student's showcase. */
export interface TCard {
  id: string;
  kind: TCarouselKind;
  title: string;
  image: string | null;
  href: string;
  locked: boolean;
  /** a locked card's 'Quero acessar': the product's sales page or the showcase redirect (ADR 0266) */
  sales_url?: string;
  /** 0-100 for "Continuar assistindo" */
  progress?: number;
  /** in the member's "Minha lista" (set on course and lesson cards when the list is on) */
  in_list?: boolean;
}

export interface TShowcaseSettings {
  show_carrousel_continue_class: 0 | 1;
  show_carrousel_continue_module: 0 | 1;
  show_carrousel_continue_course: 0 | 1;
  show_carrousel_highlight: 0 | 1;
  mylist_status: 0 | 1;
  show_blocked_content: 0 | 1;
}

export interface TOption {
  id: string;
  title: string;
  course_id?: string;
  module_id?: string;
}

export interface TLessonPage {
  current_page: number;
  next_page_url: string | null;
  data: TOption[];
}
