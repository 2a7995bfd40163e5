import { notFound, redirect } from 'next/navigation';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/components/shell/page-metadata';
import { FavoritesGrid } from '@/components/showcase/showcase-view';
import { PageLinks } from '@/components/ui/page-links';
import { framesFor } from '@/lib/custom-html/service';
import { loadShell } from '@/lib/shell/page';
import { favoriteCards } from '@/lib/showcase/home';
import { PAGE_FRAME } from '@/components/shell/page-frame';
import { MAX_PAGE, pageNumber } from '@/lib/validation/page-number';

export const generateMetadata = pageMetadata('favorites');

const pageUrl = (page: number) => (page > 1 ? `/favoritos?page=${page}` : '/favoritos');

// /favoritos[?page=n]: the member's "Minha lista" (saved courses and lessons), added and removed from the
// cards, FAVORITES_PAGE_SIZE per page, newest first (decision 439).
export default async function FavoritosPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [shell, sp] = await Promise.all([loadShell(), searchParams]);
  if (!shell) notFound();
  const page = pageNumber(sp.page);
  const [t, { cards, hasNext: more }, frames] = await Promise.all([
    getTranslations('showcase.favorites'),
    favoriteCards(shell.ctx, page),
    framesFor(shell.ctx, { page: 'favorite' }),
  ]);
  // A page past the last (items removed since, an old link): the first page, not an empty list.
  if (page > 1 && cards.length === 0) redirect(pageUrl(1));
  // the last page an address can ask for (24,000 items) links to no page it cannot show
  const hasNext = more && page < MAX_PAGE;
  return (
    <div data-testid="favorites-page" className={PAGE_FRAME}>
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-1 mb-6 opacity-70">{t('subtitle')}</p>
      <FavoritesGrid cards={cards} />
      {(page > 1 || hasNext) && (
        <PageLinks
          label={t('pages')}
          previous={page > 1 ? pageUrl(page - 1) : undefined}
          next={hasNext ? pageUrl(page + 1) : undefined}
          texts={{ previous: t('previous'), next: t('next'), current: t('pageOf', { page }) }}
          testId="favorites"
          className="-mt-8 mb-12 justify-center gap-6"
        />
      )}
      <CustomHtmlBlocks frames={frames} />
    </div>
  );
}
