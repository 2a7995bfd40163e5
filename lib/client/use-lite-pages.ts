'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { QUERY_DEFAULTS } from './query-retry';

// A paged list read like TanStack Query's `useInfiniteQuery` with the app's defaults, without TanStack in
// the page's first load (decision 301; the lesson's comments). Same states and timing: the first page on
// mount (retried like the client: not on 401/403/404/500, at most twice, 1 s then 2 s apart), later pages
// on demand, `refetch` reads every loaded page again in order and swaps them in at the end, an error keeps
// the pages shown. Like the client's cache, a list read less than `staleTime` (60 s) ago is shown at once
// without a request when its part mounts again in the tab, and a stale one is shown while it is read
// again; an entry left unmounted for `gcTime` (5 min) is dropped.

const GC_TIME = 5 * 60_000;
const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

interface Entry<P> {
  pages: P[];
  at: number;
  /** when its last part unmounted (0 while mounted) */
  left: number;
}

const cache = new Map<string, Entry<unknown>>();

async function withRetry<T>(fetch: () => Promise<T>, alive: () => boolean): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await fetch();
    } catch (err) {
      if (!alive() || !QUERY_DEFAULTS.retry(failures, err)) throw err;
      await new Promise((r) => setTimeout(r, retryDelay(failures)));
    }
  }
}

export interface LitePages<P> {
  pages: P[] | undefined;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** reads every loaded page again (TanStack's invalidation of an active infinite query) */
  refetch: () => Promise<void>;
}

export function useLitePages<P>({
  key,
  fetchPage,
  nextPage,
  firstPage = 1,
}: {
  /** the list's identity in the tab's cache */
  key: string;
  fetchPage: (page: number) => Promise<P>;
  /** the page after `last`, or undefined at the end */
  nextPage: (last: P) => number | undefined;
  firstPage?: number;
}): LitePages<P> {
  const [state, setState] = useState<{ pages?: P[]; status: 'pending' | 'success' | 'error' }>(() => {
    const hit = cache.get(key) as Entry<P> | undefined;
    return hit && !(hit.left && Date.now() - hit.left > GC_TIME)
      ? { pages: hit.pages, status: 'success' }
      : { status: 'pending' };
  });
  const [fetchingNext, setFetchingNext] = useState(false);
  const latest = useRef({ fetchPage, nextPage, pages: state.pages });
  useEffect(() => {
    latest.current = { fetchPage, nextPage, pages: state.pages };
  });
  const alive = useRef(true);
  // a later read (refetch) supersedes an earlier one still under way, as the client's cancelRefetch does
  const generation = useRef(0);

  const store = useCallback(
    (gen: number, pages: P[]) => {
      if (gen !== generation.current) return;
      cache.set(key, { pages, at: Date.now(), left: 0 });
      if (alive.current) setState({ pages, status: 'success' });
    },
    [key],
  );
  const fail = useCallback((gen: number) => {
    if (gen === generation.current && alive.current) setState((s) => ({ ...s, status: 'error' }));
  }, []);

  const refetch = useCallback(async () => {
    const gen = ++generation.current;
    const { fetchPage: get, nextPage: next, pages: old } = latest.current;
    try {
      const pages = [
        await withRetry(
          () => get(firstPage),
          () => alive.current,
        ),
      ];
      for (let i = 1; i < (old?.length ?? 0); i++) {
        const param = next(pages[i - 1]!);
        if (param === undefined) break;
        pages.push(
          await withRetry(
            () => get(param),
            () => alive.current,
          ),
        );
      }
      store(gen, pages);
    } catch {
      fail(gen);
    }
  }, [firstPage, store, fail]);

  useEffect(() => {
    alive.current = true;
    const hit = cache.get(key);
    const gone = !!hit?.left && Date.now() - hit.left > GC_TIME;
    if (gone) cache.delete(key);
    else if (hit) hit.left = 0;
    if (!hit || gone || Date.now() - hit.at >= QUERY_DEFAULTS.staleTime) void refetch();
    return () => {
      alive.current = false;
      const entry = cache.get(key);
      if (entry) entry.left = Date.now();
    };
  }, [key, refetch]);

  const last = state.pages?.at(-1);
  const nextParam = last === undefined ? undefined : nextPage(last);
  const fetchNextPage = () => {
    const pages = state.pages;
    if (nextParam === undefined || !pages || fetchingNext) return;
    const gen = generation.current;
    setFetchingNext(true);
    withRetry(
      () => fetchPage(nextParam),
      () => alive.current,
    )
      .then(
        (page) => store(gen, [...pages, page]),
        () => fail(gen),
      )
      .finally(() => alive.current && setFetchingNext(false));
  };

  return {
    pages: state.pages,
    isSuccess: state.status === 'success',
    hasNextPage: nextParam !== undefined,
    isFetchingNextPage: fetchingNext,
    fetchNextPage,
    refetch,
  };
}
