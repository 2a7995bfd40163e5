'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TMe } from '@/lib/auth/schemas';
import type { TCarousel, TLessonPage, TOption, TShowcaseSettings } from '@/lib/showcase/schemas';
import { apiFetch } from './fetcher';
import { showcaseKeys } from './showcase-keys';
import { STALE } from './stale';

// The showcase panel's calls (SPEC.md section 7 "Carousels" and the resource lists).

const CFG = '/api/auth/config/plataforma';
const enc = encodeURIComponent;

export const showcaseApi = {
  carousels: (tenantId: string) => apiFetch<TCarousel[]>(`/api/auth/home/carousels/${enc(tenantId)}`),
  carousel: async (id: string) =>
    (await apiFetch<{ data: TCarousel }>(`/api/auth/home/get-carousel/${enc(id)}`)).data,
  settings: async (tenantId: string) =>
    (await apiFetch<{ data: TShowcaseSettings }>(`${CFG}/showcase-settings/${enc(tenantId)}`)).data,
  saveSettings: (body: Partial<Record<keyof TShowcaseSettings, boolean>> & { tenant_id: string }) =>
    apiFetch<{ data: TShowcaseSettings }>(`${CFG}/showcase-settings`, { method: 'POST', body }),
  showAllContent: (tenantId: string, on: boolean) =>
    apiFetch<{ message: string }>(`${CFG}/show-all-content`, {
      method: 'POST',
      body: { tenant_id: tenantId, show_all_content: on ? 1 : 0 },
    }),
  myListStats: (tenantId: string, on: boolean) =>
    apiFetch<{ message: string }>(`${CFG}/updateMyListStats`, {
      method: 'POST',
      body: { tenant_id: tenantId, mylist_status: on ? 1 : 0 },
    }),
  save: (id: string | null, body: unknown) =>
    apiFetch<{ data: TCarousel }>(id ? `${CFG}/carrossel/update/${enc(id)}` : `${CFG}/carrossel/create`, {
      method: 'POST',
      body,
    }),
  publish: (tenantId: string, id: string) =>
    apiFetch<{ message: string; published: 0 | 1 }>(`${CFG}/carrossel/publish/${enc(tenantId)}/${enc(id)}`),
  remove: (tenantId: string, id: string) =>
    apiFetch<{ message: string }>(`${CFG}/carrossel/delete/${enc(tenantId)}/${enc(id)}`, {
      method: 'DELETE',
    }),
  order: (tenantId: string, ids: string[]) =>
    apiFetch<[{ message: string }]>(`${CFG}/carrossel/orderCarrossel`, {
      method: 'POST',
      body: { tenant_id: tenantId, newOrdenation: ids },
    }),
  orderItems: (tenantId: string, carouselId: string, ids: string[]) =>
    apiFetch<{ message: string }>(`${CFG}/carrossel/orderItens`, {
      method: 'POST',
      body: { tenant_id: tenantId, carousel_id: carouselId, order: ids },
    }),
};

/** The tenant of the signed-in editor (from /api/auth/me). */
export function useTenantId() {
  const q = useQuery({
    queryKey: showcaseKeys.tenant(),
    queryFn: async () => (await apiFetch<{ data: TMe }>('/api/auth/me')).data.tenant.id,
    staleTime: STALE.hour,
  });
  return q.data;
}

export function useCarousels(tenantId: string | undefined) {
  return useQuery({
    queryKey: showcaseKeys.carousels(tenantId ?? ''),
    queryFn: () => showcaseApi.carousels(tenantId!),
    enabled: !!tenantId,
    staleTime: STALE.halfHour,
  });
}

export function useShowcaseSettings(tenantId: string | undefined) {
  return useQuery({
    queryKey: showcaseKeys.settings(tenantId ?? ''),
    queryFn: () => showcaseApi.settings(tenantId!),
    enabled: !!tenantId,
    staleTime: STALE.halfHour,
  });
}

export function useCourses(tenantId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: showcaseKeys.courses(tenantId ?? ''),
    queryFn: async () =>
      (await apiFetch<{ data: TOption[] }>(`/api/auth/cursos/index/${enc(tenantId!)}`)).data,
    enabled: !!tenantId && enabled,
    staleTime: STALE.hour,
  });
}

export function useModules(tenantId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: showcaseKeys.modules(tenantId ?? ''),
    queryFn: async () =>
      (await apiFetch<{ data: TOption[] }>(`/api/auth/platform/modules/${enc(tenantId!)}`)).data,
    enabled: !!tenantId && enabled,
    staleTime: STALE.hour,
  });
}

/** Lessons 20 a page; with a term, the search call. Failures give an empty list (SPEC.md section 8). */
export function useLessons(tenantId: string | undefined, term: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: showcaseKeys.lessons(tenantId ?? '', term),
    initialPageParam: 1,
    // a failure is the query's error, not an empty page: the pickers say so and offer a retry (decision 443),
    // where an empty page would end the list silently and stay cached as if there were no more lessons
    queryFn: async ({ pageParam }): Promise<TLessonPage> => {
      if (!term)
        return apiFetch<TLessonPage>(`/api/auth/aulas/allClasses/${enc(tenantId!)}?page=${pageParam}`);
      return (
        await apiFetch<{ data: TLessonPage }>(
          `/api/auth/aulas/search/${enc(term)}/${enc(tenantId!)}?page=${pageParam}`,
        )
      ).data;
    },
    getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
    enabled: !!tenantId && enabled,
    staleTime: STALE.hour,
  });
}
