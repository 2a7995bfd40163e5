import { apiFetch } from './fetcher';
import type { TNotificationTotal } from '@/lib/notifications/schemas';

// TanStack Query keys of notifications and the unread total's call (SPEC 7, 9), which the shell's bell
// loads on every page. The list and mark-read calls (the bell's popover and the notifications page):
// notification-list-api.ts; the preferences calls: notification-settings-api.ts (the study reminder's form
// posts its own, decision 448).
export const notificationKeys = {
  all: ['notifications'] as const,
  total: () => ['notifications', 'total'] as const,
  list: () => ['notifications', 'list'] as const,
} as const;

export const notificationApi = {
  total: () => apiFetch<{ data: TNotificationTotal }>('/api/auth/notification/total').then((r) => r.data),
};
