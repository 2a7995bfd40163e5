import { Suspense } from 'react';
import { notFound, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { HomeBanners } from '@/components/home/home-banners';
import { HomeAuthoringBar } from '@/components/studio/home-authoring-bar';
import { pageMetadata } from '@/components/shell/page-metadata';
import { ShowcaseSkeleton } from '@/components/showcase/showcase-skeleton';
import { ShowcaseView } from '@/components/showcase/showcase-view';
import { bannersForHome } from '@/lib/banners/service';
import { framesFor } from '@/lib/custom-html/service';
import { log } from '@/lib/server/log';
import { getPageContext } from '@/lib/server/page-context';
import { jsonText } from '@/lib/json-text';
import { settledWithin } from '@/lib/server/settled-within';
import { getShowcase, showcaseRow, type TShowcase } from '@/lib/showcase/home';

export const generateMetadata = pageMetadata('homepage');

/**
 * How long the hero may wait for the showcase once its own reads are done (decision 431). On a warm server
 * the rows come well within it and go out with the hero; on a cold one, or a slow database, they stream
 * in behind the skeleton instead of holding up the first byte.
 */
const SHOWCASE_WAIT_MS = 20;

/** The showcase rows; only what the client component reads goes into the page's React data (decision
 * 343), as one JSON text (decision 406). */
function Rows({ showcase }: { showcase: TShowcase }) {
  return <ShowcaseView rows={jsonText(showcase.carousels.map(showcaseRow))} />;
}

/**
 * The showcase rows, streamed into the page once their reads are done (the skeleton stands in until then).
 * A failed read says so in place of the rows, under the hero that is already shown: thrown, it would reach
 * no boundary but Next's own English page, which replaces the whole document (decision 437).
 */
async function ShowcaseRows({ showcase, failed }: { showcase: Promise<TShowcase>; failed: string }) {
  let value: TShowcase;
  try {
    value = await showcase;
  } catch (err) {
    unstable_rethrow(err);
    log('error', 'showcase: the rows could not be read', { error: String(err) });
    return (
      <p role="alert" data-testid="showcase-error" className="px-4 py-10 text-center opacity-80 md:px-8">
        {failed}
      </p>
    );
  }
  return <Rows showcase={value} />;
}

// The student's home: the main banner slot first, then the showcase (docs/api-map.md, Pages).
export default async function HomePage() {
  // The request's context only (tenant, session): the shell's data is the layout's, not a step before these.
  const ctx = await getPageContext();
  if (!ctx) notFound();
  // Every read starts now, together. The hero and the custom HTML blocks (cached per tenant) are awaited;
  // the showcase (two rounds of queries, the slowest part) goes out with them when it is ready within
  // SHOWCASE_WAIT_MS of them, and otherwise streams in below the hero behind a skeleton.
  const showcase = getShowcase(ctx);
  // a layout redirect (signed out) can leave the rows unrendered: their failure must not go unhandled
  showcase.catch(() => {});
  const [banners, frames, t] = await Promise.all([
    bannersForHome(ctx),
    framesFor(ctx, { page: 'homepage' }),
    getTranslations('showcase.home'),
  ]);
  const ready = await settledWithin(showcase, SHOWCASE_WAIT_MS);
  return (
    // The hero starts under the transparent fixed header (no dark band above it, issue 14); without
    // banners the showcase keeps the header's room. 'Continuar assistindo' keeps a gap from the hero.
    <div data-testid="homepage" className="min-h-screen pt-24 lg:pt-28 has-[[data-testid=banner-hero]]:!pt-0">
      <h1 className="sr-only">{ctx.tenant.name}</h1>
      {/* The main banners (components/home/banner-hero.tsx), above the showcase. */}
      <HomeBanners data={banners} />
      <div className="pt-8">
        {ctx.canEdit ? <HomeAuthoringBar tenantId={ctx.tenant.id} /> : null}
        {ready ? (
          <Rows showcase={ready.value} />
        ) : (
          <Suspense fallback={<ShowcaseSkeleton label={t('loading')} />}>
            <ShowcaseRows showcase={showcase} failed={t('loadError')} />
          </Suspense>
        )}
      </div>
      <CustomHtmlBlocks frames={frames} />
    </div>
  );
}
