'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TLoginPageGetResponse,
  TLoginPageInput,
  TLoginPageUpdateResponse,
} from '@/lib/login-page/schemas';
import { apiFetch } from '@/lib/client/fetcher';
import { loginPageKeys, loginPagePaths } from '@/lib/client/login-page-keys';
import { STALE } from '@/lib/client/stale';

/** The login page settings, the redirect targets and the brand the preview shows. */
export function useLoginPageSettings(tenantId: string) {
  return useQuery({
    queryKey: loginPageKeys.settings(tenantId),
    queryFn: async () => (await apiFetch<TLoginPageGetResponse>(loginPagePaths.settings(tenantId))).data,
    // SPEC 9: configuration reads are cached for an hour; a save replaces the cached settings.
    staleTime: STALE.hour,
  });
}

/** POST loginPage/update with the whole form; the answer replaces the cached settings. */
export function useUpdateLoginPage(tenantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TLoginPageInput, 'tenant_id'>) =>
      apiFetch<TLoginPageUpdateResponse>(loginPagePaths.update, {
        method: 'POST',
        body: { tenant_id: tenantId, ...body },
      }),
    onSuccess: (res) =>
      qc.setQueryData<TLoginPageGetResponse['data']>(loginPageKeys.settings(tenantId), (old) =>
        old ? { ...old, settings: res.data } : old,
      ),
  });
}
