import { z } from 'zod';
import { isSafeHttpUrl, normalizeHttpUrl, stripHttpScheme } from '@/lib/validation/url';

// The site's frame (issue 10): custom header links, footer and SEO payloads, shared by the panel's forms
// and the route handlers (SPEC.md sections 3, 5, 7 "Showcase, footer, links, SEO", 9). Message values
// are i18n keys of the `frame` namespace; the route wrapper and the forms translate them.

/** SPEC 9 "Max custom header links". */
export const MAX_HEADER_LINKS = 3;
export const LINK_TITLE_MAX = 60;
export const SEO_NAME_MAX = 100;
/** SPEC 5 / 9 "SEO description max" (the counter turns red from 192). */
export const SEO_DESCRIPTION_MAX = 191;
/** Stored rich text (terms, privacy) after sanitizing: a generous cap so a paste cannot grow the row without bound. */
export const RICH_TEXT_MAX = 100_000;
/** SPEC 4 / 9: panel modals close this long after a successful save. */
export const MODAL_CLOSE_MS = 500;

const ZTenantField = { tenant_id: z.string().max(64).optional() };

/**
 * A header link's URL as typed: with or without http(s)://, or a `host:port/path` (a community link on
 * a dev host). Answers the absolute URL, or null when it is not an http(s) link.
 */
export function normalizeLinkUrl(raw: string): string | null {
  const v = raw.trim();
  if (/^[a-z0-9.-]+:\d+(\/|$)/i.test(v)) return normalizeHttpUrl(`https://${v}`);
  return normalizeHttpUrl(v);
}

/**
 * POST .../links/create and .../links/update/{id}: both fields required ('Valor do campo inválido', or
 * 'Valores dos campos inválidos' when both are blank, SPEC 5); only http(s) URLs; the scheme is
 * stripped before saving (SPEC 2.1, 5), so `link_url` comes out of the schema without it.
 */
export const ZLinkBody = z
  .object({
    link_title: z
      .string({ message: 'frame.linkFieldInvalid' })
      .trim()
      .max(LINK_TITLE_MAX, 'frame.linkTitleTooLong'),
    link_url: z.string({ message: 'frame.linkFieldInvalid' }).trim().max(2048, 'frame.linkUrlInvalid'),
    ...ZTenantField,
  })
  .superRefine((v, ctx) => {
    const noTitle = v.link_title === '';
    const noUrl = v.link_url === '';
    if (noTitle && noUrl) {
      ctx.addIssue({ code: 'custom', path: ['link_title'], message: 'frame.linkFieldsInvalid' });
      return;
    }
    if (noTitle) ctx.addIssue({ code: 'custom', path: ['link_title'], message: 'frame.linkFieldInvalid' });
    if (noUrl) ctx.addIssue({ code: 'custom', path: ['link_url'], message: 'frame.linkFieldInvalid' });
    else if (!normalizeLinkUrl(v.link_url))
      ctx.addIssue({ code: 'custom', path: ['link_url'], message: 'frame.linkUrlInvalid' });
  })
  .transform((v) => ({ ...v, link_url: stripHttpScheme(normalizeLinkUrl(v.link_url) ?? v.link_url) }));
export type TLinkBodyInput = z.input<typeof ZLinkBody>;
export type TLinkBody = z.output<typeof ZLinkBody>;

export const ZLinkIdParams = z.object({ id: z.uuid({ message: 'errors.notFound' }) });
export const ZTenantLinkParams = z.object({
  tenantId: z.string().min(1).max(64),
  id: z.uuid({ message: 'errors.notFound' }),
});

/** POST .../links/order {newOrdenation: ids} */
export const ZLinkOrderBody = z.object({
  ...ZTenantField,
  newOrdenation: z
    .array(z.uuid({ message: 'frame.orderInvalid' }))
    .min(1, 'frame.orderInvalid')
    .max(MAX_HEADER_LINKS, 'frame.orderInvalid'),
});

/** The community-link mode's URL (SPEC 2.1): `{host}/comunidade/{tenant}/{communityId}`. */
export function communityLinkUrl(host: string, tenantId: string, communityId: string): string {
  return `${host}/comunidade/${encodeURIComponent(tenantId)}/${encodeURIComponent(communityId)}`;
}

// ---- Footer ----------------------------------------------------------------------------------------

const ZFlag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
  message: 'frame.flagInvalid',
});
export const flagValue = (v: z.infer<typeof ZFlag>): boolean => v === true || v === 1 || v === '1';

/** POST .../updateCustomBasic/footerToogle {footer_visible, tenant_id} */
export const ZFooterToggleBody = z.object({ footer_visible: ZFlag, ...ZTenantField });

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The hosts each network's profile URLs live on (with or without www./m.). */
const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  youtube: ['youtube.com', 'youtu.be'],
};

/** True for an http(s) URL on one of the network's hosts, with a path (a profile, not the home page). */
export function isSocialUrl(network: SocialNetwork, raw: string): boolean {
  if (!isSafeHttpUrl(raw)) return false;
  const url = new URL(raw);
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  return SOCIAL_HOSTS[network].includes(host) && url.pathname.length > 1;
}

const ZSocialUrl = (network: SocialNetwork) =>
  z
    .string()
    .trim()
    .max(2048, `frame.social.${network}Invalid`)
    .refine((v) => v === '' || isSocialUrl(network, v), `frame.social.${network}Invalid`)
    .nullable();

const ZRichText = z.string().max(RICH_TEXT_MAX * 2, 'frame.richTextTooLong');

/**
 * POST .../extraSettings/update {use_terms, privacy_terms, url_facebook, url_instagram, url_youtube,
 * tenant_id}. Fields not sent keep their value; '' or null clears a social URL. The rich text is
 * sanitized by the server (lib/frame/sanitize.ts) before it is stored.
 */
export const ZExtraSettingsBody = z.object({
  use_terms: ZRichText.optional(),
  privacy_terms: ZRichText.optional(),
  url_facebook: ZSocialUrl('facebook').optional(),
  url_instagram: ZSocialUrl('instagram').optional(),
  url_youtube: ZSocialUrl('youtube').optional(),
  ...ZTenantField,
});
export type TExtraSettingsBody = z.infer<typeof ZExtraSettingsBody>;

/** The social networks form of the panel. */
export const ZSocialForm = z.object({
  url_facebook: ZSocialUrl('facebook').unwrap(),
  url_instagram: ZSocialUrl('instagram').unwrap(),
  url_youtube: ZSocialUrl('youtube').unwrap(),
});
export type TSocialForm = z.infer<typeof ZSocialForm>;

/** What the footer and SEO panels read and the saves answer. */
export interface TFrameSettings {
  tenant_id: string;
  footer_visible: 0 | 1;
  use_terms: string;
  privacy_terms: string;
  url_facebook: string | null;
  url_instagram: string | null;
  url_youtube: string | null;
  name: string;
  description: string;
  /** the address replies to the school's e-mails go to; '' for none */
  mail_reply_to: string;
}

// ---- SEO -------------------------------------------------------------------------------------------

/** A plain address: no name part, no spaces or line breaks (it goes into a mail header). */
const ZMailReplyTo = z
  .string()
  .trim()
  .max(254, 'frame.mailReplyToInvalid')
  .refine(
    (v) => v === '' || /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/.test(v),
    'frame.mailReplyToInvalid',
  );

/** POST .../update-seo {name, description} (header tenantId). SPEC 5 "Header links, SEO". */
export const ZSeoBody = z.object({
  name: z
    .string({ message: 'frame.seoNameRequired' })
    .trim()
    .min(1, 'frame.seoNameRequired')
    .max(SEO_NAME_MAX, 'frame.seoNameTooLong'),
  description: z
    .string()
    .trim()
    .max(SEO_DESCRIPTION_MAX, 'frame.seoDescriptionTooLong')
    .nullish()
    .transform((v) => v ?? ''),
  // where replies to the school's e-mails go (issue 56, ADR 0306): absent keeps it, '' or null clears it
  mail_reply_to: ZMailReplyTo.nullish(),
  ...ZTenantField,
});
export type TSeoBodyInput = z.input<typeof ZSeoBody>;
export type TSeoBody = z.output<typeof ZSeoBody>;
