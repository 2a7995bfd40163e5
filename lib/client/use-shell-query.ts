'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { cached, isStale, setCached, withRetry, type Retry } from './lite-cache';
import { useQueryHolder, type QueryHolder, type QueryLayer } from './query-provider';
import { QUERY_DEFAULTS } from './query-retry';

// A query of the student shell's own islands (the bell's total, the live alert, the custom links, the
// celebrations), which every student page shows whether or not it loads TanStack Query (decision 262).
// While the tab has no query layer, it fetches by itself as TanStack Query would with these options:
// on mount when it has no data or its data is stale, every `refetchInterval` while the page is visible,
// on the page becoming visible again with `refetchOnWindowFocus` and stale data, on the browser coming
// back online with stale data, retrying like the client's defaults. As soon as the layer exists (a page
// or a lazy part loaded it), it moves onto a QueryObserver of the tab's client with the data it has, so
// the parts' invalidations reach it (TanStack then refetches on reconnect itself). Its data, retry and
// staleness are the lite cache's (lib/client/lite-cache.ts, shared with `useLitePages`).

export interface ShellQuery<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  initialData?: T;
  refetchInterval?: number;
  refetchOnWindowFocus?: boolean;
  staleTime?: number;
  retry?: Retry;
}

export interface ShellQueryRun {
  refetch: () => void;
  stop: () => void;
}

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Runs a shell query until `stop`: by itself while `holder` has no layer, then (or at once) on the
 * layer's client. `options()` gives the latest options; `onData` hears each new value, `onError` whether
 * the last fetch failed for good (TanStack's `isError`). While it fetches by itself, `holder.invalidate`
 * of a prefix of its key fetches again (decision 300).
 */
export function runShellQuery<T>(
  holder: QueryHolder,
  options: () => ShellQuery<T>,
  onData: (data: T | undefined) => void,
  onError: (failed: boolean) => void = () => {},
): ShellQueryRun {
  const q = options();
  const staleTime = q.staleTime ?? QUERY_DEFAULTS.staleTime;
  const retry = q.retry ?? QUERY_DEFAULTS.retry;
  // the page's initial data, else what the tab's lite cache holds under the key (read before)
  const hit = q.initialData === undefined ? cached<T>(q.queryKey) : undefined;
  let last = hit ?? { data: q.initialData, at: q.initialData === undefined ? 0 : Date.now() };
  const show = (data: T | undefined) => {
    if (data !== undefined) {
      last = { data, at: Date.now() };
      setCached(q.queryKey, data, last.at);
    }
    onData(data);
  };
  if (hit) onData(hit.data);
  let stopCurrent = () => {};
  let refetch = () => {};

  const onLayer = ({ client, QueryObserver }: QueryLayer) => {
    stopCurrent();
    const observer = new QueryObserver<T, unknown, T, T, QueryKey>(client, {
      queryKey: q.queryKey,
      queryFn: () => options().queryFn(),
      initialData: last.data,
      initialDataUpdatedAt: last.data === undefined ? undefined : last.at,
      refetchInterval: q.refetchInterval,
      refetchOnWindowFocus: q.refetchOnWindowFocus ?? QUERY_DEFAULTS.refetchOnWindowFocus,
      staleTime,
      retry,
    });
    const current = observer.getCurrentResult();
    show(current.data);
    onError(current.isError);
    stopCurrent = observer.subscribe((result) => {
      show(result.data);
      onError(result.isError);
    });
    refetch = () => void client.invalidateQueries({ queryKey: q.queryKey });
  };

  if (holder.layer) {
    onLayer(holder.layer);
    return { refetch: () => refetch(), stop: () => stopCurrent() };
  }

  let alive = true;
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    // asked again while reading (an invalidation after a write): the read under way may have been answered
    // before the write, so another follows it (decision 448)
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    try {
      const fresh = await withRetry(
        () => options().queryFn(),
        () => alive,
        retry,
      );
      if (alive) {
        show(fresh);
        onError(false);
      }
    } catch {
      if (alive) onError(true); // an error leaves the data as it was
    }
    running = false;
    if (again && alive) void run();
  };
  const stale = () => last.data === undefined || isStale(last.at, staleTime);
  if (stale()) void run();
  const timer = q.refetchInterval ? setInterval(() => visible() && void run(), q.refetchInterval) : undefined;
  const onVisible = () => visible() && stale() && void run();
  if (q.refetchOnWindowFocus) document.addEventListener('visibilitychange', onVisible);
  // TanStack's refetchOnReconnect (on by default): back online, stale data is read again
  const onOnline = () => stale() && void run();
  window.addEventListener('online', onOnline);
  refetch = () => void run();
  // An invalidation makes what is shown stale at once: if the layer comes while its read is under way (that
  // read is then dropped), the observer starts from stale data and reads again (decision 448).
  const untrack = holder.track({
    queryKey: q.queryKey,
    refetch: () => {
      last.at = 0;
      refetch();
    },
  });
  stopCurrent = () => {
    untrack();
    alive = false;
    clearInterval(timer);
    if (q.refetchOnWindowFocus) document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onOnline);
  };
  const unsubscribe = holder.subscribe(() => holder.layer && onLayer(holder.layer));
  return {
    refetch: () => refetch(),
    stop: () => {
      unsubscribe();
      stopCurrent();
    },
  };
}

export function useShellQuery<T>(query: ShellQuery<T>): {
  data: T | undefined;
  isError: boolean;
  refetch: () => void;
} {
  const holder = useQueryHolder();
  const [data, setData] = useState<T | undefined>(query.initialData);
  const [isError, setError] = useState(false);
  const options = useRef(query);
  // the latest options for the fetches (the effect below runs again only for another key)
  useEffect(() => {
    options.current = query;
  });
  const running = useRef<ShellQueryRun | null>(null);
  const keyHash = JSON.stringify(query.queryKey);

  useEffect(() => {
    const run = runShellQuery(holder, () => options.current, setData, setError);
    running.current = run;
    return () => run.stop();
  }, [holder, keyHash]);

  const refetch = useCallback(() => running.current?.refetch(), []);
  return { data, isError, refetch };
}
