import { z } from 'zod';
import { FONT_FAMILIES, SHADOW_SIZES } from '@/lib/shell/theme';
import { ZSeoBody } from '@/lib/frame/schemas';
import { ZTemplateBody } from '@/lib/lesson/schemas';
import { isSafeHttpUrl, URL_MAX_LENGTH } from '@/lib/validation/url';

// Payloads and answers of the appearance form (SPEC.md sections 2.11 and 7), shared by the panel's form
// and the route handlers. Client-importable: no server imports.

export { FONT_FAMILIES, SHADOW_SIZES };

/** SPEC 3 `overlay_intensity`: the opacity of the banners' overlay, 0 to 100 in steps of 10. */
export const ZOverlayIntensity = z
  .number({ error: 'appearance.invalidOverlay' })
  .int('appearance.invalidOverlay')
  .min(0, 'appearance.invalidOverlay')
  .max(100, 'appearance.invalidOverlay')
  .refine((v) => v % 10 === 0, 'appearance.invalidOverlay');

/** SPEC 3 `shadow_size`: 0 none, 1 small, 2 medium, 3 large. */
export const ZShadowSize = z
  .number({ error: 'appearance.invalidShadow' })
  .int('appearance.invalidShadow')
  .min(0, 'appearance.invalidShadow')
  .max(3, 'appearance.invalidShadow');

/**
 * SPEC 3 `showcase_url_redirect`: where every locked card of the open showcase leads instead of its
 * product's sales page (ADR 0266); '' clears it.
 */
export const ZShowcaseRedirect = z
  .string({ error: 'appearance.invalidUrl' })
  .trim()
  .max(URL_MAX_LENGTH, 'appearance.invalidUrl')
  .refine((v) => v === '' || isSafeHttpUrl(v), 'appearance.invalidUrl')
  .transform((v) => v || null);

/** #RRGGBB only: the form's pickers produce it, and it is what themeCss renders safely. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const ZHexColor = z.string().trim().regex(HEX_COLOR, 'appearance.invalidColor');

/** "Remove background" stores this (SPEC.md section 3 "Option lists and constants"). */
export const NO_BACKGROUND = '#000000';

/** The 17 background swatches (colour and image) of the appearance form: lib/shell/backgrounds.ts. */
export { BACKGROUND_SWATCHES } from '@/lib/shell/backgrounds';

/** Logo slots with the crop sizes of SPEC.md section 9 ("Image hints") and their upload kind. */
export const LOGO_SLOTS = {
  logo_square: { kind: 'logo', width: 200, height: 200 },
  logo_horizontal: { kind: 'logo', width: 480, height: 260 },
  favicon: { kind: 'favicon', width: 32, height: 32 },
} as const;
export type LogoSlot = keyof typeof LOGO_SLOTS;
export const LOGO_SLOT_NAMES = Object.keys(LOGO_SLOTS) as LogoSlot[];

/** 0/1 flags as the spec sends them; booleans and "0"/"1" (form posts) are accepted too. */
export const ZFlag = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')], {
    error: 'appearance.invalidFlag',
  })
  .transform((v) => v === 1 || v === true || v === '1');

/** true/false for the indicator toggles (1/0 tolerated). */
export const ZBool = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'appearance.invalidFlag' })
  .transform((v) => v === true || v === 1);

/**
 * A logo field: the storage key of a finalized upload of this tenant (checked by the server), the value
 * already stored (unchanged), or null to remove the logo. Never an arbitrary URL: the server refuses
 * anything that is neither.
 */
export const ZLogoRef = z.string().trim().min(1).max(500).nullable();

/**
 * POST /api/auth/config/plataforma/updateCustomBasic. Every field is optional: the panel sends the whole
 * form on Salvar and single fields for the switches (sidebar, showcase, show_carrousel_*). SPEC 7's full
 * payload also carries `name` (the platform's name, which is the SEO name: update-seo's rules) and
 * `theme_classes` (the lesson template, as template_settings/update takes it), saved to the same columns
 * as those calls (decision 435). Other unknown keys are ignored.
 */
export const ZUpdateCustomBasicBody = z.object({
  tenant_id: z.string().max(64).optional(),
  name: ZSeoBody.shape.name.optional(),
  theme_classes: ZTemplateBody.shape.theme_classes.optional(),
  primary_color: ZHexColor.optional(),
  text_color: ZHexColor.optional(),
  background_color_primary: ZHexColor.optional(),
  background_color_secondary: ZHexColor.optional(),
  font_primary: z.enum(FONT_FAMILIES, { error: 'appearance.invalidFont' }).optional(),
  overlay_color: ZHexColor.optional(),
  overlay_intensity: ZOverlayIntensity.optional(),
  shadow_size: ZShadowSize.optional(),
  sidebar: ZFlag.optional(),
  showcase: ZFlag.optional(),
  showcase_url_redirect: ZShowcaseRedirect.optional(),
  show_carrousel_continue_class: ZFlag.optional(),
  show_carrousel_continue_module: ZFlag.optional(),
  show_carrousel_continue_course: ZFlag.optional(),
  show_carrousel_highlight: ZFlag.optional(),
  logo_square: ZLogoRef.optional(),
  logo_horizontal: ZLogoRef.optional(),
  favicon: ZLogoRef.optional(),
});
export type TUpdateCustomBasicInput = z.input<typeof ZUpdateCustomBasicBody>;
export type TUpdateCustomBasicBody = z.output<typeof ZUpdateCustomBasicBody>;

export const ZCourseIndicatorBody = z.object({ course_page_indicator: ZBool });
export const ZModuleIndicatorBody = z.object({ module_page_indicator: ZBool });

export const ZAppearanceParams = z.object({ tenant: z.string().min(1).max(64) });

/** The settings as the appearance endpoints answer them. Logos are URLs a browser can show. */
export interface TAppearanceSettings {
  tenant_id: string;
  /** the platform's name: the SEO name, else the tenant's */
  name: string;
  /** the lesson template: 1 Lista, 2 Sequência, 3 Tela cheia */
  theme_classes: number;
  primary_color: string;
  text_color: string;
  background_color_primary: string;
  background_color_secondary: string;
  font_primary: string;
  overlay_color: string;
  overlay_intensity: number;
  shadow_size: number;
  sidebar: 0 | 1;
  showcase: 0 | 1;
  /** '' when unset */
  showcase_url_redirect: string;
  show_carrousel_continue_class: 0 | 1;
  show_carrousel_continue_module: 0 | 1;
  show_carrousel_continue_course: 0 | 1;
  show_carrousel_highlight: 0 | 1;
  course_page_indicator: boolean;
  module_page_indicator: boolean;
  logo_square: string | null;
  logo_horizontal: string | null;
  favicon: string | null;
}

/** updateCustomBasic and the GET answer `{ data: { data: settings } }`. */
export interface TAppearanceResponse {
  data: { data: TAppearanceSettings };
}

export interface TIndicatorResponse {
  message: string;
  data: { course_page_indicator?: boolean; module_page_indicator?: boolean };
}

/** The panel's form: what Salvar sends (switches are sent on their own, at once). */
export const ZAppearanceForm = z.object({
  primary_color: ZHexColor,
  text_color: ZHexColor,
  background_color_primary: ZHexColor,
  font_primary: z.enum(FONT_FAMILIES, { error: 'appearance.invalidFont' }),
  overlay_color: ZHexColor,
  overlay_intensity: ZOverlayIntensity,
  shadow_size: ZShadowSize,
  /** undefined: unchanged; a key: a new finalized upload; null: removed */
  logo_square: ZLogoRef.optional(),
  logo_horizontal: ZLogoRef.optional(),
  favicon: ZLogoRef.optional(),
});
export type TAppearanceForm = z.infer<typeof ZAppearanceForm>;
