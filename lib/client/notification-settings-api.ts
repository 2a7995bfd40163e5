import { apiFetch } from './fetcher';
import type { TPreferences, TPreferencesView } from '@/lib/notifications/schemas';

// The notification preferences calls (SPEC 7, 9), apart from notification-keys.ts so that the shell's
// first load does not carry them (issue 16); the study reminder's form posts its own (decision 448).
// Their keys stay under 'notifications': invalidating `notificationKeys.all` reaches them.
export const notificationSettingsKeys = {
  preferences: (tenantId: string) => ['notifications', 'preferences', tenantId] as const,
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
};
