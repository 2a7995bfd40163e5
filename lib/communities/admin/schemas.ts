import { z } from 'zod';
import { isSafeHttpUrl, isSafeLink } from '@/lib/validation/url';
import { FONT_FAMILIES } from '@/lib/shell/theme';
import { COMMUNITY_DEFAULT_COLOR, isCommunityBackground } from '../options';

// Community admin payloads and answers (SPEC.md sections 3, 4, 5, 7), shared by the panel's forms and the
// route handlers. Message values are i18n keys (namespace `communities`); the wrapper and forms translate.

export const COMMUNITY_TITLE_MAX = 50;
export const COMMUNITY_DESCRIPTION_MAX = 500;
export const COMMUNITY_UPSELL_TEXT_MAX = 50;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** 0/1, '0'/'1', true/false -> boolean (the old version sends 0/1, forms send booleans). */
export const ZFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    message: 'communities.invalidFlag',
  })
  .transform((v) => v === true || v === 1 || v === '1');

const ZTitle = z
  .string({ message: 'communities.titleRequired' })
  .trim()
  .min(1, 'communities.titleRequired')
  .max(COMMUNITY_TITLE_MAX, 'communities.titleTooLong');
const ZDescription = z.string().trim().max(COMMUNITY_DESCRIPTION_MAX, 'communities.descriptionTooLong');
const ZUpsellText = z.string().trim().max(COMMUNITY_UPSELL_TEXT_MAX, 'communities.upsellTextTooLong');
/** A valid http(s) URL; '' counts as absent (SPEC 5). */
const ZUpsellLink = z
  .string()
  .trim()
  .max(2048, 'communities.invalidLink')
  .refine((v) => v === '' || isSafeHttpUrl(v), 'communities.invalidLink');
export const ZHexColor = z.string().trim().regex(HEX, 'communities.invalidColor');
const ZProductId = z.uuid({ message: 'communities.invalidProducts' });
/** Product ids; the server accepts only active products of the tenant. */
const ZProductIds = z.array(ZProductId).max(500);
/** A cover reference: a finished upload key, the value the community already has, or null to remove. */
export const ZCoverPath = z.string().trim().min(1).max(1024).nullable();
const ZTenantField = { tenant_id: z.string().max(64).optional() };

// ---------------------------------------------------------------------------------------------------
// New-version form (SPEC 5 "New community form")

type PrivacyInput = {
  is_private: boolean;
  upsell_text?: string | null;
  upsell_link?: string | null;
  product_ids?: readonly string[];
};

/** SPEC 5: a private community needs an upsell text, an upsell link and (when checked) a product. */
export function privacyIssues(v: PrivacyInput, checkProducts: boolean): { field: string; message: string }[] {
  if (!v.is_private) return [];
  const out: { field: string; message: string }[] = [];
  if (!v.upsell_text?.trim()) out.push({ field: 'upsell_text', message: 'communities.upsellTextRequired' });
  if (!v.upsell_link?.trim()) out.push({ field: 'upsell_link', message: 'communities.upsellLinkRequired' });
  if (checkProducts && !(v.product_ids && v.product_ids.length > 0))
    out.push({ field: 'product_ids', message: 'communities.productRequired' });
  return out;
}

function privacyRules(checkProducts: boolean) {
  return (v: PrivacyInput, c: z.RefinementCtx) => {
    for (const i of privacyIssues(v, checkProducts))
      c.addIssue({ code: 'custom', path: [i.field], message: i.message });
  };
}

/** The form object with SPEC 5 defaults (no cross-field rules; see ZCommunityForm). */
export const ZCommunityFormFields = z.object({
  title: ZTitle.default('Comunidade'),
  description: ZDescription.default(''),
  background_color: ZHexColor.default(COMMUNITY_DEFAULT_COLOR),
  is_private: z.boolean().default(false),
  is_enabled: z.boolean().default(false),
  has_continue_watching: z.boolean().default(true),
  has_ranking: z.boolean().default(false),
  product_ids: ZProductIds.default([]),
  upsell_text: ZUpsellText.default(''),
  upsell_link: ZUpsellLink.default(''),
});

/** The panel's new-version form (create and edit), with the SPEC 5 rules. */
export const ZCommunityForm = ZCommunityFormFields.superRefine(privacyRules(true));
export type TCommunityFormInput = z.input<typeof ZCommunityForm>;
export type TCommunityForm = z.output<typeof ZCommunityForm>;

/** SPEC 5 defaults of a new community. */
export const COMMUNITY_FORM_DEFAULTS: TCommunityForm = {
  title: 'Comunidade',
  description: '',
  background_color: COMMUNITY_DEFAULT_COLOR,
  is_private: false,
  is_enabled: false,
  has_continue_watching: true,
  has_ranking: false,
  product_ids: [],
  upsell_text: '',
  upsell_link: '',
};

/**
 * POST /api/v2/communities: the form plus an optional cover upload key. `hide_channels_groups` stays in
 * the API (SPEC 3) but not in the form: there are no channels or groups to hide (ADR 0261).
 */
export const ZCommunityCreateBody = ZCommunityFormFields.extend({
  hide_channels_groups: z.boolean().default(false),
  cover_path: ZCoverPath.optional(),
  ...ZTenantField,
}).superRefine(privacyRules(true));
export type TCommunityCreateBody = z.output<typeof ZCommunityCreateBody>;

/**
 * PUT /api/v2/communities/{id} and PUT /api/v2/communities/config: the form without product_ids (the
 * products go through PUT /{id}/products after it). Only the fields sent change (the panel sends the whole
 * form). cover_path: absent keeps, null removes, a key replaces. The private-community rule (upsell text and
 * link) is checked by the service against the stored values merged with these.
 */
export const ZCommunityUpdateBody = z.object({
  title: ZTitle.optional(),
  description: ZDescription.optional(),
  background_color: ZHexColor.optional(),
  is_private: z.boolean().optional(),
  is_enabled: z.boolean().optional(),
  hide_channels_groups: z.boolean().optional(),
  has_continue_watching: z.boolean().optional(),
  has_ranking: z.boolean().optional(),
  upsell_text: ZUpsellText.optional(),
  upsell_link: ZUpsellLink.optional(),
  cover_path: ZCoverPath.optional(),
  ...ZTenantField,
});
export type TCommunityUpdateBody = z.output<typeof ZCommunityUpdateBody>;

/** PUT /api/v2/communities/{id}/products */
export const ZCommunityProductsBody = z.object({ ids: ZProductIds, ...ZTenantField });
export type TCommunityProductsBody = z.output<typeof ZCommunityProductsBody>;

// ---------------------------------------------------------------------------------------------------
// Old-version create / edit (SPEC 3 "Community create payload (old version)")

/** An old-version background: a hex colour or one of the 17 named image backgrounds. */
export const ZOldBackground = z
  .string()
  .trim()
  .refine((v) => HEX.test(v) || isCommunityBackground(v), 'communities.invalidBackground');
/** The sales link: an http(s) URL or a path without the host (SPEC 5 hint "enter without {host}"). */
const ZSalesUrl = z
  .string()
  .trim()
  .max(2048, 'communities.invalidLink')
  .refine((v) => v === '' || isSafeLink(v, { relative: true }), 'communities.invalidLink');
const ZPermissions = z
  .array(ZProductId, { message: 'communities.selectProduct' })
  .min(1, 'communities.selectProduct')
  .max(500);

const oldFields = {
  title: ZTitle,
  description: ZDescription.default(''),
  show_ranking: ZFlag.default(false),
  show_continue_watching: ZFlag.default(true),
  principal: ZFlag.default(false),
  background_color: ZOldBackground.default(COMMUNITY_DEFAULT_COLOR),
  primary_text_color: ZHexColor.default('#FFFFFF'),
  secondary_text_color: ZHexColor.default('#A1A1AA'),
  shadow_color: ZHexColor.default('#000000'),
  font_family: z.enum(FONT_FAMILIES, { message: 'communities.invalidFont' }).default('Poppins'),
  button_sales_text: ZUpsellText.default(''),
  sales_url: ZSalesUrl.default(''),
  permissions_array: ZPermissions,
  publication: ZFlag.default(true),
  comments: ZFlag.default(true),
  links: ZFlag.default(true),
  likes: ZFlag.default(true),
  text: ZFlag.default(true),
  allow_files: ZFlag.default(true),
  videos: ZFlag.default(true),
  images: ZFlag.default(true),
  carousels: ZFlag.default(true),
  ...ZTenantField,
};

/** POST /api/auth/community/create */
export const ZOldCommunityCreateBody = z.object(oldFields);
export type TOldCommunityCreateInput = z.input<typeof ZOldCommunityCreateBody>;
export type TOldCommunityCreateBody = z.output<typeof ZOldCommunityCreateBody>;

/** PUT /api/auth/community/edit-community: the same fields plus the community id. */
// Fields left out keep their stored value (no defaults here): an edit from an older client or a form that
// sends only what changed never silently resets a switch. Title and products stay required.
const oldEditFields = Object.fromEntries(
  Object.entries(oldFields).map(([k, v]) => [k, v instanceof z.ZodDefault ? v.unwrap().optional() : v]),
) as {
  [K in keyof typeof oldFields]: (typeof oldFields)[K] extends z.ZodDefault<infer I>
    ? z.ZodOptional<I>
    : (typeof oldFields)[K];
};
export const ZOldCommunityEditBody = z.object({
  ...oldEditFields,
  id: z.uuid({ message: 'errors.notFound' }),
});
export type TOldCommunityEditInput = z.input<typeof ZOldCommunityEditBody>;
export type TOldCommunityEditBody = z.output<typeof ZOldCommunityEditBody>;

/** POST /api/auth/community/add-plans and /remove-plans */
export const ZCommunityPlansBody = z.object({
  community_id: z.uuid({ message: 'errors.notFound' }),
  permissions_array: ZPermissions,
  ...ZTenantField,
});
export type TCommunityPlansBody = z.output<typeof ZCommunityPlansBody>;

/** PUT /api/auth/community/edit-content-media: the switches saved at once (SPEC 4). */
export const ZContentMediaBody = z.object({
  id: z.uuid({ message: 'errors.notFound' }),
  publications: ZFlag,
  comments: ZFlag,
  likes: ZFlag,
  text: ZFlag,
  allow_files: ZFlag,
  videos: ZFlag,
  images: ZFlag,
  carousels: ZFlag,
  ...ZTenantField,
});
export type TContentMediaInput = z.input<typeof ZContentMediaBody>;
export type TContentMediaBody = z.output<typeof ZContentMediaBody>;
export const CONTENT_MEDIA_SWITCHES = [
  'publications',
  'comments',
  'likes',
  'text',
  'allow_files',
  'videos',
  'images',
  'carousels',
] as const;

// ---------------------------------------------------------------------------------------------------
// Params, reorder, settings

export const ZTenantParams = z.object({ tenant: z.string().min(1).max(64) });
export const ZCommunityIdParams = z.object({ id: z.uuid({ message: 'errors.notFound' }) });
export const ZTenantCommunityParams = z.object({
  tenant: z.string().min(1).max(64),
  communityId: z.uuid({ message: 'errors.notFound' }),
});
export const ZToggleStatusParams = ZTenantCommunityParams.extend({
  status: z.enum(['0', '1'], { message: 'communities.invalidFlag' }),
});

const ZOrderItem = z.object({
  id: z.uuid({ message: 'communities.orderInvalid' }),
  order: z.coerce.number().int('communities.orderInvalid').min(1, 'communities.orderInvalid'),
  tenant_id: z.string().max(64).optional(),
});
/** PUT /api/v2/communities/order: `[{id, order, tenant_id}]` or `{communities: [...]}`. */
export const ZCommunityOrderBody = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v) && 'communities' in v
      ? (v as { communities: unknown }).communities
      : v,
  z.array(ZOrderItem).min(1, 'communities.orderInvalid').max(500, 'communities.orderInvalid'),
);
export type TCommunityOrderItem = z.output<typeof ZOrderItem>;
export type TCommunityOrderBody = z.output<typeof ZCommunityOrderBody>;

const ZBinary = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
  message: 'communities.invalidFlag',
});
const toBinary = (v: z.output<typeof ZBinary>): 0 | 1 => (v === true || v === 1 || v === '1' ? 1 : 0);

/** PUT /api/v2/communities/settings/show-page */
export const ZShowPageBody = z.object({
  show_communities_page: ZBinary.transform(toBinary),
  ...ZTenantField,
});
/** PUT /api/v2/communities/settings/active */
export const ZActiveBody = z.object({ active: ZBinary.transform(toBinary), ...ZTenantField });

// ---------------------------------------------------------------------------------------------------
// Answers

export type { TSelectableProduct } from '@/lib/products/schemas';

/** GET /api/v2/communities/{id} (and the config, and the create answer's `message`). */
export interface TCommunityConfig {
  id: string;
  title: string;
  description: string;
  cover_path: string | null;
  cover_presigned_url: string | null;
  background_color: string;
  is_private: boolean;
  isActive: boolean;
  hide_channels_groups: boolean;
  has_continue_watching: boolean;
  has_ranking: boolean;
  product_ids: string[];
  upsell_text: string;
  upsell_link: string;
  deleted_at: string | null;
  order: number;
  version: number;
}

/** GET /api/v2/communities -> data.communities[] */
export interface TCommunitySummary {
  id: string;
  title: string;
  order: number;
  is_enabled: boolean;
  version: number;
  is_private: boolean;
  principal: boolean;
}

/** Old-version list item (SPEC 3). */
export interface TOldCommunity {
  id: string;
  title: string;
  tenant_id: string;
  active: 0 | 1;
  principal: 0 | 1;
  show_ranking: 0 | 1;
  show_continue_watching: 0 | 1;
  description: string;
  background_color: string;
  button_sales_text: string;
  sales_url: string;
  primary_text_color: string;
  secondary_text_color: string;
  shadow_color: string;
  font_family: string;
  order: number;
  version: number;
}

/** GET /api/auth/community/get-details/{tenant}/{communityId} */
export interface TOldCommunityDetails extends TOldCommunity {
  publications: 0 | 1;
  comments: 0 | 1;
  likes: 0 | 1;
  text: 0 | 1;
  files: 0 | 1;
  videos: 0 | 1;
  images: 0 | 1;
  carousels: 0 | 1;
  links: 0 | 1;
  plans_with_access: { plan_id: string; plan_details: { title: string } }[];
}

export interface TCommunitiesSettings {
  active: 0 | 1;
  show_communities_page: 0 | 1;
}

/** PUT /api/auth/community/toggle-status/... -> { data, message } */
export interface TToggleStatusAnswer {
  data: { id: string; active: 0 | 1 };
  message: string;
}

/** add-plans / remove-plans -> { data } */
export interface TCommunityPlansAnswer {
  community_id: string;
  plans_with_access: TOldCommunityDetails['plans_with_access'];
}
