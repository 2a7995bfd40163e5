'use client';

import { useQuery } from '@tanstack/react-query';
import { notificationApi, notificationKeys } from '@/lib/client/notification-keys';
import { NOTIFICATION_POLL_MS } from '@/lib/client/stale';

// The bell's unread total on its own, so the bell in every student page does not bring the list's
// infinite query, its merge and the mark-read mutation (use-notifications.ts, loaded with the popover or
// the notifications page; decision 261). Polled every 5 minutes and on focus (SPEC 7, 9).
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
