import { notFound } from 'next/navigation';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { HomeBanners } from '@/components/home/home-banners';
import { pageMetadata } from '@/components/shell/placeholder-page';
import { ShowcaseView } from '@/components/showcase/showcase-view';
import { framesFor } from '@/lib/custom-html/service';
import { loadShell } from '@/lib/shell/page';
import { getShowcase } from '@/lib/showcase/home';

export const generateMetadata = pageMetadata('homepage');

// The student's home: the main banner slot first, then the showcase (docs/api-map.md, Pages).
export default async function HomePage() {
  const shell = await loadShell();
  if (!shell) notFound();
  const [showcase, frames] = await Promise.all([
    getShowcase(shell.ctx),
    framesFor(shell.ctx, { page: 'homepage' }),
  ]);
  return (
    <div data-testid="homepage" className="min-h-screen pt-24 lg:pt-28">
      {/* The main banners (components/home/banner-hero.tsx), above the showcase. */}
      <HomeBanners />
      <ShowcaseView carousels={showcase.carousels} />
      <CustomHtmlBlocks frames={frames} />
    </div>
  );
}
