'use client';

import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from '@/components/i18n/lite-intl';
import { Radio } from '@/components/icons/radio';
import { apiFetch } from '@/lib/client/fetcher';
import { livesKeys } from '@/lib/client/lives-keys';
import { useShellQuery } from '@/lib/client/use-shell-query';
import { LIVE_POLL_MS, liveUrl } from '@/lib/lives/links';
import type { THasLive } from '@/lib/lives/schemas';

/**
 * The header's 'Ao vivo' alert: shown while a live the member may watch is on (GET /api/platform/has-live).
 * `initial`: the answer when the page was rendered, so a page load asks again only after LIVE_POLL_MS.
 */
export function LiveAlert({ initial }: { initial?: THasLive }) {
  const t = useTranslations('lives');
  // in every student page, without TanStack Query in the first load (decision 262)
  const { data } = useShellQuery({
    queryKey: livesKeys.hasLive(),
    queryFn: () => apiFetch<THasLive>('/api/platform/has-live'),
    initialData: initial,
    refetchInterval: LIVE_POLL_MS,
    staleTime: LIVE_POLL_MS,
  });
  if (!data?.show_live_alert || !data.live_id) return null;
  return (
    <AppLink
      href={liveUrl(data.live_id)}
      data-testid="live-alert"
      aria-label={t('alertLabel')}
      className="inline-flex h-9 shrink-0 items-center gap-1 rounded-full bg-red-600 px-2 text-sm font-semibold whitespace-nowrap sm:gap-1.5 sm:px-3 text-white hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <Radio aria-hidden className="h-4 w-4 motion-safe:animate-pulse" />
      {t('alert')}
    </AppLink>
  );
}
