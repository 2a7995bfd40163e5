'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAppearanceResponse,
  TAppearanceSettings,
  TIndicatorResponse,
  TUpdateCustomBasicInput,
} from '@/lib/appearance/schemas';
import { appearanceKeys, appearancePaths } from '@/lib/client/appearance-keys';
import { apiFetch } from '@/lib/client/fetcher';
import { STALE } from '@/lib/client/stale';

/** The tenant's appearance settings, as the panel edits them. */
export function useAppearanceSettings(tenantId: string) {
  return useQuery({
    queryKey: appearanceKeys.settings(tenantId),
    queryFn: async () => (await apiFetch<TAppearanceResponse>(appearancePaths.settings(tenantId))).data.data,
    staleTime: STALE.hour,
  });
}

/** POST updateCustomBasic with the fields given; the answer replaces the cached settings. */
export function useUpdateAppearance(tenantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<TUpdateCustomBasicInput, 'tenant_id'>) =>
      (
        await apiFetch<TAppearanceResponse>(appearancePaths.update, {
          method: 'POST',
          body: { tenant_id: tenantId, ...body },
        })
      ).data.data,
    onSuccess: (settings) => qc.setQueryData(appearanceKeys.settings(tenantId), settings),
  });
}

export type Indicator = 'course' | 'module';

/** POST toggle-course-page-indicator / toggle-module-page-indicator; answers the server's message. */
export function useToggleIndicator(tenantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ which, value }: { which: Indicator; value: boolean }) =>
      apiFetch<TIndicatorResponse>(
        which === 'course' ? appearancePaths.courseIndicator : appearancePaths.moduleIndicator,
        {
          method: 'POST',
          body: which === 'course' ? { course_page_indicator: value } : { module_page_indicator: value },
        },
      ),
    onSuccess: (res) =>
      qc.setQueryData<TAppearanceSettings>(appearanceKeys.settings(tenantId), (old) =>
        old ? { ...old, ...res.data } : old,
      ),
  });
}
