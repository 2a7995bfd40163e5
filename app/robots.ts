import type { MetadataRoute } from 'next';
import { PUBLIC_PATHS } from '@/lib/frame/routes';
import { loadSiteFrame } from '@/lib/frame/site';

// /robots.txt per tenant (decision 83): only the public pages may be crawled; member content never.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const site = await loadSiteFrame();
  if (!site) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: [...PUBLIC_PATHS], disallow: '/' },
    sitemap: `${site.frame.origin}/sitemap.xml`,
    host: site.frame.origin,
  };
}
