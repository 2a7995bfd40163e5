import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { loadSiteFrame } from './site';

/** The page's path from the request hook's x-pathname (page-headers.cjs; absent for non-pages). */
async function currentPathname(): Promise<string | null> {
  const p = (await headers()).get('x-pathname');
  return p && p.startsWith('/') && !p.startsWith('//') ? p : null;
}

/** The tenant's favicon (or the platform's), and its square logo as the home-screen icon, for every page. */
function frameIcons(favicon: string | null, square: string | null): Metadata['icons'] {
  return { icon: favicon ?? '/favicon.ico', shortcut: '/favicon.ico', ...(square ? { apple: square } : {}) };
}

/** The tenant's web manifest (app/api/frame/manifest/route.ts, served at this address by a rewrite). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The metadata of the pages a crawler may read (the (auth) and (public) layouts and the 404 pages;
 * decision 81): description, favicon, canonical URL on the tenant's primary domain, Open Graph and
 * Twitter cards with the share image. The title template is set by the (public) layout, so pages that
 * write their own full title (the login page) are not suffixed twice. Member pages get
 * `memberMetadata` instead (decision 409).
 */
export async function frameMetadata(): Promise<Metadata> {
  const site = await loadSiteFrame();
  if (!site) return {};
  const { frame, ctx } = site;
  const path = await currentPathname();
  const description = frame.description ?? undefined;
  const images = frame.shareImage ? [{ url: frame.shareImage, alt: frame.name }] : undefined;
  return {
    metadataBase: new URL(frame.origin),
    title: frame.name,
    applicationName: frame.name,
    description,
    icons: frameIcons(frame.favicon, frame.squareLogo),
    manifest: MANIFEST_PATH,
    alternates: path ? { canonical: path } : undefined,
    openGraph: {
      type: 'website',
      siteName: frame.name,
      title: frame.name,
      description,
      url: path ?? '/',
      locale: ctx.locale.replace('-', '_'),
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: frame.name,
      description,
      images: frame.shareImage ? [frame.shareImage] : undefined,
    },
  };
}

/** `{page} | {platform name}` for the pages under a layout that uses it. */
export async function titleTemplate(): Promise<Metadata['title']> {
  const site = await loadSiteFrame();
  if (!site) return undefined;
  return { default: site.frame.name, template: `%s | ${site.frame.name}` };
}

/**
 * The metadata of the member pages (the (site) layout; decision 409): `{page} | {platform name}`, the
 * favicon, and never indexed (decision 83). No description, canonical or share cards: a crawler, or a
 * messenger's link preview, that follows a member page's address has no session, is sent to /login and
 * reads that page's.
 */
export async function memberMetadata(): Promise<Metadata> {
  const site = await loadSiteFrame();
  return {
    title: await titleTemplate(),
    icons: frameIcons(site?.frame.favicon ?? null, site?.frame.squareLogo ?? null),
    manifest: MANIFEST_PATH,
    robots: { index: false, follow: false },
  };
}
