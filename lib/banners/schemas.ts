import { z } from 'zod';
import { isSafeHttpUrl } from '@/lib/validation/url';
import { FONT_FAMILIES, FONT_SIZE_MAX, FONT_SIZE_MIN, FONT_WEIGHTS } from '@/lib/shell/theme';

// Banner payloads and answers (SPEC.md sections 3, 5, 7, 9), shared by the panel's forms and the route
// handlers. Message values are i18n keys (namespace `banners`); the wrapper and the forms translate them.

// The spec's option lists, shared with the theme and the carousels.
export const BANNER_FONTS = FONT_FAMILIES;
export const BANNER_WEIGHTS = FONT_WEIGHTS;
export const BANNER_SIZE_MIN = FONT_SIZE_MIN;
export const BANNER_SIZE_MAX = FONT_SIZE_MAX;
export const BANNER_DEFAULT_FONT = 'Poppins';
export const BANNER_DEFAULT_WEIGHT = 400;
export const BANNER_DEFAULT_SIZE = 16;
/** a banner title reads as a hero title, not body text (issue 14) */
export const BANNER_DEFAULT_TITLE_SIZE = 40;
export const BANNER_SUBTITLE_MAX = 250;
export const BANNER_TITLE_TRUNCATE = 30;
export const BANNER_TRANSITIONS = ['normal', 'fade'] as const;
export const BANNER_CONFIRM_WORD = 'EXCLUIR';
/** desktop 16:9 and mobile 9:16 exports (SPEC 5) */
export const BANNER_CROPS = {
  desktop: { width: 1920, height: 1080, aspect: 16 / 9 },
  mobile: { width: 1080, height: 1920, aspect: 9 / 16 },
  headline: { width: 400, height: 200, aspect: 2 },
} as const;

/** The styled text parts of a banner and their font/weight/size columns. */
export const BANNER_STYLE_PARTS = [
  { part: 'headline', font: 'font_headline', weight: 'weight_headline', size: 'size_headline' },
  { part: 'title', font: 'font_title', weight: 'weight_title', size: 'size_title' },
  { part: 'subtitle', font: 'font_subtitle', weight: 'weight_subtitle', size: 'size_subtitle' },
  { part: 'button', font: 'font_button', weight: 'weight_text_button', size: 'size_text_button' },
] as const;

export const ZBannerFont = z.enum(BANNER_FONTS, { message: 'banners.invalidFont' });
export const ZBannerWeight = z
  .number({ message: 'banners.invalidWeight' })
  .int('banners.invalidWeight')
  .refine((v) => (BANNER_WEIGHTS as readonly number[]).includes(v), 'banners.invalidWeight');
export const ZBannerSize = z
  .number({ message: 'banners.invalidSize' })
  .int('banners.invalidSize')
  .min(BANNER_SIZE_MIN, 'banners.invalidSize')
  .max(BANNER_SIZE_MAX, 'banners.invalidSize');

/** The button link: an absolute http(s) URL, or empty for none. */
export const ZBannerLink = z
  .string()
  .trim()
  .max(2048, 'banners.invalidUrl')
  .refine((v) => v === '' || isSafeHttpUrl(v), 'banners.invalidUrl');

/**
 * A media reference: an upload key from presign/finalize, or the value the banner already has (the key
 * or the URL the API answered), or '' / null to clear it. The server checks it against the uploads.
 */
export const ZMediaRef = z.string().trim().max(1024).nullable();

const ZText = (max: number, key: string) => z.string().trim().max(max, key);

/** Every banner field without defaults: what an update may send. */
const ZBannerFields = z.object({
  category: ZText(100, 'banners.categoryTooLong'),
  title: ZText(100, 'banners.titleTooLong'),
  subtitle: ZText(BANNER_SUBTITLE_MAX, 'banners.subtitleTooLong'),
  text_button: ZText(60, 'banners.buttonTooLong'),
  url_primary: ZBannerLink,
  headline_image: ZMediaRef,
  url_image: ZMediaRef,
  url_image_vertical: ZMediaRef,
  url_video: ZMediaRef,
  url_video_vertical: ZMediaRef,
  font_headline: ZBannerFont,
  weight_headline: ZBannerWeight,
  size_headline: ZBannerSize,
  font_title: ZBannerFont,
  weight_title: ZBannerWeight,
  size_title: ZBannerSize,
  font_subtitle: ZBannerFont,
  weight_subtitle: ZBannerWeight,
  size_subtitle: ZBannerSize,
  font_button: ZBannerFont,
  weight_text_button: ZBannerWeight,
  size_text_button: ZBannerSize,
});

/** The banner form's fields (create and update); absent fields take the SPEC defaults. */
export const ZBannerFormFields = ZBannerFields.extend({
  category: ZBannerFields.shape.category.default(''),
  title: ZBannerFields.shape.title.default(''),
  subtitle: ZBannerFields.shape.subtitle.default(''),
  text_button: ZBannerFields.shape.text_button.default(''),
  url_primary: ZBannerLink.default(''),
  headline_image: ZMediaRef.optional(),
  url_image: ZMediaRef.optional(),
  url_image_vertical: ZMediaRef.optional(),
  url_video: ZMediaRef.optional(),
  url_video_vertical: ZMediaRef.optional(),
  font_headline: ZBannerFont.default(BANNER_DEFAULT_FONT),
  weight_headline: ZBannerWeight.default(BANNER_DEFAULT_WEIGHT),
  size_headline: ZBannerSize.default(BANNER_DEFAULT_SIZE),
  font_title: ZBannerFont.default(BANNER_DEFAULT_FONT),
  weight_title: ZBannerWeight.default(BANNER_DEFAULT_WEIGHT),
  size_title: ZBannerSize.default(BANNER_DEFAULT_TITLE_SIZE),
  font_subtitle: ZBannerFont.default(BANNER_DEFAULT_FONT),
  weight_subtitle: ZBannerWeight.default(BANNER_DEFAULT_WEIGHT),
  size_subtitle: ZBannerSize.default(BANNER_DEFAULT_SIZE),
  font_button: ZBannerFont.default(BANNER_DEFAULT_FONT),
  weight_text_button: ZBannerWeight.default(BANNER_DEFAULT_WEIGHT),
  size_text_button: ZBannerSize.default(BANNER_DEFAULT_SIZE),
});

/** A banner shows something: an image (or a video) or a title (issue 14); the service checks it too. */
export function bannerHasContent(b: {
  title?: string | null;
  url_image?: string | null;
  url_image_vertical?: string | null;
  url_video?: string | null;
  url_video_vertical?: string | null;
}): boolean {
  return !!(b.title?.trim() || b.url_image || b.url_image_vertical || b.url_video || b.url_video_vertical);
}
export const BANNER_EMPTY_MESSAGE = 'ux.bannerImageOrTitleRequired';

/** The banner form as the panel edits it (the resolver's schema). */
export const ZBannerForm = ZBannerFormFields.refine(bannerHasContent, {
  message: BANNER_EMPTY_MESSAGE,
  path: ['title'],
});
export type TBannerFormInput = z.input<typeof ZBannerForm>;
export type TBannerForm = z.output<typeof ZBannerForm>;

const NUMERIC_FIELDS = new Set<string>(BANNER_STYLE_PARTS.flatMap((p) => [p.weight, p.size]));

/** Multipart forms send every value as text: numbers of the style fields are read back as numbers. */
function numbersFromForm(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
    if (NUMERIC_FIELDS.has(k) && typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)))
      out[k] = Number(v);
    else if (k.startsWith('url_') || k === 'headline_image') out[k] = v === 'null' ? null : v;
    else out[k] = v;
  }
  return out;
}

const ZTenantField = { tenant_id: z.string().max(64).optional() };

/** POST .../bannersCustom/create (JSON or a form of banner fields). */
export const ZBannerCreateBody = z.preprocess(
  numbersFromForm,
  ZBannerFormFields.extend(ZTenantField).refine(bannerHasContent, {
    message: BANNER_EMPTY_MESSAGE,
    path: ['title'],
  }),
);
export type TBannerCreateBody = z.output<typeof ZBannerCreateBody>;

/** POST .../bannersCustom/update/{id}: only the fields sent change. */
export const ZBannerUpdateBody = z.preprocess(numbersFromForm, ZBannerFields.partial().extend(ZTenantField));
export type TBannerUpdateBody = z.output<typeof ZBannerUpdateBody>;

export const ZTenantParams = z.object({ tenant: z.string().min(1).max(64) });
export const ZBannerIdParams = z.object({ id: z.uuid({ message: 'errors.notFound' }) });
export const ZTenantBannerParams = z.object({
  tenant: z.string().min(1).max(64),
  id: z.uuid({ message: 'errors.notFound' }),
});

/** POST .../bannersCustom/order */
export const ZBannerOrderBody = z.object({
  tenant_id: z.string().max(64).optional(),
  newOrdenation: z
    .array(z.uuid({ message: 'banners.orderInvalid' }))
    .min(1, 'banners.orderInvalid')
    .max(200),
});
export type TBannerOrderBody = z.infer<typeof ZBannerOrderBody>;

const ZFlag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]);

/** POST .../update_banner_settings */
export const ZBannerSettingsBody = z.object({
  tenant_id: z.string().max(64).optional(),
  banner_custom_transition_type: z.enum(BANNER_TRANSITIONS, { message: 'banners.invalidTransition' }),
  banner_custom_autoplay: ZFlag,
  banner_custom_autoplay_time: z.coerce
    .number({ message: 'banners.invalidAutoplayTime' })
    .int('banners.invalidAutoplayTime')
    .min(1, 'banners.invalidAutoplayTime')
    .max(60, 'banners.invalidAutoplayTime'),
});
export type TBannerSettingsBody = z.infer<typeof ZBannerSettingsBody>;

/** The settings form of the panel. */
export const ZBannerSettingsForm = z.object({
  banner_custom_transition_type: z.enum(BANNER_TRANSITIONS),
  banner_custom_autoplay: z.boolean(),
  banner_custom_autoplay_time: z
    .number({ message: 'banners.invalidAutoplayTime' })
    .int('banners.invalidAutoplayTime')
    .min(1, 'banners.invalidAutoplayTime')
    .max(60, 'banners.invalidAutoplayTime'),
});
export type TBannerSettingsForm = z.infer<typeof ZBannerSettingsForm>;

/** POST .../upload-video/create-link-upload-video */
export const ZVideoLinkBody = z.object({
  filename: z.string().trim().min(1, 'banners.videoFilenameRequired').max(255),
  /** bytes; when sent it is signed into the URL and checked against the 25 MB limit at once */
  size: z.coerce.number().int().min(1).optional(),
  content_type: z.string().max(255).optional(),
});
export type TVideoLinkBody = z.infer<typeof ZVideoLinkBody>;

/** One banner as the API answers it; media fields are public URLs. */
export interface TBanner {
  id: string;
  tenant_id: string;
  order: number;
  category: string;
  title: string;
  subtitle: string;
  text_button: string;
  headline_image: string | null;
  url_primary: string | null;
  url_image: string | null;
  url_image_vertical: string | null;
  url_video: string | null;
  url_video_vertical: string | null;
  font_headline: string;
  weight_headline: number;
  size_headline: number;
  font_title: string;
  weight_title: number;
  size_title: number;
  font_subtitle: string;
  weight_subtitle: number;
  size_subtitle: number;
  font_button: string;
  weight_text_button: number;
  size_text_button: number;
}

export interface TBannerSettings {
  tenant_id: string;
  banner_custom_transition_type: (typeof BANNER_TRANSITIONS)[number];
  /** 0/1 as SPEC 3 writes it */
  banner_custom_autoplay: 0 | 1;
  banner_custom_autoplay_time: number;
}

/** `data[2].data` answers of index/get */
export type TTriple<T> = [{ status: string }, { message: string }, { data: T }];

export interface TVideoLink {
  path: string;
  url: string;
  upload_id: string;
  method: 'PUT';
  headers: Record<string, string>;
  public_url: string;
  max_bytes: number;
}

/** Cuts a banner title for lists (SPEC 9: titles truncated at 30). */
export function truncateTitle(title: string, max = BANNER_TITLE_TRUNCATE): string {
  return title.length > max ? `${title.slice(0, max)}…` : title;
}
