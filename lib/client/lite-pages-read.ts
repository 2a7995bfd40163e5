import type { QueryKey } from '@tanstack/react-query';
import { cached, entries, hashOf, withRetry } from './lite-cache';

// What the lite paged list (use-lite-pages.ts) needs only after its first page is shown (decision 381):
// a next page, a refetch of more than one page, a write into an entry (the community feed's likes). The
// first page is the server's (the feed) or one read (the lesson's comments), so a page's first load
// carries none of this: it is loaded by the first next page, refetch of several pages or like.

/** Reads pages `first`, then each next one, until `count` pages or the end (one refetch of the list). */
export async function readPages<P, K>(
  fetchPage: (param: K) => Promise<P>,
  nextPage: (last: P) => K | undefined,
  first: K,
  count: number,
  alive: () => boolean,
): Promise<P[]> {
  const pages = [await withRetry(() => fetchPage(first), alive)];
  while (pages.length < count) {
    const param = nextPage(pages.at(-1)!);
    if (param === undefined) break;
    pages.push(await withRetry(() => fetchPage(param), alive));
  }
  return pages;
}

/**
 * Writes into an existing entry (TanStack's `setQueryData` with an updater; nothing when there is no
 * entry or `update` answers undefined). The read time is kept, so an invalidated entry is still read again.
 */
export function updateCached<T>(key: QueryKey, update: (data: T) => T | undefined): void {
  const entry = entries.get(hashOf(key));
  if (!entry || cached(key) === undefined) return;
  const next = update(entry.data as T);
  if (next === undefined) return;
  entry.data = next;
  for (const u of [...entry.users]) u.hear(next);
}

/**
 * Reads the page `param` and appends it to the entry under `key` as it is then (a like may have been
 * written into it meanwhile), unless `current()` says a refetch superseded this read: true if appended.
 */
export async function appendPage<P, K>(
  key: QueryKey,
  fetchPage: (param: K) => Promise<P>,
  param: K,
  alive: () => boolean,
  current: () => boolean,
): Promise<boolean> {
  const page = await withRetry(() => fetchPage(param), alive);
  if (!current()) return false;
  updateCached<P[]>(key, (pages) => [...pages, page]);
  return true;
}
