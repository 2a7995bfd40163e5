import { bannersForHome } from '@/lib/banners/service';
import { getPageContext } from '@/lib/server/page-context';
import { BannerHero } from './banner-hero';

/** Server part of the home hero: the tenant's banners and settings, read in the render. */
export async function HomeBanners() {
  const ctx = await getPageContext();
  if (!ctx) return null;
  const { banners, settings } = await bannersForHome(ctx);
  if (banners.length === 0) return null;
  return <BannerHero banners={banners} settings={settings} />;
}
