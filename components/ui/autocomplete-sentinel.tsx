'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** SPEC.md section 9 "Autocomplete list": infinite scroll loads more once the list holds at least 5 options. */
export const AUTOCOMPLETE_MIN_OPTIONS = 5;

/** What the sentinel needs of a TanStack infinite query. */
export interface InfinitePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The end of an autocomplete list (SPEC 9: 350 px high, "infinite scroll loads more when sentinel visible and
 * at least 5 options"): when it scrolls into view, inside the list's own scrolling box, the next page is
 * fetched. A page that does not fill the box keeps the sentinel in view, so the observer is made again after
 * each page and the list fills itself. Until then it is a 'Carregar mais' button, for whoever moves with the
 * keyboard or a screen reader, which does not scroll the box. While a page loads, `loading` shows; after a
 * failed page the sentinel waits for the admin's retry instead of asking a failing server again at once (as
 * the feed, decision 437).
 */
export function AutocompleteSentinel({
  pages,
  count,
  more,
  testId,
}: {
  pages: InfinitePages;
  /** options shown so far */
  count: number;
  /** the button's text ('Carregar mais') */
  more: string;
  testId?: string;
}) {
  const t = useTranslations('common');
  const ref = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const armed =
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError && count >= AUTOCOMPLETE_MIN_OPTIONS;

  useEffect(() => {
    const el = ref.current;
    if (!el || !armed) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
    // `count`: a new observer after each page, whose first report says whether the sentinel is still in view
  }, [armed, count, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={ref} data-testid={testId} className="py-1 text-center text-xs">
      {isFetchingNextPage ? (
        <span role="status" className="opacity-70">
          {t('loading')}
        </span>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void fetchNextPage()}
          data-testid={testId && `${testId}-button`}
        >
          {isFetchNextPageError ? t('retry') : more}
        </Button>
      )}
    </div>
  );
}

/**
 * A list of lessons whose first page failed: SPEC 8's 'Houve um erro ao recuperar dados de conteúdo' (the
 * lessons come from the showcase's calls) and a retry. A failed later page: the sentinel's retry.
 */
export function AutocompleteError({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const t = useTranslations();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 py-3 text-center text-sm"
      data-testid={testId}
    >
      <p>{t('showcase.contentLoadError')}</p>
      <Button variant="ghost" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
