'use client';

import { useQuery } from '@tanstack/react-query';
import { frameKeys } from '@/lib/client/frame-keys';
import { STALE } from '@/lib/client/stale';
import { frameApi } from '@/lib/frame/api';

/** Footer and SEO settings of the tenant, read by both panels; saves write the answer back here. */
export function useFrameSettings(tenantId: string) {
  return useQuery({
    queryKey: frameKeys.settings(tenantId),
    queryFn: () => frameApi.settings(tenantId),
    staleTime: STALE.hour,
  });
}
