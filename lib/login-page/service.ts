import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { requireReadyUpload, storedImageUrl } from '@/lib/server/storage/uploads';
import { normalizeHttpUrl } from '@/lib/validation/url';
import {
  HOMEPAGE_TARGET,
  LOGIN_PLACEMENTS,
  communityTarget,
  parseRedirectTarget,
  type LoginImageSlot,
  type LoginPlacementName,
  type LoginThemeNumber,
  type TLoginPageBody,
  type TLoginBrand,
  type TLoginPageSettings,
  type TRedirectOption,
} from './schemas';

// The login page designer's settings live on the tenant's PlatformSettings row (SPEC 3 "Login page
// settings"); /login reads the same row on every render (lib/auth/login-page.ts), so a save shows at once.

const SELECT = {
  tenantId: true,
  loginTheme: true,
  loginThemePlacement: true,
  loginText: true,
  overlayBannerLogin: true,
  ctaLogin: true,
  titleCtaLogin: true,
  linkCtaLogin: true,
  loginBanner: true,
  loginBannerVertical: true,
  enableRedirectLogin: true,
  redirectUrl: true,
  magicLinkEnabled: true,
  seoName: true,
  logoHorizontal: true,
} as const satisfies Prisma.PlatformSettingsSelect;

type Row = Prisma.PlatformSettingsGetPayload<{ select: typeof SELECT }>;

/** How many communities the redirect select lists (a tenant has a handful; the cap bounds the query). */
const MAX_COMMUNITY_OPTIONS = 200;

function toSettings(r: Row): TLoginPageSettings {
  return {
    tenant_id: r.tenantId,
    login_theme: ([1, 2, 3].includes(r.loginTheme) ? r.loginTheme : 1) as LoginThemeNumber,
    login_theme_placement: (LOGIN_PLACEMENTS as readonly string[]).includes(r.loginThemePlacement)
      ? (r.loginThemePlacement as LoginPlacementName)
      : 'center',
    login_text: r.loginText,
    overlay_banner_login: r.overlayBannerLogin,
    cta_login: r.ctaLogin,
    title_cta_login: r.titleCtaLogin,
    link_cta_login: r.linkCtaLogin,
    login_banner: storedImageUrl(r.loginBanner),
    login_banner_vertical: storedImageUrl(r.loginBannerVertical),
    enable_redirect_login: r.enableRedirectLogin,
    redirect_url: r.enableRedirectLogin ? r.redirectUrl : null,
    magic_link_enabled: r.magicLinkEnabled,
  };
}

async function ensureRow(ctx: RequestContext): Promise<Row> {
  const row = await ctx.db.platformSettings.findUnique({
    where: { tenantId: ctx.tenant.id },
    select: SELECT,
  });
  if (row) return row;
  return ctx.db.platformSettings.upsert({
    where: { tenantId: ctx.tenant.id },
    create: { tenantId: ctx.tenant.id },
    update: {},
    select: SELECT,
  });
}

/** GET: the settings and the pages the redirect select offers (two queries in parallel). */
export async function getLoginPage(
  ctx: RequestContext,
): Promise<{ settings: TLoginPageSettings; redirect_options: TRedirectOption[]; brand: TLoginBrand }> {
  const [row, communities] = await Promise.all([
    ensureRow(ctx),
    // A deleted community is no place to land after sign-in (issue 50).
    ctx.db.community.findMany({
      where: { deletedAt: null },
      select: { id: true, title: true },
      orderBy: [{ order: 'asc' }, { id: 'asc' }],
      take: MAX_COMMUNITY_OPTIONS,
    }),
  ]);
  return {
    settings: toSettings(row),
    redirect_options: [
      { value: HOMEPAGE_TARGET, kind: 'homepage' },
      ...communities.map((c) => ({
        value: communityTarget(ctx.tenant.id, c.id),
        kind: 'community' as const,
        title: c.title,
      })),
    ],
    // The same name and logo /login shows (lib/auth/login-page.ts).
    brand: { name: row.seoName?.trim() || ctx.tenant.name, logo_url: storedImageUrl(row.logoHorizontal) },
  };
}

const invalid = (field: string, messageKey: string) =>
  new AppError('UNPROCESSABLE', { messageKey, fields: { [field]: messageKey } });

const IMAGE_COLUMN = {
  login_banner: 'loginBanner',
  login_banner_vertical: 'loginBannerVertical',
} as const satisfies Record<LoginImageSlot, keyof Row>;

/** undefined: unchanged; null: removed; the stored value or its URL: unchanged; else a ready upload. */
async function imageValue(
  ctx: RequestContext,
  slot: LoginImageSlot,
  value: string | null | undefined,
  current: string | null,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (current && (value === current || value === storedImageUrl(current))) return current;
  try {
    return (await requireReadyUpload(ctx, value, 'login-image')).key;
  } catch (err) {
    if (err instanceof AppError) throw invalid(slot, 'loginPage.invalidImage');
    throw err;
  }
}

/** A redirect target of this tenant: /homepage or one of its communities (else 422, nothing written). */
async function redirectValue(ctx: RequestContext, body: TLoginPageBody): Promise<string | null> {
  // SPEC 5: redirect_url is null whenever the redirect is off, whatever was sent.
  if (!body.enable_redirect_login) return null;
  const target = parseRedirectTarget(body.redirect_url);
  if (!target) throw invalid('redirect_url', 'loginPage.invalidRedirect');
  if (target.kind === 'homepage') return HOMEPAGE_TARGET;
  if (target.tenantId !== ctx.tenant.id) throw invalid('redirect_url', 'loginPage.invalidRedirect');
  const community = await ctx.db.community.findFirst({
    where: { id: target.communityId, deletedAt: null },
    select: { id: true },
  });
  if (!community) throw invalid('redirect_url', 'loginPage.invalidRedirect');
  return communityTarget(ctx.tenant.id, community.id);
}

/** POST update: every check runs before the single write, so a refused save changes nothing. */
export async function updateLoginPage(
  ctx: RequestContext,
  body: TLoginPageBody,
): Promise<TLoginPageSettings> {
  const current = await ensureRow(ctx);
  const [banner, vertical, redirectUrl] = await Promise.all([
    imageValue(ctx, 'login_banner', body.login_banner, current.loginBanner),
    imageValue(ctx, 'login_banner_vertical', body.login_banner_vertical, current.loginBannerVertical),
    redirectValue(ctx, body),
  ]);
  const data: Prisma.PlatformSettingsUpdateInput = {
    loginTheme: body.login_theme,
    loginThemePlacement: body.login_theme_placement,
    loginText: body.login_text,
    overlayBannerLogin: body.overlay_banner_login,
    ctaLogin: body.cta_login,
    titleCtaLogin: body.title_cta_login ?? null,
    // The schema accepted it, so it normalizes; stored with its scheme for the link's href.
    linkCtaLogin: body.link_cta_login ? normalizeHttpUrl(body.link_cta_login) : null,
    enableRedirectLogin: body.enable_redirect_login,
    redirectUrl,
    magicLinkEnabled: body.magic_link_enabled,
  };
  if (banner !== undefined) data[IMAGE_COLUMN.login_banner] = banner;
  if (vertical !== undefined) data[IMAGE_COLUMN.login_banner_vertical] = vertical;
  const row = await ctx.db.platformSettings.update({
    where: { tenantId: ctx.tenant.id },
    data,
    select: SELECT,
  });
  return toSettings(row);
}
