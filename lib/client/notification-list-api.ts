import { apiFetch } from './fetcher';
import type { TMarkRead, TNotificationPage } from '@/lib/notifications/schemas';

// The notification list and mark-read calls (SPEC 7), used by the bell's popover and the notifications
// page, both loaded after the first load: apart from notification-keys.ts, which every page carries.
export const notificationListApi = {
  list: (page: number) =>
    apiFetch<{ data: TNotificationPage }>(`/api/auth/notification?page=${page}&paginate=10`).then(
      (r) => r.data,
    ),
  markRead: (body: TMarkRead) =>
    apiFetch<{ data: { updated: number } }>('/api/platform/auth/notification/update', {
      method: 'PATCH',
      body,
    }),
};
