import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/client/fetcher';
import { QueryHolder } from '@/lib/client/query-provider';
import { layerOf } from '@/lib/client/query-island';
import { clearCached, setCached } from '@/lib/client/lite-cache';
import { runShellQuery, type ShellQuery } from '@/lib/client/use-shell-query';

// Decision 262: the shell's islands fetch by themselves until the tab's query layer exists, then read
// through a QueryObserver of its client, so invalidations from the pages and panels reach them.

class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  show(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let doc: FakeDocument;
let win: EventTarget;
beforeEach(() => {
  clearCached();
  vi.useFakeTimers();
  doc = new FakeDocument();
  win = new EventTarget();
  vi.stubGlobal('document', doc);
  vi.stubGlobal('window', win);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function start<T>(holder: QueryHolder, query: ShellQuery<T>) {
  const seen: (T | undefined)[] = [];
  const run = runShellQuery(
    holder,
    () => query,
    (d) => seen.push(d),
  );
  return { run, seen };
}

describe('runShellQuery without a query layer (decision 262)', () => {
  it('fetches on start without data, then every interval while the page is visible', async () => {
    const queryFn = vi.fn(async () => queryFn.mock.calls.length);
    const { run, seen } = start(new QueryHolder(), { queryKey: ['total'], queryFn, refetchInterval: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([1, 2]);
    doc.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(3000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    run.stop();
    doc.visibilityState = 'visible';
    await vi.advanceTimersByTimeAsync(3000);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('does not fetch fresh initial data; refetches stale data when the page is shown again', async () => {
    const queryFn = vi.fn(async () => 'fresh');
    const { run, seen } = start(new QueryHolder(), {
      queryKey: ['total'],
      queryFn,
      initialData: 'server',
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    doc.show('hidden');
    doc.show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(25_000);
    doc.show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['fresh']);
    run.stop();
  });

  it('reads stale data again when the browser comes back online, fresh data not; stopped, not at all', async () => {
    const queryFn = vi.fn(async () => `read ${queryFn.mock.calls.length}`);
    const { run, seen } = start(new QueryHolder(), {
      queryKey: ['bell'],
      queryFn,
      initialData: 'server',
      staleTime: 30_000,
    });
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['read 1']);
    run.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('retries like the client (not on 404), keeps the data on errors and refetches on demand', async () => {
    let fail: ApiError | null = new ApiError(502, 'bad gateway');
    const queryFn = vi.fn(async () => {
      if (fail) throw fail;
      return 'ok';
    });
    const { run, seen } = start(new QueryHolder(), { queryKey: ['live'], queryFn });
    await vi.advanceTimersByTimeAsync(0);
    fail = null;
    await vi.advanceTimersByTimeAsync(1000); // the second attempt, after 1 s
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['ok']);
    fail = new ApiError(404, 'gone');
    run.refetch();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(seen).toEqual(['ok']);
    run.stop();
  });
});

describe('the lite cache shared with the paged lists (decision 320)', () => {
  it('starts from the value the tab holds under its key, reads it again once stale or invalidated', async () => {
    const queryFn = vi.fn(async () => 'fresh');
    setCached(['total'], 'cached');
    const a = start(new QueryHolder(), { queryKey: ['total'], queryFn, staleTime: 30_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(a.seen).toEqual(['cached']); // fresh in the cache: no request
    expect(queryFn).not.toHaveBeenCalled();
    a.run.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    const b = start(new QueryHolder(), { queryKey: ['total'], queryFn, staleTime: 30_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(b.seen).toEqual(['cached', 'fresh']); // stale: shown, then read again
    b.run.stop();
    const holder = new QueryHolder();
    await holder.invalidate(['total']); // nothing mounted: the entry is marked stale
    const c = start(holder, { queryKey: ['total'], queryFn, staleTime: 30_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(c.seen).toEqual(['fresh', 'fresh']);
    expect(queryFn).toHaveBeenCalledTimes(2);
    c.run.stop();
  });
});

describe("the holder's invalidate and the error state (decision 300)", () => {
  it('fetches again the lite queries under the prefix only, and stops reaching a stopped one', async () => {
    const holder = new QueryHolder();
    const me = vi.fn(async () => `me${me.mock.calls.length}`);
    const ranking = vi.fn(async () => `rank${ranking.mock.calls.length}`);
    const live = vi.fn(async () => 'live');
    const a = start(holder, { queryKey: ['gamification', 'me'], queryFn: me, initialData: 'server' });
    const b = start(holder, {
      queryKey: ['gamification', 'ranking', 50],
      queryFn: ranking,
      initialData: 'r',
    });
    const c = start(holder, { queryKey: ['live'], queryFn: live, initialData: 'l' });
    await vi.advanceTimersByTimeAsync(0);
    expect([me, ranking, live].map((f) => f.mock.calls.length)).toEqual([0, 0, 0]); // fresh initial data
    await holder.invalidate(['gamification']);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.seen).toEqual(['me1']);
    expect(b.seen).toEqual(['rank1']);
    expect(live).not.toHaveBeenCalled();
    await holder.invalidate(['gamification', 'ranking']);
    await vi.advanceTimersByTimeAsync(0);
    expect([me.mock.calls.length, ranking.mock.calls.length]).toEqual([1, 2]);
    b.run.stop();
    await holder.invalidate(['gamification']);
    await vi.advanceTimersByTimeAsync(0);
    expect([me.mock.calls.length, ranking.mock.calls.length]).toEqual([2, 2]);
    a.run.stop();
    c.run.stop();
  });

  it('invalidates on the client once the layer exists', async () => {
    const holder = new QueryHolder();
    let value = 'first';
    const queryFn = vi.fn(async () => value);
    const { run, seen } = start(holder, { queryKey: ['gamification', 'me'], queryFn, initialData: 'server' });
    const { client } = layerOf(holder);
    await vi.advanceTimersByTimeAsync(0);
    value = 'after';
    await holder.invalidate(['gamification']);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toBe('after');
    run.stop();
    client.clear();
  });

  it('reports a fetch that failed for good, and clears it on the next success, in both modes', async () => {
    const holder = new QueryHolder();
    let fail: ApiError | null = new ApiError(404, 'gone');
    const queryFn = vi.fn(async () => {
      if (fail) throw fail;
      return 'ok';
    });
    const errors: boolean[] = [];
    const run = runShellQuery(
      holder,
      () => ({ queryKey: ['r'], queryFn, initialData: 'server', staleTime: 0 }),
      () => {},
      (e) => errors.push(e),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([true]);
    fail = null;
    run.refetch();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors.at(-1)).toBe(false);
    const { client } = layerOf(holder);
    await vi.advanceTimersByTimeAsync(0);
    fail = new ApiError(404, 'gone');
    await client.invalidateQueries({ queryKey: ['r'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(errors.at(-1)).toBe(true);
    run.stop();
    client.clear();
  });
});

describe('runShellQuery on the query layer (decision 262)', () => {
  it('moves onto the client when the layer arrives, with its data, and follows invalidations', async () => {
    const holder = new QueryHolder();
    let value = 'first';
    const queryFn = vi.fn(async () => value);
    const { run, seen } = start(holder, { queryKey: ['links', 't1'], queryFn, refetchInterval: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['first']);
    const { client } = layerOf(holder); // e.g. the bell's popover or a page loaded it
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryData(['links', 't1'])).toBe('first'); // handed over, not fetched again
    expect(queryFn).toHaveBeenCalledTimes(1);
    value = 'saved';
    await client.invalidateQueries({ queryKey: ['links'] });
    expect(seen.at(-1)).toBe('saved');
    expect(queryFn).toHaveBeenCalledTimes(2);
    run.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(queryFn).toHaveBeenCalledTimes(2); // neither the observer's nor the lite interval runs on
    client.clear();
  });

  // decision 448: mark read on /notifications, then the post page (which loads the layer) opens while the
  // total is read again: that read is dropped with the lite mode, so the observer must read it itself
  it('reads again on the client when the layer arrives while an invalidation is being read', async () => {
    const holder = new QueryHolder();
    let value = 'unread';
    let release = () => {};
    const queryFn = vi.fn(() =>
      value === 'unread'
        ? Promise.resolve(value)
        : new Promise<string>((resolve) => (release = () => resolve(value))),
    );
    const { run, seen } = start(holder, { queryKey: ['notifications', 'total'], queryFn, staleTime: 30_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['unread']);
    value = 'read';
    void holder.invalidate(['notifications']); // the lite read starts and hangs
    expect(queryFn).toHaveBeenCalledTimes(2);
    const { client } = layerOf(holder); // the next page brings the layer meanwhile
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(3); // the observer's own read
    expect(seen.at(-1)).toBe('read');
    expect(client.getQueryData(['notifications', 'total'])).toBe('read');
    run.stop();
    client.clear();
  });

  it('without the layer, an invalidation during a read reads again after it (decision 448)', async () => {
    const holder = new QueryHolder();
    let value = 'unread';
    const releases: (() => void)[] = [];
    const queryFn = vi.fn(() => {
      const answer = value; // what the server had when the read reached it
      return new Promise<string>((resolve) => releases.push(() => resolve(answer)));
    });
    const { run, seen } = start(holder, { queryKey: ['notifications', 'total'], queryFn, staleTime: 30_000 });
    expect(queryFn).toHaveBeenCalledTimes(1); // on start, hanging
    value = 'read'; // marked read meanwhile
    void holder.invalidate(['notifications']);
    expect(queryFn).toHaveBeenCalledTimes(1); // one read at a time
    releases[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['unread']);
    expect(queryFn).toHaveBeenCalledTimes(2); // the invalidation's read follows
    releases[1]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['unread', 'read']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(2); // and no more
    run.stop();
  });

  it('reads through the client at once when the layer exists, sharing its cache', async () => {
    const holder = new QueryHolder();
    const { client } = layerOf(holder);
    client.setQueryData(['total'], 7);
    const queryFn = vi.fn(async () => 8);
    const { run, seen } = start(holder, { queryKey: ['total'], queryFn, staleTime: 30_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([7]);
    expect(queryFn).not.toHaveBeenCalled();
    run.refetch(); // an invalidation of its key
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toBe(8);
    run.stop();
    client.clear();
  });
});
