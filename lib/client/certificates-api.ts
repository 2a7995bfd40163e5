import type {
  TCertificatePage,
  TCertificateSettingsBody,
  TCertificateSettingsView,
} from '@/lib/certificates/schemas';
import { apiFetch } from './fetcher';

// The certificates panel's calls (editors).
export const certificatesApi = {
  courses: async (tenantId: string) =>
    (await apiFetch<{ data: { id: string; title: string }[] }>(`/api/auth/cursos/index/${tenantId}`)).data,
  settings: async (courseId: string) =>
    (await apiFetch<{ data: TCertificateSettingsView }>(`/api/auth/certificates/settings/${courseId}`)).data,
  save: async (courseId: string, body: TCertificateSettingsBody) =>
    (
      await apiFetch<{ data: TCertificateSettingsView }>(`/api/auth/certificates/settings/${courseId}`, {
        method: 'PUT',
        body,
      })
    ).data,
  issued: async (courseId: string, after?: string) =>
    (
      await apiFetch<{ data: TCertificatePage }>(
        `/api/auth/certificates?course_id=${courseId}${after ? `&after=${after}` : ''}`,
      )
    ).data,
  revoke: async (id: string, reason: string) =>
    apiFetch(`/api/auth/certificates/${id}/revoke`, { method: 'POST', body: { reason } }),
};
