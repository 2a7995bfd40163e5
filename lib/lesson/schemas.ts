import { z } from 'zod';
import { isSafeHttpUrl } from '@/lib/validation/url';
import type { TSelectableProduct } from '@/lib/products/schemas';
import { isUuid } from '@/lib/validation/uuid';
import { MARQUEE_SPEED_MAX, MARQUEE_SPEED_MIN } from './marquee-text';

export {
  MARQUEE_SPEED_MAX,
  MARQUEE_SPEED_MIN,
  marqueeDurationSeconds,
  renderMarqueeText,
  STUDENT_NAME_VAR,
} from './marquee-text';

// Shapes shared by the lesson-page settings (SPEC.md sections 2.8, 3 "Marquee" and "Lesson template",
// 5 "Marquee", 9): the panel's forms and the route handlers parse with the same schemas. Messages are
// keys under the `lesson` namespace; the wrapper and the forms translate them.

export const MARQUEE_TEXT_MAX = 32;
export const MARQUEE_LIST_TEXT_MAX = 32;
export const MARQUEE_PRODUCT_NAME_MAX = 35;
export const MARQUEE_SPEED_DEFAULT = 40;
export const MARQUEE_URL_MAX = 2048;

export const LESSON_TEMPLATES = [1, 2, 3] as const;
export type TLessonTemplate = (typeof LESSON_TEMPLATES)[number];
/** message keys of the template names: 1 Lista, 2 Sequência, 3 Tela cheia */
export const TEMPLATE_LABEL_KEYS = {
  1: 'template1',
  2: 'template2',
  3: 'template3',
} as const satisfies Record<TLessonTemplate, string>;

/** An absolute http(s) address with a host name (what the marquee's link may open). */
/** The product's one URL rule (lib/validation/url.ts). */
export const isValidHttpUrl = (value: string): boolean => isSafeHttpUrl(value);

/** The marquee form (create and edit). `url` is '' when absent; the body schema turns it into null. */
export const ZMarqueeForm = z.object({
  text: z
    .string({ error: 'lesson.marquee.textRequired' })
    .trim()
    .min(1, 'lesson.marquee.textRequired')
    .max(MARQUEE_TEXT_MAX, 'lesson.marquee.textTooLong'),
  product_id: z
    .string({ error: 'lesson.marquee.productRequired' })
    .trim()
    .min(1, 'lesson.marquee.productRequired')
    .refine(isUuid, 'lesson.marquee.productRequired'),
  timer: z
    .number({ error: 'lesson.marquee.timerRange' })
    .int('lesson.marquee.timerRange')
    .min(MARQUEE_SPEED_MIN, 'lesson.marquee.timerRange')
    .max(MARQUEE_SPEED_MAX, 'lesson.marquee.timerRange'),
  url: z
    .string({ error: 'lesson.marquee.invalidUrl' })
    .trim()
    .max(MARQUEE_URL_MAX, 'lesson.marquee.invalidUrl')
    .refine((v) => v === '' || isValidHttpUrl(v), 'lesson.marquee.invalidUrl'),
});
export type TMarqueeForm = z.infer<typeof ZMarqueeForm>;

/**
 * POST /api/auth/marquee/create and /update/{id}: the spec's payload (text, product_id, timer, url,
 * tenant_id, type). `timer` may come as a numeric string from legacy clients; `url` may be null or absent.
 */
export const ZMarqueeBody = ZMarqueeForm.extend({
  timer: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    ZMarqueeForm.shape.timer,
  ),
  url: z.preprocess((v) => (v === null || v === undefined ? '' : v), ZMarqueeForm.shape.url),
  tenant_id: z.string().optional(),
  type: z.literal('horizontal', { error: 'lesson.marquee.typeInvalid' }).optional(),
}).transform(({ url, tenant_id: _tenant, type: _type, ...rest }) => ({
  ...rest,
  url: url === '' ? null : url,
}));
export type TMarqueeBody = z.output<typeof ZMarqueeBody>;

/** One marquee as every marquee call answers it (SPEC.md section 3 "Marquee"). */
export interface TMarquee {
  id: string;
  text: string;
  product_id: string;
  timer: number;
  url: string | null;
  tenant_id: string;
  type: 'horizontal';
  product: { id: string; title: string };
  created_at: string;
  updated_at: string;
}

/** GET /api/auth/marquee/{tenant} answers `{ data: TMarquee[] }`. */
export interface TMarqueeListResponse {
  data: TMarquee[];
}
/** create and update answer the saved marquee and the translated success message. */
export interface TMarqueeSaveResponse {
  data: TMarquee;
  message: string;
}

/** A product a marquee may target: the shared selectable product (lib/products/schemas.ts). */
export type TLessonProduct = TSelectableProduct;
/** GET /api/auth/marquee/products/{tenant} answers `{ data: TLessonProduct[] }` (active products only). */
export interface TLessonProductsResponse {
  data: TLessonProduct[];
}

/**
 * GET /api/auth/tenants/template_settings/{tenant}: `data` is the comment flag (SPEC.md section 7); the
 * same answer carries `comment` again and `theme_classes`, so one call serves the panel and lesson pages.
 */
export interface TTemplateSettingsResponse {
  data: 0 | 1;
  comment: 0 | 1;
  theme_classes: TLessonTemplate;
}

const ZFlag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
  error: 'lesson.settings.commentInvalid',
});

/** POST /api/auth/comunidade/comentarios/activeComment `{ comment: 0 | 1, tenant_id }` */
export const ZActiveCommentBody = z.object({
  comment: ZFlag.transform((v) => v === 1 || v === '1' || v === true),
  tenant_id: z.string().optional(),
});
export type TActiveCommentBody = z.input<typeof ZActiveCommentBody>;

/** POST /api/auth/tenants/template_settings/update `{ theme_classes: 1 | 2 | 3, tenant_id }` */
export const ZTemplateBody = z.object({
  theme_classes: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'lesson.settings.templateInvalid' }),
  ),
  tenant_id: z.string().optional(),
});
export type TTemplateBody = z.input<typeof ZTemplateBody>;

export const ZTenantParams = z.object({ tenant: z.string().min(1).max(64) });
export const ZIdParams = z.object({ id: z.string().min(1).max(64) });

/** Cuts a label to `max` characters with an ellipsis (SPEC.md section 9 list truncation). */
export function truncate(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max).trimEnd()}…` : value;
}
