// The site-frame panels' calls (client-importable): paths of SPEC.md section 7 "Showcase, footer, links, SEO".
import { apiFetch } from '@/lib/client/fetcher';
import type { TShellLink, TShellLinksResponse } from '@/lib/shell/schemas';
import type { TExtraSettingsBody, TFrameSettings, TLinkBodyInput, TSeoBodyInput } from './schemas';

const BASE = '/api/auth/config/plataforma';
const enc = encodeURIComponent;

export const frameApi = {
  links: async (tenantId: string) =>
    (await apiFetch<TShellLinksResponse>(`${BASE}/links/index/${enc(tenantId)}`)).data.data,
  createLink: async (tenantId: string, body: TLinkBodyInput) =>
    (
      await apiFetch<{ data: TShellLink }>(`${BASE}/links/create`, {
        method: 'POST',
        body: { ...body, tenant_id: tenantId },
      })
    ).data,
  updateLink: async (tenantId: string, id: string, body: TLinkBodyInput) =>
    (
      await apiFetch<{ data: TShellLink }>(`${BASE}/links/update/${enc(id)}`, {
        method: 'POST',
        body: { ...body, tenant_id: tenantId },
      })
    ).data,
  deleteLink: (tenantId: string, id: string) =>
    apiFetch(`${BASE}/links/delete/${enc(tenantId)}/${enc(id)}`, { method: 'DELETE' }),
  orderLinks: async (ids: string[]) =>
    (
      await apiFetch<TShellLinksResponse>(`${BASE}/links/order`, {
        method: 'POST',
        body: { newOrdenation: ids },
      })
    ).data.data,
  settings: async (tenantId: string) =>
    (await apiFetch<{ data: TFrameSettings }>(`${BASE}/extraSettings/${enc(tenantId)}`)).data,
  footerToggle: async (tenantId: string, visible: boolean) =>
    (
      await apiFetch<{ data: TFrameSettings }>(`${BASE}/updateCustomBasic/footerToogle`, {
        method: 'POST',
        body: { footer_visible: visible ? 1 : 0, tenant_id: tenantId },
      })
    ).data,
  extraSettings: async (tenantId: string, body: TExtraSettingsBody) =>
    (
      await apiFetch<{ data: TFrameSettings }>(`${BASE}/extraSettings/update`, {
        method: 'POST',
        body: { ...body, tenant_id: tenantId },
      })
    ).data,
  seo: async (tenantId: string, body: TSeoBodyInput) =>
    (
      await apiFetch<{ data: TFrameSettings }>(`${BASE}/update-seo`, {
        method: 'POST',
        headers: { tenantId },
        body: { name: body.name, description: body.description, mail_reply_to: body.mail_reply_to },
      })
    ).data,
};
