import { apiFetch } from './fetcher';
import type {
  TMarkRead,
  TNotificationPage,
  TNotificationTotal,
  TPreferences,
  TPreferencesView,
  TReminder,
} from '@/lib/notifications/schemas';
import type { TReminderView } from '@/lib/notifications/reminder-view';

// TanStack Query keys and calls of notifications, preferences and study reminders (SPEC 7, 9).
export const notificationKeys = {
  all: ['notifications'] as const,
  total: () => ['notifications', 'total'] as const,
  list: () => ['notifications', 'list'] as const,
  preferences: (tenantId: string) => ['notifications', 'preferences', tenantId] as const,
  reminder: () => ['notifications', 'reminder'] as const,
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
  preferences: (tenantId: string) =>
    apiFetch<{ data: TPreferencesView }>(`/api/auth/v2/notification-preferences/${tenantId}`, {
      headers: { tenantId },
    }).then((r) => r.data),
  savePreferences: (tenantId: string, body: TPreferences) =>
    apiFetch<{ data: TPreferencesView }>(`/api/auth/v2/notification-preferences/${tenantId}`, {
      method: 'POST',
      headers: { tenantId },
      body,
    }).then((r) => r.data),
  reminder: () => apiFetch<{ data: TReminderView }>('/api/auth/study-reminder').then((r) => r.data),
  saveReminder: (body: TReminder) =>
    apiFetch<{ data: TReminderView }>('/api/auth/study-reminder', { method: 'POST', body }).then(
      (r) => r.data,
    ),
};
