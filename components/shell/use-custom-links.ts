'use client';

import { apiFetch } from '@/lib/client/fetcher';
import { queryKeys } from '@/lib/client/keys';
import { STALE } from '@/lib/client/stale';
import { useShellQuery } from '@/lib/client/use-shell-query';
import type { TShellLink, TShellLinksResponse } from '@/lib/shell/schemas';

export const linksPath = (tenantId: string) =>
  `/api/auth/config/plataforma/links/index/${encodeURIComponent(tenantId)}`;

/**
 * The tenant's custom header links. The server render passes them as initial data; the header
 * panel's mutations invalidate queryKeys.shell.links(tenantId) to refresh the header in place (the panel
 * loads the query layer, and useShellQuery moves onto it; decision 262).
 */
export function useCustomLinks(tenantId: string, initial: TShellLink[]) {
  return useShellQuery({
    queryKey: queryKeys.shell.links(tenantId),
    queryFn: async () => (await apiFetch<TShellLinksResponse>(linksPath(tenantId))).data.data,
    initialData: initial,
    staleTime: STALE.hour,
  });
}
