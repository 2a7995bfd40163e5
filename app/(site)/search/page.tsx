import { notFound, redirect } from 'next/navigation';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/components/shell/page-metadata';
import { SearchResults } from '@/components/search/search-results';
import { framesFor } from '@/lib/custom-html/service';
import { loadShell } from '@/lib/shell/page';
import { search } from '@/lib/search/service';
import { PAGE_LIMIT, SEARCH_KINDS, ZSearchTerm, type TSearchKind } from '@/lib/search/schemas';
import { searchPageUrl, searchTermParam, TERM_MAX } from '@/lib/search/urls';
import { PAGE_FRAME } from '@/components/shell/page-frame';
import { buttonClass } from '@/components/ui/button-classes';
import { pageNumber } from '@/lib/validation/page-number';

export const generateMetadata = pageMetadata('search');

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// /search?search={term}[&kind=course|module|lesson&page=n] (SPEC 2.1, 2.14; `q` works as `search`): the
// member's hits by kind, under a search box of the page's own (a plain GET form: no script needed).
export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [shell, t, sp] = await Promise.all([loadShell(), getTranslations('search'), searchParams]);
  if (!shell) notFound();
  const parsed = ZSearchTerm.safeParse(searchTermParam(sp));
  const rawKind = first(sp.kind);
  const kind = SEARCH_KINDS.includes(rawKind as TSearchKind) ? (rawKind as TSearchKind) : undefined;
  const page = kind ? pageNumber(sp.page) : 1;
  const [result, frames] = await Promise.all([
    parsed.success
      ? search(shell.ctx, { term: parsed.data, page, limit: PAGE_LIMIT, kind })
      : Promise.resolve(null),
    framesFor(shell.ctx, { page: 'search' }),
  ]);
  // A page past the last (an old link, results gone since): the first page of that kind, rather than
  // "Nenhum resultado" for a term that has results (decision 437).
  if (result && kind && page > 1 && result[kind].items.length === 0)
    redirect(searchPageUrl(result.term, { kind }));

  return (
    <div data-testid="search-page" className={PAGE_FRAME}>
      <h1 className="text-2xl font-bold lg:text-3xl" data-testid="search-term">
        {result ? t('pageTitle', { term: result.term }) : t('noTerm')}
      </h1>
      <form action="/search" method="get" role="search" className="mt-4 mb-6 flex max-w-xl gap-2">
        <label htmlFor="search-page-input" className="sr-only">
          {t('inputLabel')}
        </label>
        <input
          id="search-page-input"
          name="search"
          type="search"
          defaultValue={result?.term ?? ''}
          maxLength={TERM_MAX}
          placeholder={t('placeholder')}
          className="h-11 min-w-0 flex-1 rounded-md border border-white/20 bg-black/30 px-3 text-base text-inherit"
          data-testid="search-page-input"
        />
        <button type="submit" className={buttonClass('primary', 'lg')} data-testid="search-page-submit">
          {t('submit')}
        </button>
      </form>
      {result && <SearchResults result={result} kind={kind} />}
      <CustomHtmlBlocks frames={frames} />
    </div>
  );
}
