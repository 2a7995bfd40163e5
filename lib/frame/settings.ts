import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { RequestContext } from '@/lib/server/route';
import { sanitizeRichText } from './sanitize';
import { flagValue, type TExtraSettingsBody, type TFrameSettings, type TSeoBody } from './schemas';

// Footer and SEO settings (SPEC 3 "Platform settings": footer/advanced and SEO fields), all on the
// tenant's PlatformSettings row. The shell and the frame cache what they read of it per tenant, and every
// editor write through route() empties that cache, so a save shows on the next page load (the panel calls
// router.refresh()).

const SELECT = {
  tenantId: true,
  footerVisible: true,
  useTerms: true,
  privacyTerms: true,
  urlFacebook: true,
  urlInstagram: true,
  urlYoutube: true,
  seoName: true,
  seoDescription: true,
  mailReplyTo: true,
} as const satisfies Prisma.PlatformSettingsSelect;

type Row = Prisma.PlatformSettingsGetPayload<{ select: typeof SELECT }>;

function toSettings(ctx: RequestContext, r: Row): TFrameSettings {
  return {
    tenant_id: r.tenantId,
    footer_visible: r.footerVisible ? 1 : 0,
    use_terms: r.useTerms,
    privacy_terms: r.privacyTerms,
    url_facebook: r.urlFacebook,
    url_instagram: r.urlInstagram,
    url_youtube: r.urlYoutube,
    name: r.seoName?.trim() || ctx.tenant.name,
    description: r.seoDescription ?? '',
    mail_reply_to: r.mailReplyTo ?? '',
  };
}

/** Writes some columns of the tenant's row (creating it with the defaults when missing) and answers the settings. */
async function write(ctx: RequestContext, data: Prisma.PlatformSettingsUpdateInput): Promise<TFrameSettings> {
  const row = await ctx.db.platformSettings.upsert({
    where: { tenantId: ctx.tenant.id },
    create: { ...(data as Prisma.PlatformSettingsUncheckedCreateInput), tenantId: ctx.tenant.id },
    update: data,
    select: SELECT,
  });
  return toSettings(ctx, row);
}

/** GET: what the footer and SEO panels show. */
export async function getFrameSettings(ctx: RequestContext): Promise<TFrameSettings> {
  const row = await ctx.db.platformSettings.findUnique({
    where: { tenantId: ctx.tenant.id },
    select: SELECT,
  });
  return row ? toSettings(ctx, row) : write(ctx, {});
}

/** footerToogle: shows or hides the student footer. */
export function setFooterVisible(ctx: RequestContext, visible: Parameters<typeof flagValue>[0]) {
  return write(ctx, { footerVisible: flagValue(visible) });
}

/** extraSettings/update: the fields sent change; rich text is sanitized here, before it is stored. */
export function updateExtraSettings(ctx: RequestContext, body: TExtraSettingsBody): Promise<TFrameSettings> {
  const data: Prisma.PlatformSettingsUpdateInput = {};
  if (body.use_terms !== undefined) data.useTerms = sanitizeRichText(body.use_terms);
  if (body.privacy_terms !== undefined) data.privacyTerms = sanitizeRichText(body.privacy_terms);
  if (body.url_facebook !== undefined) data.urlFacebook = body.url_facebook || null;
  if (body.url_instagram !== undefined) data.urlInstagram = body.url_instagram || null;
  if (body.url_youtube !== undefined) data.urlYoutube = body.url_youtube || null;
  return write(ctx, data);
}

/** update-seo: the platform name (required), description (max 191) and the mails' reply-to address. */
export function updateSeo(ctx: RequestContext, body: TSeoBody): Promise<TFrameSettings> {
  return write(ctx, {
    seoName: body.name,
    seoDescription: body.description || null,
    ...(body.mail_reply_to !== undefined ? { mailReplyTo: body.mail_reply_to || null } : {}),
  });
}
