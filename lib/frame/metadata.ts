import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { loadSiteFrame } from './site';

/** The page's path from the request hook's x-pathname (page-headers.cjs; absent for non-pages). */
async function currentPathname(): Promise<string | null> {
  const p = (await headers()).get('x-pathname');
  return p && p.startsWith('/') && !p.startsWith('//') ? p : null;
}

/**
 * The metadata every page of a tenant inherits (root layout; decision 81): description, favicon,
 * canonical URL on the tenant's primary domain, Open Graph and Twitter cards with the share image.
 * The title template is set by the (site) and (public) layouts, so pages that write their own full
 * title (the login page) are not suffixed twice.
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
    icons: { icon: frame.favicon ?? '/favicon.ico', shortcut: '/favicon.ico' },
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
