import { notFound } from 'next/navigation';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/components/shell/placeholder-page';
import { FavoritesGrid } from '@/components/showcase/showcase-view';
import { framesFor } from '@/lib/custom-html/service';
import { loadShell } from '@/lib/shell/page';
import { favoriteCards } from '@/lib/showcase/home';

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
    <div
      data-testid="favorites-page"
      className="mx-auto min-h-screen max-w-screen-2xl px-4 pt-24 md:px-8 lg:pt-28"
    >
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-1 mb-6 opacity-70">{t('subtitle')}</p>
      <FavoritesGrid cards={cards} />
      <CustomHtmlBlocks frames={frames} />
    </div>
  );
}
