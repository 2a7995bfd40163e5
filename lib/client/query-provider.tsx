'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { QueryClient, QueryKey, QueryObserver } from '@tanstack/react-query';
import { invalidateCached, startsWith } from './lite-cache';

export { shouldRetry } from './query-retry';

// TanStack Query is the data layer of every interactive part, but a student page whose own islands do not
// use it (the homepage, the course page…) should not download it on its first load (issue 16, decision
// 262). So the student layout holds one QueryHolder per tab (per request on the server) instead of a
// QueryClient: the first part that needs the query layer (a page wrapped in `QueryIsland`, or a lazy part
// such as the bell's popover or the edit drawer) loads it and makes the tab's client in the holder, and
// every later part shares that client. The shell's own islands read through `useShellQuery`, which
// fetches by itself until the client exists and then moves onto it (lib/client/use-shell-query.ts).

export interface QueryLayer {
  client: QueryClient;
  QueryObserver: typeof QueryObserver;
}

/** a lite query fetching by itself (lib/client/use-shell-query.ts), which `invalidate` can reach */
interface LiteQuery {
  queryKey: QueryKey;
  refetch: () => void;
}

export class QueryHolder {
  layer: QueryLayer | null = null;
  private listeners = new Set<() => void>();
  private lite = new Set<LiteQuery>();

  /** Keeps the first layer made; listeners hear of it after the render that made it. */
  set(layer: QueryLayer): QueryLayer {
    if (this.layer) return this.layer;
    this.layer = layer;
    queueMicrotask(() => this.listeners.forEach((l) => l()));
    return layer;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Registers a lite query until the returned function is called. */
  track(query: LiteQuery): () => void {
    this.lite.add(query);
    return () => void this.lite.delete(query);
  }

  /**
   * TanStack's `invalidateQueries({ queryKey: prefix })` for the tab: on the client when the layer exists,
   * else every lite query fetching by itself whose key starts with `prefix` fetches again (decision 300);
   * and in either case the lite cache's entries under `prefix` (the paged lists, which never move onto
   * the client: decision 320) are stale, and the mounted ones read again. Resolves when they have.
   */
  invalidate(prefix: QueryKey): Promise<void> {
    const lite = invalidateCached(prefix);
    if (this.layer)
      return Promise.all([this.layer.client.invalidateQueries({ queryKey: prefix }), lite]).then(() => {});
    for (const q of [...this.lite]) if (startsWith(q.queryKey, prefix)) q.refetch();
    return lite;
  }
}

const HolderContext = createContext<QueryHolder | null>(null);

export function QueryProvider({ children }: { children: ReactNode }) {
  // One holder per browser tab (and per server render), never shared between requests.
  const [holder] = useState(() => new QueryHolder());
  return <HolderContext.Provider value={holder}>{children}</HolderContext.Provider>;
}

export function useQueryHolder(): QueryHolder {
  const holder = useContext(HolderContext);
  if (!holder) throw new Error('useQueryHolder needs the QueryProvider of app/(site)/layout.tsx');
  return holder;
}
