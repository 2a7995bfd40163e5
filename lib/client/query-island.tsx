'use client';

import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { useQueryHolder, type QueryHolder, type QueryLayer } from './query-provider';
import { QUERY_DEFAULTS } from './query-retry';

export function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS, mutations: { retry: false } } });
}

/** The tab's query layer, made on first use. In the browser the client stays mounted (focus, online). */
export function layerOf(holder: QueryHolder): QueryLayer {
  if (holder.layer) return holder.layer;
  const client = makeQueryClient();
  if (typeof window !== 'undefined') client.mount();
  return holder.set({ client, QueryObserver });
}

/**
 * Gives its children the tab's QueryClient (decision 262): every page whose client parts use TanStack
 * Query renders its content inside one, and so does every lazy part of the shell that uses it.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  const { client } = layerOf(useQueryHolder());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
