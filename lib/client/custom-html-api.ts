'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  TCustomHtml,
  TCustomHtmlBody,
  TCustomHtmlList,
  TCustomHtmlVersion,
} from '@/lib/custom-html/schemas';
import type { TOption } from '@/lib/showcase/schemas';
import { customHtmlKeys } from './custom-html-keys';
import { apiFetch } from './fetcher';
import { STALE } from './stale';

// The custom HTML panel's calls (docs/api-map.md "Custom HTML").

const BASE = '/api/platform/auth/custom-html';
const enc = encodeURIComponent;

export const customHtmlApi = {
  list: (page: number) => apiFetch<TCustomHtmlList>(`${BASE}?page=${page}`),
  get: async (id: string) => (await apiFetch<{ data: TCustomHtml }>(`${BASE}/${enc(id)}`)).data,
  save: async (id: string | null, body: TCustomHtmlBody) =>
    (
      await apiFetch<{ data: TCustomHtml }>(id ? `${BASE}/${enc(id)}` : BASE, {
        method: id ? 'PUT' : 'POST',
        body,
      })
    ).data,
  remove: (id: string) => apiFetch<{ message: string }>(`${BASE}/${enc(id)}`, { method: 'DELETE' }),
  versions: async (id: string) =>
    (await apiFetch<{ data: TCustomHtmlVersion[] }>(`${BASE}/${enc(id)}/versions`)).data,
  restore: async (id: string, versionId: string) =>
    (
      await apiFetch<{ data: TCustomHtml }>(`${BASE}/${enc(id)}/versions/${enc(versionId)}/restore`, {
        method: 'POST',
      })
    ).data,
  /** a module's lessons (GET api/platform/auth/module/{moduleId}, read as data[0].lessons) */
  lessons: async (moduleId: string) =>
    (await apiFetch<[{ lessons: TOption[] }]>(`/api/platform/auth/module/${enc(moduleId)}`))[0].lessons,
};

export function useCustomHtmlList() {
  return useInfiniteQuery({
    queryKey: customHtmlKeys.list(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => customHtmlApi.list(pageParam),
    getNextPageParam: (last) => last.next_page ?? undefined,
    staleTime: STALE.halfHour,
  });
}

export function useCustomHtml(id: string | null) {
  return useQuery({
    queryKey: customHtmlKeys.one(id ?? ''),
    queryFn: () => customHtmlApi.get(id!),
    enabled: !!id,
    staleTime: STALE.halfHour,
  });
}

export function useCustomHtmlVersions(id: string | null) {
  return useQuery({
    queryKey: customHtmlKeys.versions(id ?? ''),
    queryFn: () => customHtmlApi.versions(id!),
    enabled: !!id,
    staleTime: STALE.halfHour,
  });
}

/** Lesson list failures give an empty list (SPEC.md section 8). */
export function useModuleLessons(moduleId: string) {
  return useQuery({
    queryKey: customHtmlKeys.lessons(moduleId),
    queryFn: () => customHtmlApi.lessons(moduleId).catch(() => [] as TOption[]),
    enabled: !!moduleId,
    staleTime: STALE.hour,
  });
}
