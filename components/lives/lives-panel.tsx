'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { PanelProps } from '@/components/panel/types';
import { PanelError, PanelLoading } from '@/components/frame/panel-states';
import { apiFetch } from '@/lib/client/fetcher';
import { livesKeys } from '@/lib/client/lives-keys';
import { fetchSelectableProducts } from '@/lib/client/products-api';
import type { TLive } from '@/lib/lives/schemas';
import { LiveScheduler } from './live-scheduler';

type Lists = { lives: TLive[]; products: { id: string; title: string }[] };

/**
 * 'Ao vivo' in the edit drawer (issue 54, ADR 0289): the /live scheduler, schedule, edit and delete, from
 * any page. Its lists are read here (the page's server render is not at hand) and read again after each
 * change; archived products are not offered, as in every other picker.
 */
export default function LivesPanel(_: PanelProps) {
  const t = useTranslations('lives');
  const query = useQuery({
    queryKey: livesKeys.panel(),
    queryFn: async (): Promise<Lists> => {
      const [lives, products] = await Promise.all([
        apiFetch<{ data: TLive[] }>('/api/auth/lives'),
        fetchSelectableProducts(),
      ]);
      return {
        lives: lives.data,
        products: products.filter((p) => p.status === 'active').map(({ id, title }) => ({ id, title })),
      };
    },
  });
  const lists = query.data;

  return (
    <div data-testid="lives-panel">
      {query.isError ? (
        <PanelError
          message={t('panelLoadFailed')}
          retry={() => void query.refetch()}
          testId="lives-panel-error"
        />
      ) : lists ? (
        <LiveScheduler
          lives={lists.lives}
          products={lists.products}
          compact
          onChanged={() => void query.refetch()}
        />
      ) : (
        <PanelLoading label={t('panelLoading')} testId="lives-panel-loading" />
      )}
    </div>
  );
}
