import { notFound } from 'next/navigation';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { HomeBanners } from '@/components/home/home-banners';
import { pageMetadata } from '@/components/shell/placeholder-page';
import { ShowcaseView } from '@/components/showcase/showcase-view';
import { bannersForHome } from '@/lib/banners/service';
import { framesFor } from '@/lib/custom-html/service';
import { loadShell } from '@/lib/shell/page';
import { getShowcase } from '@/lib/showcase/home';

export const generateMetadata = pageMetadata('homepage');

// The student's home: the main banner slot first, then the showcase (docs/api-map.md, Pages).
export default async function HomePage() {
  const shell = await loadShell();
  if (!shell) notFound();
  // Independent reads together: the banners used to start only after this await (in <HomeBanners/>).
  const [showcase, banners, frames] = await Promise.all([
    getShowcase(shell.ctx),
    bannersForHome(shell.ctx),
    framesFor(shell.ctx, { page: 'homepage' }),
  ]);
  return (
    // The hero starts under the transparent fixed header (no dark band above it, issue 14); without
    // banners the showcase keeps the header's room. 'Continuar assistindo' keeps a gap from the hero.
    <div data-testid="homepage" className="min-h-screen pt-24 lg:pt-28 has-[[data-testid=banner-hero]]:!pt-0">
      <h1 className="sr-only">{shell.data.tenant.name}</h1>
      {/* The main banners (components/home/banner-hero.tsx), above the showcase. */}
      <HomeBanners data={banners} />
      <div className="pt-8">
        <ShowcaseView carousels={showcase.carousels} />
      </div>
      <CustomHtmlBlocks frames={frames} />
    </div>
  );
}
