import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/client/fetcher';
import {
  cached,
  clearCached,
  GC_TIME,
  invalidateCached,
  setCached,
  withRetry,
} from '@/lib/client/lite-cache';
import { QueryHolder } from '@/lib/client/query-provider';
import { layerOf } from '@/lib/client/query-island';
import { appendPage, readPages, updateCached } from '@/lib/client/lite-pages-read';
import { holdCached } from '@/lib/client/use-lite-pages';
import { writeFeedLike, writeFeedPost } from '@/components/community/feed-cache';
import { communityFeedKeys } from '@/lib/client/community-keys';
import type { TFeedPage, TPostView } from '@/lib/communities/feed/schemas';

// Decision 320: the one cache, retry and stale/gc module behind useShellQuery and useLitePages, with the
// write the community feed's likes need.

beforeEach(() => {
  clearCached();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const user = () => ({ hear: vi.fn(), refetch: vi.fn(async () => {}) });

describe('the lite cache', () => {
  it('keeps an entry while used and drops it once left unused for the gc time', async () => {
    setCached(['a'], 1);
    const release = holdCached(['a'], user());
    await vi.advanceTimersByTimeAsync(GC_TIME + 1000);
    expect(cached(['a'])?.data).toBe(1); // held: kept
    release();
    await vi.advanceTimersByTimeAsync(GC_TIME - 1000);
    expect(cached(['a'])?.data).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(cached(['a'])).toBeUndefined();
    setCached(['b'], 2); // never held
    await vi.advanceTimersByTimeAsync(GC_TIME + 1);
    expect(cached(['b'])).toBeUndefined();
  });

  it('a write reaches the users of the entry and keeps its read time; no entry, no write', async () => {
    setCached(['list', 1], [1, 2], 1000);
    const u = user();
    const release = holdCached(['list', 1], u);
    updateCached<number[]>(['list', 1], (xs) => xs.map((x) => x * 10));
    expect(cached(['list', 1])).toEqual({ data: [10, 20], at: 1000 });
    expect(u.hear).toHaveBeenCalledWith([10, 20]);
    updateCached<number[]>(['list', 1], () => undefined); // an updater may decline
    expect(u.hear).toHaveBeenCalledTimes(1);
    updateCached<number[]>(['list', 2], () => [3]);
    expect(cached(['list', 2])).toBeUndefined();
    release();
  });

  it('invalidation marks the entries under the prefix stale and reads the held ones again', async () => {
    setCached(['community', 'feed', 'c1'], 'f1');
    setCached(['community', 'feed', 'c2'], 'f2');
    setCached(['course', 'comments', 'l1'], 'c');
    const held = user();
    const release = holdCached(['community', 'feed', 'c1'], held);
    await invalidateCached(['community', 'feed']);
    expect(held.refetch).toHaveBeenCalledTimes(1);
    expect(cached(['community', 'feed', 'c1'])?.at).toBe(0);
    expect(cached(['community', 'feed', 'c2'])?.at).toBe(0); // not mounted: read on its next mount
    expect(cached(['course', 'comments', 'l1'])?.at).toBeGreaterThan(0);
    release();
  });

  it("the holder's invalidate reaches the lite entries with and without the tab's client", async () => {
    const holder = new QueryHolder();
    const u = user();
    setCached(['community', 'feed', 'c1'], 'f');
    const release = holdCached(['community', 'feed', 'c1'], u);
    await holder.invalidate(['community']);
    expect(u.refetch).toHaveBeenCalledTimes(1);
    const { client } = layerOf(holder); // e.g. the post page loaded TanStack Query
    const thread = vi.fn(async () => 'thread');
    await client.prefetchQuery({ queryKey: ['community', 'thread', 'p1'], queryFn: thread });
    await holder.invalidate(['community', 'feed', 'c1']);
    expect(u.refetch).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(['community', 'thread', 'p1'])?.isInvalidated).toBe(false);
    await holder.invalidate(['community']);
    expect(u.refetch).toHaveBeenCalledTimes(3);
    expect(client.getQueryState(['community', 'thread', 'p1'])?.isInvalidated).toBe(true);
    release();
    client.clear();
  });
});

describe('withRetry (the client rule: not on 401/403/404/500, twice, 1 s then 2 s)', () => {
  it('retries a network error twice with the delays, then gives up', async () => {
    const fetch = vi.fn(async () => {
      throw new Error('offline');
    });
    const done = withRetry(fetch, () => true).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await done).toBe('offline');
  });

  it('does not retry a 404, nor once the part is gone', async () => {
    const gone = vi.fn(async () => {
      throw new ApiError(404, 'gone');
    });
    await expect(withRetry(gone, () => true)).rejects.toThrow('gone');
    expect(gone).toHaveBeenCalledTimes(1);
    let alive = true;
    const offline = vi.fn(async () => {
      throw new Error('offline');
    });
    const done = withRetry(offline, () => alive).catch(() => 'stopped');
    await vi.advanceTimersByTimeAsync(0);
    alive = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(await done).toBe('stopped');
    expect(offline).toHaveBeenCalledTimes(1);
  });
});

describe('readPages (a refetch of a paged list)', () => {
  const pages = ['a', 'b', 'c'];
  const fetchPage = vi.fn(async (cursor: string | null) => {
    const i = cursor === null ? 0 : pages.indexOf(cursor);
    return { item: pages[i]!, next: pages[i + 1] ?? null };
  });
  const next = (p: { next: string | null }) => p.next ?? undefined;

  it('reads as many pages as were loaded, in order, and stops at the end', async () => {
    fetchPage.mockClear();
    expect((await readPages(fetchPage, next, null, 2, () => true)).map((p) => p.item)).toEqual(['a', 'b']);
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([null, 'b']);
    expect((await readPages(fetchPage, next, null, 5, () => true)).map((p) => p.item)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('appendPage (a next page of a paged list, decision 381)', () => {
  it('appends the page to the entry as it is when the page arrives, unless a refetch superseded the read', async () => {
    setCached(['list'], [1]);
    let answer!: (n: number) => void;
    const read = appendPage(
      ['list'],
      () => new Promise<number>((r) => (answer = r)),
      2,
      () => true,
      () => true,
    );
    updateCached<number[]>(['list'], (xs) => xs.map((x) => x * 10)); // a write meanwhile
    answer(2);
    expect(await read).toBe(true);
    expect(cached<number[]>(['list'])!.data).toEqual([10, 2]);
    const stale = await appendPage(
      ['list'],
      async () => 3,
      3,
      () => true,
      () => false,
    );
    expect(stale).toBe(false);
    expect(cached<number[]>(['list'])!.data).toEqual([10, 2]);
  });
});

describe("the feed's like write (decision 320)", () => {
  const post = (id: string, liked = false, count = 0) =>
    ({ id, liked_by_me: liked, like_count: count }) as TPostView;

  it("sets the post's like state in whichever page holds it, and nothing for another post", () => {
    const key = communityFeedKeys.feed('c1');
    const first: TFeedPage[] = [
      { posts: [post('p1'), post('p2')], next_cursor: 'x' },
      { posts: [post('p3', true, 4)], next_cursor: null },
    ];
    setCached(key, first);
    writeFeedLike('c1', 'p3', { liked: false, like_count: 3 });
    const pages = cached<TFeedPage[]>(key)!.data;
    expect(pages[1]!.posts[0]).toMatchObject({ liked_by_me: false, like_count: 3 });
    expect(pages[0]!.posts).toEqual([post('p1'), post('p2')]);
    writeFeedLike('c1', 'p9', { liked: true, like_count: 1 });
    expect(cached<TFeedPage[]>(key)!.data).toBe(pages);
    writeFeedLike('c2', 'p1', { liked: true, like_count: 1 }); // no entry for that feed
    expect(cached(communityFeedKeys.feed('c2'))).toBeUndefined();
  });

  it("sets a post's comment count from the post page; the same count changes nothing", () => {
    const key = communityFeedKeys.feed('c1');
    setCached(key, [{ posts: [{ ...post('p1'), comment_count: 0 }, post('p2')], next_cursor: null }]);
    writeFeedPost('c1', 'p1', { comment_count: 2 });
    const pages = cached<TFeedPage[]>(key)!.data;
    expect(pages[0]!.posts[0]).toMatchObject({ id: 'p1', comment_count: 2, like_count: 0 });
    expect(pages[0]!.posts[1]).toEqual(post('p2'));
    writeFeedPost('c1', 'p1', { comment_count: 2 });
    expect(cached<TFeedPage[]>(key)!.data).toBe(pages);
  });
});
