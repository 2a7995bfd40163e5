import { afterEach, describe, expect, it } from 'vitest';
import { badgeText } from '@/components/notifications/bell';
import { splitToday } from '@/components/notifications/notification-item';
import { listItems, mergeFirstPage, refreshFirstPage } from '@/components/notifications/use-notifications';
import { cached, clearCached, setCached } from '@/lib/client/lite-cache';
import { appendPage } from '@/lib/client/lite-pages-read';
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
  const key = notificationKeys.list();
  const pages = () => cached<TNotificationPage[]>(key)?.data;
  const ids = () => listItems(pages()).map((n) => n.id);
  let polled: number[] = [];
  const page1Only = async (page: number) => {
    polled.push(page);
    return server(page);
  };

  // the tab's lite cache as the list leaves it after its first page and one scroll (use-lite-pages.ts)
  async function scrolledToPage2() {
    setCached(key, [await server(1)]);
    await appendPage(
      key,
      server,
      2,
      () => true,
      () => true,
    );
  }
  const scroll = (page: number) =>
    appendPage(
      key,
      server,
      page,
      () => true,
      () => true,
    );
  afterEach(() => clearCached());

  it('a member on page 2 stays on page 2 with its rows; only page 1 is fetched, a fresh list is left alone', async () => {
    rows = Array.from({ length: 23 }, (_, k) => row(23 - k));
    polled = [];
    await refreshFirstPage(Date.now() + 5 * 60_000, page1Only); // no list in the tab: nothing
    expect(polled).toEqual([]);
    await scrolledToPage2();
    const before = ids();
    expect(before).toHaveLength(20);

    await refreshFirstPage(Date.now(), page1Only); // just read: nothing
    expect(polled).toEqual([]);
    // the focus after a tab switch (the bell and the page both listen: one request)
    await Promise.all([
      refreshFirstPage(Date.now() + 5 * 60_000, page1Only),
      refreshFirstPage(Date.now() + 5 * 60_000, page1Only),
    ]);
    expect(polled).toEqual([1]);
    expect(ids()).toEqual(before);
    expect(pages()).toHaveLength(2);
    expect(pages()!.at(-1)!.next_page_url).not.toBeNull(); // page 3 is still to come
    // page 1 was just read again: the next focus leaves it alone
    await refreshFirstPage(Date.now() + 10_000, page1Only);
    expect(polled).toEqual([1]);
    // a failed refresh keeps what is shown
    await refreshFirstPage(Date.now() + 10 * 60_000, () => Promise.reject(new Error('offline')));
    expect(ids()).toEqual(before);
  });

  it('new notifications show at the top; rows pushed down and the next scroll appear once', async () => {
    rows = Array.from({ length: 23 }, (_, k) => row(23 - k));
    polled = [];
    await scrolledToPage2();
    // two new ones arrive and n17 is deleted
    rows = [row(25), row(24), ...rows.filter((n) => n.id !== 'n17')];
    await refreshFirstPage(Date.now() + 5 * 60_000, page1Only);
    const now = ids();
    expect(now.slice(0, 3)).toEqual(['n25', 'n24', 'n23']);
    expect(now).not.toContain('n17');
    // n14 left page 1 on the server (pushed down by the new rows) and is still shown, once
    expect(now.filter((id) => id === 'n15' || id === 'n14')).toEqual(['n15', 'n14']);
    expect(now.at(-1)).toBe('n4');
    await scroll(3); // server page 3 overlaps what is shown
    const all = ids();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(rows.map((n) => n.id));
  });

  it('with one page loaded, the fresh page 1 replaces it', () => {
    const fresh = { data: [row(2)], current_page: 1, per_page: 10, next_page_url: null };
    const old = [{ ...fresh, data: [row(1)] }];
    expect(mergeFirstPage(old, fresh)).toEqual([fresh]);
    expect(mergeFirstPage(undefined, fresh)).toEqual([fresh]);
  });
});
