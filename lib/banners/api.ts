// The banner editor's calls (client-importable): paths of SPEC.md section 7 and their answer shapes.
import { apiFetch } from '@/lib/client/fetcher';
import type {
  TBanner,
  TBannerForm,
  TBannerSettings,
  TBannerSettingsBody,
  TTriple,
  TVideoLink,
} from './schemas';

const BASE = '/api/auth/config/plataforma';
const enc = encodeURIComponent;

export const bannerApi = {
  list: async (tenantId: string) =>
    (await apiFetch<TTriple<TBanner[]>>(`${BASE}/bannersCustom/index/${enc(tenantId)}`))[2].data,
  get: async (tenantId: string, id: string) =>
    (await apiFetch<TTriple<TBanner>>(`${BASE}/bannersCustom/get/${enc(tenantId)}/${enc(id)}`))[2].data,
  create: async (tenantId: string, body: TBannerForm) =>
    (
      await apiFetch<{ data: TBanner }>(`${BASE}/bannersCustom/create`, {
        method: 'POST',
        body: { ...body, tenant_id: tenantId },
      })
    ).data,
  update: async (tenantId: string, id: string, body: Partial<TBannerForm>) =>
    (
      await apiFetch<{ data: TBanner }>(`${BASE}/bannersCustom/update/${enc(id)}`, {
        method: 'POST',
        body: { ...body, tenant_id: tenantId },
      })
    ).data,
  remove: async (tenantId: string, id: string) =>
    apiFetch(`${BASE}/bannersCustom/delete/${enc(tenantId)}/${enc(id)}`, { method: 'DELETE' }),
  order: async (tenantId: string, ids: string[]) =>
    (
      await apiFetch<{ data: TBanner[] }>(`${BASE}/bannersCustom/order`, {
        method: 'POST',
        body: { tenant_id: tenantId, newOrdenation: ids },
      })
    ).data,
  settings: async () => (await apiFetch<{ data: TBannerSettings }>(`${BASE}/banner_settings`)).data,
  saveSettings: async (body: TBannerSettingsBody) =>
    (
      await apiFetch<{ data: TBannerSettings }>(`${BASE}/update_banner_settings`, {
        method: 'POST',
        body,
      })
    ).data,
  videoLink: async (file: File) =>
    (
      await apiFetch<{ data: TVideoLink }>(`${BASE}/bannersCustom/upload-video/create-link-upload-video`, {
        method: 'POST',
        body: { filename: file.name, size: file.size, content_type: file.type },
      })
    ).data,
};
