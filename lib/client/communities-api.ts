'use client';

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, isApiError } from './fetcher';
import { communityAdminKeys } from './community-admin-keys';
import { fetchSelectableProducts } from './products-api';
import { STALE } from './stale';
import {
  CONTENT_MEDIA_SWITCHES,
  type TCommunitiesSettings,
  type TCommunityConfig,
  type TCommunitySummary,
  type TOldCommunityDetails,
  type TSelectableProduct,
  type ZCommunityCreateBody,
  type ZCommunityUpdateBody,
} from '@/lib/communities/admin/schemas';

// The communities panel's calls (SPEC.md section 7 "Communities"): the new-version /api/v2/communities
// resource and the old-version /api/auth/community calls.

const V2 = '/api/v2/communities';
const OLD = '/api/auth/community';
const enc = encodeURIComponent;

export type TCommunityListItem = TCommunitySummary;
export type TCommunityDetail = TCommunityConfig;
export type TCommunitySettings = TCommunitiesSettings;
export type TOldCommunity = TOldCommunityDetails;
export type TProductOption = Pick<TSelectableProduct, 'id' | 'title'> & { status?: string };

/** The new-version form as POST sends it (product_ids included), typed by the route's own schema. */
export type TCommunityCreate = Omit<z.input<typeof ZCommunityCreateBody>, 'tenant_id'>;
/** The new-version form as PUT sends it (no product_ids; cover_path absent = keep, null = remove). */
export type TCommunityUpdate = Omit<z.input<typeof ZCommunityUpdateBody>, 'tenant_id'>;

/** The content/media switches saved at once by edit-content-media. */
export const CONTENT_SWITCHES = CONTENT_MEDIA_SWITCHES;
export type ContentSwitch = (typeof CONTENT_SWITCHES)[number];
export type TContentMedia = Record<ContentSwitch, 0 | 1>;

/** The switches of the old create/edit payload (`publication` singular there, SPEC 3). */
export type TOldSwitches = TContentMedia & { links: 0 | 1; publication: 0 | 1 };

/** Old-version create/edit payload (SPEC 3 "Community create payload"). */
export interface TOldCommunityWrite {
  title: string;
  description: string;
  principal: 0 | 1;
  show_ranking: 0 | 1;
  show_continue_watching: 0 | 1;
  background_color: string;
  primary_text_color: string;
  secondary_text_color: string;
  shadow_color: string;
  font_family: string;
  button_sales_text: string;
  sales_url: string;
  permissions_array: string[];
  tenant_id: string;
}

/** `{ data: X }` envelopes and bare answers alike (old-version calls mirror the original API's shapes). */
function unwrap<T>(answer: unknown): T {
  if (answer && typeof answer === 'object' && !Array.isArray(answer) && 'data' in answer)
    return (answer as { data: T }).data;
  return answer as T;
}

export const communitiesApi = {
  list: async () => (await apiFetch<{ data: { communities: TCommunityListItem[] } }>(V2)).data.communities,
  detail: async (id: string) => (await apiFetch<{ data: TCommunityDetail }>(`${V2}/${enc(id)}`)).data,
  products: async (id: string) =>
    (await apiFetch<{ data: TProductOption[] }>(`${V2}/${enc(id)}/products`)).data,
  create: async (body: TCommunityCreate) =>
    (await apiFetch<{ message: TCommunityListItem }>(V2, { method: 'POST', body })).message,
  update: (id: string, body: TCommunityUpdate) =>
    apiFetch<unknown>(`${V2}/${enc(id)}`, { method: 'PUT', body }),
  setProducts: (id: string, ids: string[]) =>
    apiFetch<unknown>(`${V2}/${enc(id)}/products`, { method: 'PUT', body: { ids } }),
  remove: (id: string) => apiFetch<unknown>(`${V2}/${enc(id)}`, { method: 'DELETE' }),
  setEnabled: (id: string, on: boolean) =>
    apiFetch<unknown>(`${V2}/${enc(id)}/${on ? 'enable' : 'disable'}`, { method: 'PUT' }),
  order: (tenantId: string, ids: string[]) =>
    apiFetch<unknown>(`${V2}/order`, {
      method: 'PUT',
      body: ids.map((id, i) => ({ id, order: i + 1, tenant_id: tenantId })),
    }),
  config: async () => (await apiFetch<{ data: TCommunityDetail | null }>(`${V2}/config`)).data,
  settings: async () => (await apiFetch<{ data: TCommunitySettings }>(`${V2}/settings`)).data,
  showPage: (on: boolean) =>
    apiFetch<unknown>(`${V2}/settings/show-page`, {
      method: 'PUT',
      body: { show_communities_page: on ? 1 : 0 },
    }),
  activeAll: (on: boolean) =>
    apiFetch<unknown>(`${V2}/settings/active`, { method: 'PUT', body: { active: on ? 1 : 0 } }),
  allProducts: async (): Promise<TProductOption[]> =>
    (await fetchSelectableProducts()).filter((p) => p.status === 'active'),

  // Old version (SPEC 7).
  oldCreate: (body: TOldCommunityWrite & TOldSwitches) =>
    apiFetch<unknown>(`${OLD}/create`, { method: 'POST', body }),
  oldDetail: async (tenantId: string, id: string) =>
    unwrap<TOldCommunity>(await apiFetch<unknown>(`${OLD}/get-details/${enc(tenantId)}/${enc(id)}`)),
  // The switches go along: edit-community writes every field it is given a default for.
  oldEdit: (body: TOldCommunityWrite & TOldSwitches & { id: string }) =>
    apiFetch<unknown>(`${OLD}/edit-community`, { method: 'PUT', body }),
  contentMedia: (body: TContentMedia & { id: string; tenant_id: string }) =>
    apiFetch<unknown>(`${OLD}/edit-content-media`, { method: 'PUT', body }),
  toggleStatus: (tenantId: string, id: string, on: boolean) =>
    apiFetch<unknown>(`${OLD}/toggle-status/${enc(tenantId)}/${enc(id)}/${on ? 1 : 0}`, { method: 'PUT' }),
  addPlans: (tenantId: string, id: string, ids: string[]) =>
    apiFetch<unknown>(`${OLD}/add-plans`, {
      method: 'POST',
      body: { community_id: id, permissions_array: ids, tenant_id: tenantId },
    }),
  removePlans: (tenantId: string, id: string, ids: string[]) =>
    apiFetch<unknown>(`${OLD}/remove-plans`, {
      method: 'POST',
      body: { community_id: id, permissions_array: ids, tenant_id: tenantId },
    }),
};

/** Generic queries do not retry on 401, 403, 404 or 500 (SPEC.md section 8). */
export function retryUnlessFinal(count: number, err: unknown) {
  if (isApiError(err) && [401, 403, 404, 500].includes(err.status)) return false;
  return count < 2;
}

/** Community config: no retry on 500, 404, 403 or a network error; others retry every 3 s. */
export function retryConfig(_count: number, err: unknown) {
  return !(isApiError(err) && [0, 403, 404, 500].includes(err.status));
}

export function useCommunities(tenantId: string) {
  return useQuery({
    queryKey: communityAdminKeys.list(tenantId),
    queryFn: communitiesApi.list,
    staleTime: STALE.halfHour,
    retry: retryUnlessFinal,
  });
}

export function useCommunitySettings(tenantId: string) {
  return useQuery({
    queryKey: communityAdminKeys.settings(tenantId),
    queryFn: communitiesApi.settings,
    staleTime: STALE.halfHour,
    retry: retryUnlessFinal,
  });
}

export function useCommunityConfig(tenantId: string) {
  return useQuery({
    queryKey: communityAdminKeys.config(tenantId),
    queryFn: communitiesApi.config,
    staleTime: STALE.hour,
    retry: retryConfig,
    retryDelay: 3000,
  });
}

export function useAllProducts(tenantId: string) {
  return useQuery({
    queryKey: communityAdminKeys.allProducts(tenantId),
    queryFn: communitiesApi.allProducts,
    staleTime: STALE.hour,
    retry: retryUnlessFinal,
  });
}

export function useCommunityDetail(id: string | null) {
  return useQuery({
    queryKey: communityAdminKeys.detail(id ?? ''),
    queryFn: () => communitiesApi.detail(id!),
    enabled: !!id,
    staleTime: STALE.halfHour,
    retry: retryUnlessFinal,
  });
}

export function useOldCommunity(tenantId: string, id: string | null) {
  return useQuery({
    queryKey: communityAdminKeys.oldDetail(tenantId, id ?? ''),
    queryFn: () => communitiesApi.oldDetail(tenantId, id!),
    enabled: !!id,
    staleTime: STALE.halfHour,
    retry: retryUnlessFinal,
  });
}
