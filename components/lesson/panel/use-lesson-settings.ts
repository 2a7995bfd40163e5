'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@/lib/auth/schemas';
import { apiFetch } from '@/lib/client/fetcher';
import { queryKeys } from '@/lib/client/keys';
import { lessonKeys } from '@/lib/client/lesson-keys';
import { STALE } from '@/lib/client/stale';
import type {
  TActiveCommentBody,
  TLessonProductsResponse,
  TMarqueeForm,
  TMarqueeListResponse,
  TMarqueeSaveResponse,
  TTemplateSettingsResponse,
} from '@/lib/lesson/schemas';

// Queries and mutations of the lesson-page settings panel. Generic queries do not retry on 401, 403,
// 404 or 500 (SPEC.md section 8); everything else retries once.

const noRetryOn = new Set([401, 403, 404, 500]);
const retry = (count: number, err: unknown) =>
  count < 1 && !noRetryOn.has((err as { status?: number }).status ?? 0);

/** The host's tenant id, from the signed-in user (GET /api/auth/me). */
export function useTenantId(): { tenantId: string | undefined; isError: boolean } {
  const q = useQuery({
    queryKey: queryKeys.me(),
    queryFn: async () => (await apiFetch<{ data: TMe }>('/api/auth/me')).data,
    staleTime: STALE.hour,
    retry,
  });
  return { tenantId: q.data?.tenant.id, isError: q.isError };
}

export const templatePath = (tenantId: string) =>
  `/api/auth/tenants/template_settings/${encodeURIComponent(tenantId)}`;

export function useTemplateSettings(tenantId: string | undefined) {
  return useQuery({
    queryKey: lessonKeys.templateSettings(tenantId ?? ''),
    queryFn: () => apiFetch<TTemplateSettingsResponse>(templatePath(tenantId!)),
    enabled: !!tenantId,
    staleTime: STALE.halfHour,
    retry,
  });
}

export function useSetTemplate(tenantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (theme_classes: 1 | 2 | 3) =>
      apiFetch<{ data: { theme_classes: 1 | 2 | 3 }; message: string }>(
        '/api/auth/tenants/template_settings/update',
        { method: 'POST', body: { theme_classes, tenant_id: tenantId } },
      ),
    onSuccess: (res) => {
      qc.setQueryData<TTemplateSettingsResponse>(lessonKeys.templateSettings(tenantId), (old) =>
        old ? { ...old, theme_classes: res.data.theme_classes } : old,
      );
    },
  });
}

export function useSetComments(tenantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (comment: 0 | 1) =>
      apiFetch<{ data: { comment: 0 | 1 }; message: string }>(
        '/api/auth/comunidade/comentarios/activeComment',
        { method: 'POST', body: { comment, tenant_id: tenantId } satisfies TActiveCommentBody },
      ),
    onSuccess: (res) => {
      qc.setQueryData<TTemplateSettingsResponse>(lessonKeys.templateSettings(tenantId), (old) =>
        old ? { ...old, data: res.data.comment, comment: res.data.comment } : old,
      );
    },
  });
}

export function useMarquees(tenantId: string | undefined) {
  return useQuery({
    queryKey: lessonKeys.marquees(tenantId ?? ''),
    queryFn: async () =>
      (await apiFetch<TMarqueeListResponse>(`/api/auth/marquee/${encodeURIComponent(tenantId!)}`)).data,
    enabled: !!tenantId,
    staleTime: STALE.halfHour,
    retry,
  });
}

export function useLessonProducts(tenantId: string | undefined) {
  return useQuery({
    queryKey: lessonKeys.products(tenantId ?? ''),
    queryFn: async () =>
      (await apiFetch<TLessonProductsResponse>(`/api/auth/marquee/products/${encodeURIComponent(tenantId!)}`))
        .data,
    enabled: !!tenantId,
    staleTime: STALE.hour,
    retry,
  });
}

export function useSaveMarquee(tenantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: TMarqueeForm }) =>
      apiFetch<TMarqueeSaveResponse>(id ? `/api/auth/marquee/update/${id}` : '/api/auth/marquee/create', {
        method: 'POST',
        body: { ...values, url: values.url || null, tenant_id: tenantId, type: 'horizontal' },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: lessonKeys.marquees(tenantId) }),
  });
}

export function useDeleteMarquee(tenantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ message: string }>(`/api/auth/marquee/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: lessonKeys.marquees(tenantId) }),
  });
}
