import type { bannersForHome } from '@/lib/banners/service';
import { BannerHero } from './banner-hero';

/**
 * Server part of the home hero: the tenant's banners and settings, which the home page reads together
 * with the showcase and its custom HTML (one round of awaits, not three in a row).
 */
export function HomeBanners({ data }: { data: Awaited<ReturnType<typeof bannersForHome>> }) {
  if (data.banners.length === 0) return null;
  return <BannerHero banners={data.banners} settings={data.settings} />;
}
