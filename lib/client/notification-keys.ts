import { apiFetch } from './fetcher';
import type { TMarkRead, TNotificationPage, TNotificationTotal } from '@/lib/notifications/schemas';

// TanStack Query keys and calls of notifications (SPEC 7, 9), which the shell's bell loads on every page.
// The preferences and study reminder calls, used by their forms only: notification-settings-api.ts.
export const notificationKeys = {
  all: ['notifications'] as const,
  total: () => ['notifications', 'total'] as const,
  list: () => ['notifications', 'list'] as const,
} as const;

export const notificationApi = {
  list: (page: number) =>
    apiFetch<{ data: TNotificationPage }>(`/api/auth/notification?page=${page}&paginate=10`).then(
      (r) => r.data,
    ),
  total: () => apiFetch<{ data: TNotificationTotal }>('/api/auth/notification/total').then((r) => r.data),
  markRead: (body: TMarkRead) =>
    apiFetch<{ data: { updated: number } }>('/api/platform/auth/notification/update', {
      method: 'PATCH',
      body,
    }),
};
