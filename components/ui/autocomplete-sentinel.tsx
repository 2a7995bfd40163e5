'use client';

import { useEffect, useRef } from 'react';
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
 * each page and the list fills itself. While a page loads, `loading` shows; after a failed page the sentinel
 * waits for the admin's retry instead of asking a failing server again at once (as the feed, decision 437).
 */
export function AutocompleteSentinel({
  pages,
  count,
  loading,
  retry,
  testId,
}: {
  pages: InfinitePages;
  /** options shown so far */
  count: number;
  loading: string;
  retry: string;
  testId?: string;
}) {
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
    <div ref={ref} data-testid={testId} className="py-1 text-center text-xs opacity-70">
      {isFetchNextPageError ? (
        <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()}>
          {retry}
        </Button>
      ) : isFetchingNextPage ? (
        <span role="status">{loading}</span>
      ) : (
        // an empty line that gives the sentinel a height while it waits to be seen (with fewer than 5
        // options it stays unarmed: the server's pages hold 20, so only a last page is that short)
        <span aria-hidden>&nbsp;</span>
      )}
    </div>
  );
}
