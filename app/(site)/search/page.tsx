import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/shell/coming-soon';
import { pageMetadata } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('search');

// Placeholder until the search issue replaces it; shows the term so links into it can be checked.
export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [t, sp] = await Promise.all([getTranslations('pages'), searchParams]);
  const raw = sp.search;
  const term = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? '';
  return (
    <ComingSoon title={t('titles.search')}>
      <p className="mt-3 text-lg opacity-90" data-testid="search-term">
        {term ? t('search.results', { term }) : t('search.empty')}
      </p>
    </ComingSoon>
  );
}
