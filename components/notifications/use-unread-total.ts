'use client';

import { notificationApi, notificationKeys } from '@/lib/client/notification-keys';
import type { TNotificationTotal } from '@/lib/notifications/schemas';
import { NOTIFICATION_POLL_MS } from '@/lib/client/stale';
import { useShellQuery } from '@/lib/client/use-shell-query';

// The unread total: polled every 5 minutes and refreshed when the page becomes visible again (SPEC 7, 9).
// The bell in every student page reads it through useShellQuery, without TanStack Query in the first load
// (decisions 261-262); the notifications page follows the bell's reads in the lite cache (decision 448).
export const UNREAD_TOTAL = {
  queryKey: notificationKeys.total(),
  queryFn: notificationApi.total,
  refetchInterval: NOTIFICATION_POLL_MS,
  refetchOnWindowFocus: true,
  staleTime: 30_000,
  retry: false as const,
};

/** `initial`: the total the page was rendered with (the layout's, decision 397). */
export function useBellTotal(initial?: TNotificationTotal) {
  return useShellQuery({ ...UNREAD_TOTAL, initialData: initial }).data;
}
