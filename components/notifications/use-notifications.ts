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
import { toast } from 'sonner';
import { notificationApi, notificationKeys } from '@/lib/client/notification-keys';
import { NOTIFICATION_POLL_MS, TOAST_MS } from '@/lib/client/stale';

// The bell and the page share these: the unread total and the list, page 1 polled every 5 minutes and
// refreshed when the window regains focus (SPEC 7, 9). List load errors are silently ignored (SPEC 8):
// the screens show what they have, or the empty state.

export function useUnreadTotal(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.total(),
    queryFn: notificationApi.total,
    enabled,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    retry: false,
  });
}

const LIST_STALE_MS = 30_000;

/**
 * The list cut back to its first page. A refetch of an infinite query fetches every loaded page again;
 * the poll and the focus refresh must fetch page 1 only (SPEC 7), so they drop the others first and the
 * infinite scroll loads them again when the member scrolls.
 */
export function firstPageOnly<T>(data: InfiniteData<T, number> | undefined) {
  if (!data || data.pages.length <= 1) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}

/** Refetches the list's page 1 only, unless it is fresher than its stale time. */
export async function refreshFirstPage(qc: QueryClient, now = Date.now()) {
  const key = notificationKeys.list();
  const state = qc.getQueryState(key);
  if (!state || now - state.dataUpdatedAt < LIST_STALE_MS) return;
  qc.setQueryData(key, (d: InfiniteData<unknown, number> | undefined) => firstPageOnly(d));
  await qc.refetchQueries({ queryKey: key, exact: true });
}

export function useNotificationList(enabled = true) {
  const qc = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => notificationApi.list(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
    enabled,
    // polled below, page 1 only
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
    mutationFn: notificationApi.markRead,
    onSuccess: () => {
      toast.success(t('markedRead'), { duration: TOAST_MS });
      return qc.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
