'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { cached, entries, hashOf, isStale, setCached, withRetry, type CacheUser } from './lite-cache';
import { QUERY_DEFAULTS } from './query-retry';

// A paged list read like TanStack Query's `useInfiniteQuery` with the app's defaults, without TanStack in
// the page's first load (decisions 301, 320: the lesson's comments, the community's feed). Same states and
// timing: the first page on mount unless the list is fresh (retried like the client: not on
// 401/403/404/500, at most twice, 1 s then 2 s apart), later pages on demand, `refetch` reads every loaded
// page again in order and swaps them in at the end, an error keeps the pages shown. The pages live in the
// tab's lite cache (lib/client/lite-cache.ts) under `queryKey`: a list read less than `staleTime` ago is
// shown at once without a request when its part mounts again or the browser comes back online, a stale
// or invalidated one is shown while it is read again, one left unmounted for 5 minutes is dropped;
// `QueryHolder.invalidate(prefix)` reaches it, and `updateCached(queryKey, …)` (lite-pages-read.ts)
// writes into it (shown at once).
// What only comes after the first page (a next page, a refetch of several pages, `updateCached`) is in
// lite-pages-read.ts, loaded when first needed (decision 381).
const reads = () => import('./lite-pages-read');

/** `user` shows the entry under `key` until the returned function is called (no drop meanwhile). */
export function holdCached(key: QueryKey, user: CacheUser): () => void {
  const hash = hashOf(key);
  let entry = entries.get(hash);
  if (!entry) {
    entry = { key, data: undefined, at: 0, left: 0, users: new Set() };
    entries.set(hash, entry);
  }
  const held = entry;
  held.users.add(user);
  return () => {
    held.users.delete(user);
    if (!held.users.size) held.left = Date.now();
  };
}

export interface LitePages<P> {
  pages: P[] | undefined;
  isSuccess: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** reads every loaded page again (TanStack's invalidation of an active infinite query) */
  refetch: () => Promise<void>;
}

type State<P> = { pages?: P[]; status: 'pending' | 'success' | 'error' };

export function useLitePages<P, K = number>({
  queryKey,
  fetchPage,
  nextPage,
  firstParam,
  initialPages,
  staleTime = QUERY_DEFAULTS.staleTime,
}: {
  /** the list's identity in the tab's cache (a TanStack-style key, so invalidations by prefix reach it) */
  queryKey: QueryKey;
  fetchPage: (param: K) => Promise<P>;
  /** the page after `last`, or undefined at the end */
  nextPage: (last: P) => K | undefined;
  firstParam: K;
  /** the server's first page(s): shown, and fresh for `staleTime`, when the tab has no entry yet */
  initialPages?: P[];
  staleTime?: number;
}): LitePages<P> {
  const hash = JSON.stringify(queryKey);
  const [state, setState] = useState<State<P>>(() => {
    const pages = cached<P[]>(queryKey)?.data ?? initialPages;
    return pages ? { pages, status: 'success' } : { status: 'pending' };
  });
  const [fetchingNext, setFetchingNext] = useState(false);
  const latest = useRef({ queryKey, fetchPage, nextPage, firstParam, initialPages, staleTime });
  useEffect(() => {
    latest.current = { queryKey, fetchPage, nextPage, firstParam, initialPages, staleTime };
  });
  const alive = useRef(true);
  // a later read (refetch) supersedes an earlier one still under way, as the client's cancelRefetch does
  const generation = useRef(0);

  const refetch = useCallback(async () => {
    const gen = ++generation.current;
    const { queryKey: key, fetchPage: get, nextPage: next, firstParam: first } = latest.current;
    const loaded = cached<P[]>(key)?.data.length ?? 0;
    const live = () => alive.current;
    try {
      // one page (the lesson's comments on mount, a list of one page) is read here; more, by readPages
      const pages =
        loaded > 1
          ? await (await reads()).readPages(get, next, first, loaded, live)
          : [await withRetry(() => get(first), live)];
      if (gen !== generation.current) return;
      setCached(key, pages);
      if (alive.current) setState({ pages, status: 'success' });
    } catch {
      if (gen === generation.current && alive.current) setState((s) => ({ ...s, status: 'error' }));
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    const { queryKey: key, initialPages: initial, staleTime: stale } = latest.current;
    let hit = cached<P[]>(key);
    if (!hit && initial) {
      setCached(key, initial);
      hit = cached<P[]>(key);
    }
    const release = holdCached(key, {
      hear: (pages) => alive.current && setState((s) => ({ ...s, pages: pages as P[] })),
      refetch,
    });
    if (hit) setState((s) => (s.pages === hit.data ? s : { pages: hit.data, status: 'success' }));
    if (!hit || isStale(hit.at, stale)) void refetch();
    // TanStack's refetchOnReconnect (on by default): back online, a stale (or failed) list is read again
    const onOnline = () => {
      const now = cached<P[]>(latest.current.queryKey);
      if (!now || isStale(now.at, latest.current.staleTime)) void refetch();
    };
    window.addEventListener('online', onOnline);
    return () => {
      alive.current = false;
      window.removeEventListener('online', onOnline);
      release();
    };
  }, [hash, refetch]);

  const last = state.pages?.at(-1);
  const nextParam = last === undefined ? undefined : nextPage(last);
  const next = useRef({ param: nextParam, busy: false });
  useEffect(() => {
    next.current.param = nextParam;
  });
  // stable, like TanStack's (an effect may list it); one next page at a time
  const fetchNextPage = useCallback(() => {
    const { param } = next.current;
    if (param === undefined || next.current.busy) return;
    const gen = generation.current;
    const { queryKey: key, fetchPage: get } = latest.current;
    const live = () => alive.current;
    const current = () => gen === generation.current;
    next.current.busy = true;
    setFetchingNext(true);
    reads()
      .then((m) => m.appendPage(key, get, param, live, current))
      .then(
        (appended) => appended && live() && setState((s) => ({ ...s, status: 'success' })),
        () => current() && live() && setState((s) => ({ ...s, status: 'error' })),
      )
      .finally(() => {
        next.current.busy = false;
        if (live()) setFetchingNext(false);
      });
  }, []);

  return {
    pages: state.pages,
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    hasNextPage: nextParam !== undefined,
    isFetchingNextPage: fetchingNext,
    fetchNextPage,
    refetch,
  };
}
