'use client';

import { useEffect } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import { notificationKeys } from '@/lib/client/notification-keys';
import { notificationListApi } from '@/lib/client/notification-list-api';
import type { TNotification, TNotificationPage } from '@/lib/notifications/schemas';
import { NOTIFICATION_POLL_MS, TOAST_MS } from '@/lib/client/stale';

import { UNREAD_TOTAL } from './use-unread-total';

/** The unread total for the notifications page (the bell reads it through useShellQuery). */
export function useUnreadTotal(enabled = true) {
  return useQuery({ ...UNREAD_TOTAL, enabled });
}

// The bell and the page share these: the unread total (use-unread-total.ts) and the list,
// page 1 polled every 5 minutes and refreshed when the window regains focus (SPEC 7, 9). List load errors are silently ignored (SPEC 8):
// the screens show what they have, or the empty state.

const LIST_STALE_MS = 30_000;

type TListData = InfiniteData<TNotificationPage, number>;

/**
 * The list with a freshly fetched page 1 in place of the old one, every page the member scrolled to
 * kept (a member on page 2 who switches tabs and back stays there, with its rows). The pages are
 * offset-based, so new notifications push rows down: a row of the old page 1 that the fresh one no
 * longer holds, but that is older than the fresh page's last row, moved to page 2 and is carried to
 * the front of the next kept page; one newer than that was deleted and goes. `listItems` drops the
 * duplicates that the next scroll's shifted page may bring.
 */
export function mergeFirstPage(data: TListData | undefined, fresh: TNotificationPage): TListData {
  // nothing scrolled to, or every row fits on page 1 now
  if (!data || data.pages.length <= 1 || !fresh.next_page_url) return { pages: [fresh], pageParams: [1] };
  const freshIds = new Set(fresh.data.map((n) => n.id));
  const tail = fresh.data.at(-1);
  const pushedDown = data.pages[0]!.data.filter(
    (n) => !freshIds.has(n.id) && (!tail || n.created_at <= tail.created_at),
  );
  const rest = data.pages.slice(1).map((p, i) => ({
    ...p,
    data: [...(i === 0 ? pushedDown : []), ...p.data].filter((n) => !freshIds.has(n.id)),
  }));
  return { pages: [fresh, ...rest], pageParams: data.pageParams };
}

/** The rows of every loaded page, each once (offset pages may overlap after new rows arrived). */
export function listItems(data: { pages: TNotificationPage[] } | undefined): TNotification[] {
  const seen = new Set<string>();
  const out: TNotification[] = [];
  for (const n of data?.pages.flatMap((p) => p.data) ?? []) {
    if (seen.has(n.id)) continue;
    seen.add(n.id);
    out.push(n);
  }
  return out;
}

/** the refresh in flight per client: the bell and the page both listen for focus, one request serves both */
const inFlight = new WeakMap<QueryClient, Promise<void>>();

/**
 * Fetches the list's page 1 only (a refetch of an infinite query would fetch every loaded page again)
 * and merges it into the loaded pages, unless the list is fresher than its stale time or is loading.
 */
export function refreshFirstPage(
  qc: QueryClient,
  now = Date.now(),
  fetchPage: (page: number) => Promise<TNotificationPage> = notificationListApi.list,
): Promise<void> {
  const key = notificationKeys.list();
  const state = qc.getQueryState(key);
  if (!state || state.fetchStatus === 'fetching' || now - state.dataUpdatedAt < LIST_STALE_MS)
    return Promise.resolve();
  const running = inFlight.get(qc);
  if (running) return running;
  const run = fetchPage(1)
    .then(
      // a scroll that finished meanwhile is kept: the merge reads the data as it is now
      (fresh) => void qc.setQueryData<TListData>(key, (d) => mergeFirstPage(d, fresh)),
      () => undefined, // list load errors are silently ignored (SPEC 8)
    )
    .finally(() => inFlight.delete(qc));
  inFlight.set(qc, run);
  return run;
}

export function useNotificationList(enabled = true) {
  const qc = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => notificationListApi.list(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
    enabled,
    // polled below, page 1 only (merged into the pages scrolled to)
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: LIST_STALE_MS,
    retry: false,
  });

  // Page 1 every 5 minutes and when the window regains focus, so a new notification shows at the top.
  // The bell and the page may both mount this: a list fresher than its stale time is left alone.
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      if (document.visibilityState !== 'hidden') void refreshFirstPage(qc);
    };
    const timer = window.setInterval(refresh, NOTIFICATION_POLL_MS);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [enabled, qc]);

  return query;
}

export function useMarkRead() {
  const t = useTranslations('notifications');
  const qc = useQueryClient();
  return useMutation({
    mutationFn: notificationListApi.markRead,
    onSuccess: () => {
      toast.success(t('markedRead'), { duration: TOAST_MS });
      return qc.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
