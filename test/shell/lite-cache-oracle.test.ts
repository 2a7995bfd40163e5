import { QueryClient } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/client/fetcher';
import {
  cached,
  clearCached,
  invalidateCached,
  isStale,
  setCached,
  withRetry,
} from '@/lib/client/lite-cache';
import { QUERY_DEFAULTS } from '@/lib/client/query-retry';

// The lite cache (lib/client/lite-cache.ts, ADR 0060) stands in for TanStack Query on the student pages'
// first load. Here TanStack's own QueryClient is the oracle: on the keys the product builds (strings, ids,
// page numbers), the lite cache invalidates the same entries, calls the same data stale at the same moment,
// and retries with the same attempts and delays.

const KEYS = [
  ['shell', 'links', 'tenant-1'],
  ['shell', 'live', 'tenant-1'],
  ['community', 'feed', 'c-1'],
  ['community', 'feed', 'c-2'],
  ['community', 'post', 'p-1', 'comments'],
  ['notifications', 'total'],
  ['notifications', 'list', 1],
];
const PREFIXES = [
  ['shell'],
  ['shell', 'links'],
  ['community', 'feed'],
  ['community', 'feed', 'c-2'],
  ['community', 'post', 'p-1'],
  ['notifications', 'list'],
  ['notifications', 'list', 2],
  ['nothing'],
];

beforeEach(() => {
  clearCached();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the lite cache against TanStack Query', () => {
  it.each(PREFIXES)('invalidating %j marks the entries TanStack invalidates', async (...prefix) => {
    const client = new QueryClient();
    for (const key of KEYS) {
      client.setQueryData(key, 'data');
      setCached(key, 'data');
    }
    await client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
    await invalidateCached(prefix);
    for (const key of KEYS) {
      const tanstack = client.getQueryState(key)!.isInvalidated;
      expect(cached(key)!.at === 0, JSON.stringify(key)).toBe(tanstack);
    }
  });

  it('calls data stale at the moment TanStack does', () => {
    const client = new QueryClient();
    const key = ['shell', 'links', 'tenant-1'];
    const at = Date.now();
    client.setQueryData(key, 'data', { updatedAt: at });
    const query = client.getQueryCache().find({ queryKey: key })!;
    for (const staleTime of [0, 30_000, 60_000, 1_800_000]) {
      for (const elapsed of [0, 1, staleTime - 1, staleTime, staleTime + 1]) {
        if (elapsed < 0) continue;
        vi.setSystemTime(at + elapsed);
        expect(isStale(at, staleTime), `${staleTime} ms after ${elapsed} ms`).toBe(
          query.isStaleByTime(staleTime),
        );
      }
    }
  });

  it.each([
    ['a network error', new TypeError('fetch failed'), [0, 1000, 3000]],
    ['a 503', new ApiError(503, 'unavailable'), [0, 1000, 3000]],
    ['a 404', new ApiError(404, 'missing'), [0]],
    ['a 500', new ApiError(500, 'failed'), [0]],
  ])('retries %s with the attempts and delays of the client', async (_name, error, expected) => {
    const attempts = async (run: (fetch: () => Promise<never>) => Promise<unknown>) => {
      const times: number[] = [];
      const start = Date.now();
      const fetch = () => {
        times.push(Date.now() - start);
        return Promise.reject(error);
      };
      const done = run(fetch).catch(() => 'failed');
      await vi.runAllTimersAsync();
      expect(await done).toBe('failed');
      return times;
    };
    const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
    const tanstack = await attempts((fetch) => client.fetchQuery({ queryKey: ['x'], queryFn: fetch }));
    const lite = await attempts((fetch) => withRetry(fetch, () => true));
    expect(tanstack).toEqual(expected);
    expect(lite).toEqual(tanstack);
  });
});
