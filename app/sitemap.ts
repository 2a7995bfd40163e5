import type { MetadataRoute } from 'next';
import { LEGAL_ROUTES } from '@/lib/frame/routes';
import { loadSiteFrame } from '@/lib/frame/site';

// /sitemap.xml per tenant (decision 83): the login page and the terms / privacy pages that have text.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = await loadSiteFrame();
  if (!site) return [];
  const { origin, hasTerms, hasPrivacy, updatedAt } = site.frame;
  const lastModified = updatedAt ?? undefined;
  return [
    { url: `${origin}/login`, lastModified, changeFrequency: 'monthly', priority: 1 },
    ...(hasTerms
      ? [
          {
            url: `${origin}${LEGAL_ROUTES.terms}`,
            lastModified,
            changeFrequency: 'yearly' as const,
            priority: 0.3,
          },
        ]
      : []),
    ...(hasPrivacy
      ? [
          {
            url: `${origin}${LEGAL_ROUTES.privacy}`,
            lastModified,
            changeFrequency: 'yearly' as const,
            priority: 0.3,
          },
        ]
      : []),
  ];
}
