'use client';

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useNotificationList(enabled = true) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => notificationApi.list(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
    enabled,
    // the poll refetches the loaded pages from page 1, so a new notification shows at the top
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    retry: false,
  });
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
