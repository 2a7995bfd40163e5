import { notFound } from 'next/navigation';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/components/shell/placeholder-page';
import { FavoritesGrid } from '@/components/showcase/showcase-view';
import { framesFor } from '@/lib/custom-html/service';
import { loadShell } from '@/lib/shell/page';
import { favoriteCards } from '@/lib/showcase/home';
import { PAGE_FRAME } from '@/components/shell/page-frame';

export const generateMetadata = pageMetadata('favorites');

// /favoritos: the member's "Minha lista" (saved courses and lessons), added and removed from the cards.
export default async function FavoritosPage() {
  const shell = await loadShell();
  if (!shell) notFound();
  const [t, cards, frames] = await Promise.all([
    getTranslations('showcase.favorites'),
    favoriteCards(shell.ctx),
    framesFor(shell.ctx, { page: 'favorite' }),
  ]);
  return (
    <div data-testid="favorites-page" className={PAGE_FRAME}>
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-1 mb-6 opacity-70">{t('subtitle')}</p>
      <FavoritesGrid cards={cards} />
      <CustomHtmlBlocks frames={frames} />
    </div>
  );
}
