import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { getEnv } from '@/lib/server/env';
import { getPageContext } from '@/lib/server/page-context';
import type { RequestContext } from '@/lib/server/route';
import { tenantCached } from '@/lib/server/tenant-cache';
import { sanitizeRichText } from './sanitize';

// What the site's frame shows around every page and tells search engines (issue 10): the platform name
// and description (SEO), logo, favicon, share image, footer and social links, and the canonical origin.
// One load per request (React cache); the tenant's part is cached per tenant until an editor saves.

export interface TSiteFrame {
  tenantId: string;
  /** the SEO name, else the tenant's name */
  name: string;
  description: string | null;
  logo: string | null;
  /** the uploaded favicon, else the square logo (logo_square, issue 50) */
  favicon: string | null;
  /** the square logo: the home-screen (apple-touch) icon and the web manifest's */
  squareLogo: string | null;
  /** Open Graph / Twitter image: the horizontal logo, else the first banner's desktop image */
  shareImage: string | null;
  footerVisible: boolean;
  hasTerms: boolean;
  hasPrivacy: boolean;
  social: { facebook: string | null; instagram: string | null; youtube: string | null };
  /** "https://escola.example.com" (the tenant's primary domain, the request's port kept) */
  origin: string;
  updatedAt: Date | null;
  /** the theme inputs, for pages outside the student shell */
  theme: {
    primary_color: string;
    text_color: string;
    background_color_primary: string;
    background_color_secondary: string;
    font_primary: string;
  } | null;
}

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/;

/**
 * The canonical origin (decision 81): the tenant's primary domain, so every domain of a tenant points
 * search engines at one address; the request's port is kept (development and e2e run on one). The
 * scheme is the proxy's x-forwarded-proto when TRUST_PROXY is set, else http for local hosts and https
 * for everything else.
 */
export function canonicalOrigin(primary: string | null, requestHost: string, forwardedProto: string | null) {
  const raw = requestHost.split(',')[0]!.trim().toLowerCase();
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(raw);
  const reqName = m?.[1] ?? 'localhost';
  const port = m?.[2];
  const name = (primary ?? reqName).toLowerCase();
  const safeName = /^[a-z0-9.\-[\]:]+$/.test(name) ? name : reqName;
  const proto =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? forwardedProto
      : LOCAL_HOST.test(safeName)
        ? 'http'
        : 'https';
  return `${proto}://${safeName}${port ? `:${port}` : ''}`;
}

/** The request's Host and, behind a trusted proxy, its x-forwarded-proto (for the canonical origin). */
export interface FrameRequest {
  host: string;
  forwardedProto: string | null;
}

type TenantFrame = Omit<TSiteFrame, 'origin'> & { primaryHost: string | null };

/** The tenant's part of the frame: three queries in parallel, whatever the page. */
async function loadTenantFrame(ctx: RequestContext): Promise<TenantFrame> {
  const [s, domain, banner] = await Promise.all([
    ctx.db.platformSettings.findUnique({
      where: { tenantId: ctx.tenant.id },
      select: {
        seoName: true,
        seoDescription: true,
        logoHorizontal: true,
        logoSquare: true,
        favicon: true,
        footerVisible: true,
        useTerms: true,
        privacyTerms: true,
        urlFacebook: true,
        urlInstagram: true,
        urlYoutube: true,
        updatedAt: true,
        primaryColor: true,
        textColor: true,
        backgroundColorPrimary: true,
        backgroundColorSecondary: true,
        fontPrimary: true,
      },
    }),
    ctx.db.tenantDomain.findFirst({ where: { primary: true }, select: { host: true } }),
    ctx.db.banner.findFirst({
      where: { urlImage: { not: null } },
      orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
      select: { urlImage: true },
    }),
  ]);
  const logo = storedImageUrl(s?.logoHorizontal);
  return {
    tenantId: ctx.tenant.id,
    name: s?.seoName?.trim() || ctx.tenant.name,
    description: s?.seoDescription?.trim() || null,
    logo,
    favicon: storedImageUrl(s?.favicon) ?? storedImageUrl(s?.logoSquare),
    squareLogo: storedImageUrl(s?.logoSquare),
    shareImage: logo ?? storedImageUrl(banner?.urlImage),
    footerVisible: s?.footerVisible ?? true,
    hasTerms: !!s?.useTerms,
    hasPrivacy: !!s?.privacyTerms,
    social: {
      facebook: s?.urlFacebook ?? null,
      instagram: s?.urlInstagram ?? null,
      youtube: s?.urlYoutube ?? null,
    },
    primaryHost: domain?.host ?? null,
    updatedAt: s?.updatedAt ?? null,
    theme: s
      ? {
          primary_color: s.primaryColor,
          text_color: s.textColor,
          background_color_primary: s.backgroundColorPrimary,
          background_color_secondary: s.backgroundColorSecondary,
          font_primary: s.fontPrimary,
        }
      : null,
  };
}

/**
 * The frame of one request: the tenant's part cached per tenant until an editor saves
 * (lib/server/tenant-cache.ts), the canonical origin from this request's host.
 */
export async function getSiteFrame(ctx: RequestContext, request: FrameRequest): Promise<TSiteFrame> {
  const { primaryHost, ...frame } = await tenantCached(ctx.tenant.id, 'frame', () => loadTenantFrame(ctx));
  return { ...frame, origin: canonicalOrigin(primaryHost, request.host, request.forwardedProto) };
}

/** The frame of this request's tenant, or null on a host no tenant owns. */
export const loadSiteFrame = cache(async (): Promise<{ ctx: RequestContext; frame: TSiteFrame } | null> => {
  const ctx = await getPageContext();
  if (!ctx) return null;
  const h = await headers();
  const forwardedProto = getEnv().TRUST_PROXY
    ? (h.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? null)
    : null;
  return { ctx, frame: await getSiteFrame(ctx, { host: h.get('host') ?? '', forwardedProto }) };
});

export type LegalDocument = 'terms' | 'privacy';

/** The stored terms or privacy policy, sanitized again on the way out (older rows predate the sanitizer). */
export async function getLegalDocument(ctx: RequestContext, doc: LegalDocument): Promise<string> {
  // The tenant's text, read and sanitized once per editor save (decision 411), not on every view.
  return tenantCached(ctx.tenant.id, `legal ${doc}`, async () => {
    const s = await ctx.db.platformSettings.findUnique({
      where: { tenantId: ctx.tenant.id },
      select: doc === 'terms' ? { useTerms: true } : { privacyTerms: true },
    });
    const raw = (doc === 'terms' ? s?.useTerms : s?.privacyTerms) ?? '';
    return raw ? sanitizeRichText(raw) : '';
  });
}
