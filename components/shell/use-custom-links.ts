'use client';

import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/fetcher';
import { queryKeys } from '@/lib/client/keys';
import { STALE } from '@/lib/client/stale';
import type { TShellLink, TShellLinksResponse } from '@/lib/shell/schemas';

export const linksPath = (tenantId: string) =>
  `/api/auth/config/plataforma/links/index/${encodeURIComponent(tenantId)}`;

/**
 * The tenant's custom header links. The server render passes them as initial data; the header
 * panel's mutations invalidate queryKeys.shell.links(tenantId) to refresh the header in place.
 */
export function useCustomLinks(tenantId: string, initial: TShellLink[]) {
  return useQuery({
    queryKey: queryKeys.shell.links(tenantId),
    queryFn: async () => (await apiFetch<TShellLinksResponse>(linksPath(tenantId))).data.data,
    initialData: initial,
    staleTime: STALE.hour,
  });
}
