import type { QueryKey } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from './query-retry';

// The tab's cache of the lite query hooks (`useShellQuery`, `useLitePages`; decisions 262, 300, 301, 320):
// what TanStack Query's client does for them, without TanStack in a page's first load. One entry per
// query key: its data and when it was read (`at`, 0 once invalidated), kept while a part uses it and
// dropped when it was left unused for `GC_TIME`. The retry rule and delays are the client's.
// `invalidateCached` marks the entries under a key prefix stale and makes the mounted ones read again. The
// paged lists' parts (holding an entry, writing into one: `holdCached`, `updateCached`) live in
// use-lite-pages.ts, so the shell's chunk, which every student page loads, carries only this.

export const GC_TIME = 5 * 60_000;
export const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);
export type Retry = false | ((failureCount: number, error: unknown) => boolean);

/** `fetch`, retried like the client (`retry`, 1 s then 2 s…) while `alive()`; throws the last error. */
export async function withRetry<T>(
  fetch: () => Promise<T>,
  alive: () => boolean,
  retry: Retry = QUERY_DEFAULTS.retry,
): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await fetch();
    } catch (err) {
      if (!alive() || !retry || !retry(failures, err)) throw err;
      await new Promise((r) => setTimeout(r, retryDelay(failures)));
      if (!alive()) throw err;
    }
  }
}

export const isStale = (at: number, staleTime: number) => Date.now() - at >= staleTime;

export const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

/** a part showing an entry: hears its writes, reads again on an invalidation */
export interface CacheUser {
  hear: (data: unknown) => void;
  refetch: () => Promise<void> | void;
}

export interface Entry {
  key: QueryKey;
  data: unknown;
  at: number;
  /** when it was last left unused (its last user gone, or written without one) */
  left: number;
  users: Set<CacheUser>;
}

/** the entries by key hash (their users and writes are handled in use-lite-pages.ts, off the shell's chunk) */
export const entries = new Map<string, Entry>();
export const hashOf = (key: QueryKey) => JSON.stringify(key);

/** The entry under `key` (data and read time), unless it was left unused for `GC_TIME` (then dropped). */
export function cached<T>(key: QueryKey): { data: T; at: number } | undefined {
  const hash = hashOf(key);
  const entry = entries.get(hash);
  if (entry && !entry.users.size && Date.now() - entry.left > GC_TIME) {
    entries.delete(hash);
    return undefined;
  }
  return entry && entry.data !== undefined ? { data: entry.data as T, at: entry.at } : undefined;
}

/** Stores a read's result (`at`: when it was read) and tells the entry's users. */
export function setCached<T>(key: QueryKey, data: T, at = Date.now()): void {
  const hash = hashOf(key);
  const entry = entries.get(hash) ?? { key, data, at, left: 0, users: new Set<CacheUser>() };
  entries.set(hash, Object.assign(entry, { data, at }));
  if (!entry.users.size) entry.left = Date.now();
  for (const u of [...entry.users]) u.hear(data);
}

/**
 * The lite side of `invalidateQueries({ queryKey: prefix })`: every entry under `prefix` is stale from
 * now on (read again when a part shows it next) and the parts showing one read it again; resolves when
 * they have.
 */
export function invalidateCached(prefix: QueryKey): Promise<void> {
  const reads: (Promise<void> | void)[] = [];
  for (const entry of entries.values()) {
    if (!startsWith(entry.key, prefix)) continue;
    entry.at = 0;
    for (const u of [...entry.users]) reads.push(u.refetch());
  }
  return Promise.all(reads).then(() => {});
}

/** Empties the cache (tests). */
export function clearCached(): void {
  entries.clear();
}
