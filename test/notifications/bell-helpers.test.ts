import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { badgeText } from '@/components/notifications/bell';
import { splitToday } from '@/components/notifications/notification-item';
import { listItems, mergeFirstPage, refreshFirstPage } from '@/components/notifications/use-notifications';
import { notificationKeys } from '@/lib/client/notification-keys';
import type { TNotification, TNotificationPage } from '@/lib/notifications/schemas';

// The bell's pure parts (SPEC 2.2, 7): the badge text, the Hoje / Antigas split and the poll's page cut.

const at = (id: string, created: Date): TNotification => ({
  id,
  type: 'community_like',
  read: 0,
  created_at: created.toISOString(),
  url: '/x',
});

describe('bell badge', () => {
  it("shows the count up to 9 and '+9' above", () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('+9');
    expect(badgeText(1234)).toBe('+9');
  });
});

describe('Hoje / Antigas', () => {
  it('splits at the start of the local calendar day, keeping the order', () => {
    const now = new Date(2026, 10, 24, 9, 30);
    const list = [
      at('a', new Date(2026, 10, 24, 9, 29)),
      at('b', new Date(2026, 10, 24, 0, 0, 0)),
      at('c', new Date(2026, 10, 23, 23, 59, 59)),
      at('d', new Date(2026, 9, 1)),
    ];
    const { today, older } = splitToday(list, now);
    expect(today.map((n) => n.id)).toEqual(['a', 'b']);
    expect(older.map((n) => n.id)).toEqual(['c', 'd']);
    expect(splitToday([], now)).toEqual({ today: [], older: [] });
  });
});

describe('notification list poll and focus refresh', () => {
  // 23 notifications, newest first, one a minute: 'n23' .. 'n1'
  const base = new Date(2026, 10, 24, 9, 0).getTime();
  const row = (i: number) => at(`n${i}`, new Date(base + i * 60_000));
  let rows = Array.from({ length: 23 }, (_, k) => row(23 - k));
  const server = async (page: number): Promise<TNotificationPage> => ({
    data: rows.slice((page - 1) * 10, page * 10),
    current_page: page,
    per_page: 10,
    next_page_url: rows.length > page * 10 ? `next` : null,
  });

  async function scrolledToPage2() {
    const qc = new QueryClient();
    const fetched: number[] = [];
    const observer = new InfiniteQueryObserver(qc, {
      queryKey: notificationKeys.list(),
      queryFn: async ({ pageParam }: { pageParam: number }) => {
        fetched.push(pageParam);
        return server(pageParam);
      },
      initialPageParam: 1,
      getNextPageParam: (last: TNotificationPage) => (last.next_page_url ? last.current_page + 1 : undefined),
    });
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    await observer.fetchNextPage();
    return { qc, fetched, observer, unsubscribe };
  }
  const ids = (qc: QueryClient) =>
    listItems(qc.getQueryData<InfiniteData<TNotificationPage, number>>(notificationKeys.list())).map(
      (n) => n.id,
    );
  const page1Only = async (page: number) => {
    polled.push(page);
    return server(page);
  };
  let polled: number[] = [];

  it('a member on page 2 stays on page 2 with its rows; only page 1 is fetched, a fresh list is left alone', async () => {
    rows = Array.from({ length: 23 }, (_, k) => row(23 - k));
    polled = [];
    const { qc, fetched, observer, unsubscribe } = await scrolledToPage2();
    expect(fetched).toEqual([1, 2]);
    const before = ids(qc);
    expect(before).toHaveLength(20);

    await refreshFirstPage(qc, Date.now(), page1Only); // just fetched: nothing
    expect(polled).toEqual([]);
    // the focus after a tab switch (the bell and the page both listen: one request)
    await Promise.all([
      refreshFirstPage(qc, Date.now() + 5 * 60_000, page1Only),
      refreshFirstPage(qc, Date.now() + 5 * 60_000, page1Only),
    ]);
    expect(polled).toEqual([1]);
    expect(fetched).toEqual([1, 2]); // page 2 was not fetched again
    expect(ids(qc)).toEqual(before);
    expect(observer.getCurrentResult().data?.pages).toHaveLength(2);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    // a failed refresh keeps what is shown
    await refreshFirstPage(qc, Date.now() + 10 * 60_000, () => Promise.reject(new Error('offline')));
    expect(ids(qc)).toEqual(before);
    unsubscribe();
    qc.clear();
  });

  it('new notifications show at the top; rows pushed down and the next scroll appear once', async () => {
    rows = Array.from({ length: 23 }, (_, k) => row(23 - k));
    polled = [];
    const { qc, observer, unsubscribe } = await scrolledToPage2();
    // two new ones arrive and n17 is deleted
    rows = [row(25), row(24), ...rows.filter((n) => n.id !== 'n17')];
    await refreshFirstPage(qc, Date.now() + 5 * 60_000, page1Only);
    const now = ids(qc);
    expect(now.slice(0, 3)).toEqual(['n25', 'n24', 'n23']);
    expect(now).not.toContain('n17');
    // n14 left page 1 on the server (pushed down by the new rows) and is still shown, once
    expect(now.filter((id) => id === 'n15' || id === 'n14')).toEqual(['n15', 'n14']);
    expect(now.at(-1)).toBe('n4');
    await observer.fetchNextPage(); // server page 3 overlaps what is shown
    const all = ids(qc);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(rows.map((n) => n.id));
    unsubscribe();
    qc.clear();
  });

  it('with one page loaded, the fresh page 1 replaces it', () => {
    const fresh = { data: [row(2)], current_page: 1, per_page: 10, next_page_url: null };
    const old = { pages: [{ ...fresh, data: [row(1)] }], pageParams: [1] };
    expect(mergeFirstPage(old, fresh)).toEqual({ pages: [fresh], pageParams: [1] });
    expect(mergeFirstPage(undefined, fresh)).toEqual({ pages: [fresh], pageParams: [1] });
  });
});
