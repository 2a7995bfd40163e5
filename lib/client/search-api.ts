'use client';

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { searchApiUrl, SEARCH_DEBOUNCE_MS, TERM_MAX } from '@/lib/search/urls';
import type { TSearchResult } from '@/lib/search/schemas';
import { apiFetch } from './fetcher';
import { searchKeys } from './search-keys';

/** The value once it has stopped changing for `ms` (SPEC 9: the search waits 500 ms). */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/** Quick results for the header modal: the first few hits of each kind for the debounced term. */
export function useQuickSearch(rawTerm: string) {
  const term = useDebounced(rawTerm.trim().slice(0, TERM_MAX));
  const query = useQuery({
    queryKey: searchKeys.quick(term),
    queryFn: async () => (await apiFetch<{ data: TSearchResult }>(searchApiUrl(term))).data,
    enabled: term.length > 0,
    staleTime: 60_000,
  });
  return { term, ...query };
}
