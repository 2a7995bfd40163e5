import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { badgeText } from '@/components/notifications/bell';
import { splitToday } from '@/components/notifications/notification-item';
import { firstPageOnly, refreshFirstPage } from '@/components/notifications/use-notifications';
import { notificationKeys } from '@/lib/client/notification-keys';
import type { TNotification } from '@/lib/notifications/schemas';

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

describe('notification list poll', () => {
  it('keeps only page 1, so the refetch asks the server for page 1 only', () => {
    const data = { pages: ['p1', 'p2', 'p3'], pageParams: [1, 2, 3] };
    expect(firstPageOnly(data)).toEqual({ pages: ['p1'], pageParams: [1] });
    const one = { pages: ['p1'], pageParams: [1] };
    expect(firstPageOnly(one)).toBe(one);
    expect(firstPageOnly(undefined)).toBeUndefined();
  });

  it('the poll fetches page 1 only, however many pages were scrolled, and skips a fresh list', async () => {
    const qc = new QueryClient();
    const fetched: number[] = [];
    const observer = new InfiniteQueryObserver(qc, {
      queryKey: notificationKeys.list(),
      queryFn: async ({ pageParam }: { pageParam: number }) => {
        fetched.push(pageParam);
        return { current_page: pageParam, next_page_url: pageParam < 5 ? 'next' : null };
      },
      initialPageParam: 1,
      getNextPageParam: (last: { current_page: number; next_page_url: string | null }) =>
        last.next_page_url ? last.current_page + 1 : undefined,
    });
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    expect(fetched).toEqual([1, 2, 3]);

    await refreshFirstPage(qc); // just fetched: nothing
    expect(fetched).toEqual([1, 2, 3]);
    await refreshFirstPage(qc, Date.now() + 5 * 60_000);
    expect(fetched).toEqual([1, 2, 3, 1]);
    const data = qc.getQueryData<{ pages: unknown[] }>(notificationKeys.list());
    expect(data?.pages).toHaveLength(1);
    unsubscribe();
    qc.clear();
  });
});
