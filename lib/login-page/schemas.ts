import { z } from 'zod';
import { normalizeHttpUrl, URL_MAX_LENGTH } from '@/lib/validation/url';
import { UUID_PATTERN } from '@/lib/validation/uuid';

// The login page designer (SPEC.md sections 3 "Login page settings", 4, 5 "Header links, SEO, login",
// 7 "POST .../loginPage/update", 9). One schema for the panel's form and the handler. Client-importable.

export const LOGIN_THEMES = [1, 2, 3] as const;
export type LoginThemeNumber = (typeof LOGIN_THEMES)[number];
export const LOGIN_THEME_NAMES = { 1: 'gradient', 2: 'monochromatic', 3: 'glass' } as const;

export const LOGIN_PLACEMENTS = ['left', 'center', 'right'] as const;
export type LoginPlacementName = (typeof LOGIN_PLACEMENTS)[number];

export const LOGIN_TEXT_MAX = 191;
export const CTA_TITLE_MAX = 50;
export const OPACITY = { min: 0, max: 100, step: 10 } as const;
/** SPEC 9 "Login image crop": export sizes, the desktop preview box, and the zoom slider's range. */
export const LOGIN_IMAGES = {
  login_banner: { width: 1920, height: 1080, previewWidth: 430, previewHeight: 256 },
  login_banner_vertical: { width: 1080, height: 1920, previewWidth: 144, previewHeight: 256 },
} as const;
export type LoginImageSlot = keyof typeof LOGIN_IMAGES;
export const LOGIN_ZOOM = { min: 1, max: 50 } as const;

/** SPEC 2.1 redirect-after-login targets: /homepage or /comunidade/{tenantId}/{communityId}. */
export const HOMEPAGE_TARGET = '/homepage';
const COMMUNITY_TARGET = new RegExp(`^/comunidade/(${UUID_PATTERN})/(${UUID_PATTERN})$`, 'i');

export const communityTarget = (tenantId: string, communityId: string) =>
  `/comunidade/${tenantId}/${communityId}`;

/** The community a redirect target points at, or null for /homepage or anything else. */
export function parseRedirectTarget(
  value: string | null | undefined,
): { kind: 'homepage' } | { kind: 'community'; tenantId: string; communityId: string } | null {
  const v = value?.trim();
  if (!v) return null;
  if (v === HOMEPAGE_TARGET) return { kind: 'homepage' };
  const m = COMMUNITY_TARGET.exec(v);
  return m ? { kind: 'community', tenantId: m[1]!.toLowerCase(), communityId: m[2]!.toLowerCase() } : null;
}

/** Switches as booleans; the legacy 0/1 is tolerated. */
const ZSwitch = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'loginPage.invalidFlag' })
  .transform((v) => v === true || v === 1);

/** Optional text: '' and null both mean "empty". */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'loginPage.invalidText' })
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * An image field: undefined keeps the stored image, null removes it, anything else must be the key of a
 * finalized 'login-image' upload of this tenant (or the URL the GET answered for the stored one).
 */
export const ZLoginImageRef = z.string({ error: 'loginPage.invalidImage' }).trim().min(1).max(500).nullable();

export const ZLoginPageBody = z
  .object({
    tenant_id: z.string().max(64).optional(),
    login_theme: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'loginPage.invalidTheme' }),
    login_theme_placement: z.enum(LOGIN_PLACEMENTS, { error: 'loginPage.invalidPlacement' }),
    login_text: z
      .string({ error: 'loginPage.textRequired' })
      .trim()
      .min(1, 'loginPage.textRequired')
      .max(LOGIN_TEXT_MAX, 'loginPage.textTooLong'),
    overlay_banner_login: z
      .number({ error: 'loginPage.invalidOpacity' })
      .int('loginPage.invalidOpacity')
      .min(OPACITY.min, 'loginPage.invalidOpacity')
      .max(OPACITY.max, 'loginPage.invalidOpacity')
      .multipleOf(OPACITY.step, 'loginPage.invalidOpacity'),
    cta_login: ZSwitch,
    title_cta_login: optionalText(CTA_TITLE_MAX, 'loginPage.ctaTitleTooLong'),
    link_cta_login: optionalText(URL_MAX_LENGTH, 'loginPage.invalidLink').refine(
      (v) => !v || normalizeHttpUrl(v) !== null,
      'loginPage.invalidLink',
    ),
    login_banner: ZLoginImageRef.optional(),
    login_banner_vertical: ZLoginImageRef.optional(),
    enable_redirect_login: ZSwitch,
    redirect_url: z.string({ error: 'loginPage.invalidRedirect' }).trim().max(200).nullable().optional(),
    magic_link_enabled: ZSwitch,
  })
  .superRefine((v, ctx) => {
    // SPEC 5: the CTA's title and link are both set or both empty; the switch on needs both.
    const title = !!v.title_cta_login;
    const link = !!v.link_cta_login;
    if (title && !link)
      ctx.addIssue({ code: 'custom', path: ['link_cta_login'], message: 'loginPage.ctaNoLink' });
    if (!title && (link || v.cta_login))
      ctx.addIssue({ code: 'custom', path: ['title_cta_login'], message: 'loginPage.ctaNoTitle' });
    if (v.enable_redirect_login && !parseRedirectTarget(v.redirect_url))
      ctx.addIssue({ code: 'custom', path: ['redirect_url'], message: 'loginPage.invalidRedirect' });
  });
export type TLoginPageInput = z.input<typeof ZLoginPageBody>;
export type TLoginPageBody = z.output<typeof ZLoginPageBody>;

export const ZLoginPageParams = z.object({ tenant: z.string().min(1).max(64) });

/** The settings as the GET and the update answer them; images are URLs a browser can show. */
export interface TLoginPageSettings {
  tenant_id: string;
  login_theme: LoginThemeNumber;
  login_theme_placement: LoginPlacementName;
  login_text: string;
  overlay_banner_login: number;
  cta_login: boolean;
  title_cta_login: string | null;
  link_cta_login: string | null;
  login_banner: string | null;
  login_banner_vertical: string | null;
  enable_redirect_login: boolean;
  redirect_url: string | null;
  magic_link_enabled: boolean;
}

/** A page the redirect select offers (SPEC 2.1). */
export interface TRedirectOption {
  /** the path stored in redirect_url */
  value: string;
  kind: 'homepage' | 'community';
  /** the community's title; absent for /homepage (the panel labels it) */
  title?: string;
}

/** What the live preview shows around the form: the platform's name and horizontal logo. */
export interface TLoginBrand {
  name: string;
  logo_url: string | null;
}

/** GET .../loginPage/{tenant}: `{ data: { settings, redirect_options, brand } }`. */
export interface TLoginPageGetResponse {
  data: { settings: TLoginPageSettings; redirect_options: TRedirectOption[]; brand: TLoginBrand };
}

/** POST .../loginPage/update: `{ message, data: settings }`. */
export interface TLoginPageUpdateResponse {
  message: string;
  data: TLoginPageSettings;
}
