import { apiFetch } from './fetcher';
import type { TPreferences, TPreferencesView, TReminder } from '@/lib/notifications/schemas';
import type { TReminderView } from '@/lib/notifications/reminder-view';

// The notification preferences and study reminder calls (SPEC 7, 9), apart from notification-keys.ts so
// that the shell's first load does not carry them (issue 16). Their keys stay under 'notifications':
// invalidating `notificationKeys.all` reaches them.
export const notificationSettingsKeys = {
  preferences: (tenantId: string) => ['notifications', 'preferences', tenantId] as const,
  reminder: () => ['notifications', 'reminder'] as const,
} as const;

export const notificationSettingsApi = {
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
