'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { Eraser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/client/fetcher';
import { gamificationApi, useRankingStatus, useToggleRanking } from '@/lib/client/gamification-api';
import { gamificationKeys } from '@/lib/client/gamification-keys';
import { LoadError, SectionHeader, SwitchRow } from './parts';

/** Ranking: show the ranking panel (needs communities) and clear everybody's points after a confirmation. */
export function RankingSection({ tenantId, onBack }: { tenantId: string; onBack: () => void }) {
  const t = useTranslations('gamificationPanel');
  const tg = useTranslations('gamification');
  const qc = useQueryClient();
  const status = useRankingStatus(tenantId);
  const toggle = useToggleRanking(tenantId);
  const [confirm, setConfirm] = useState(false);
  const [resetting, setResetting] = useState(false);

  const onToggle = (on: boolean) =>
    toggle.mutate(on, {
      onSuccess: () => toast.success(tg(on ? 'rankingOn' : 'rankingOff')),
      onError: () => toast.error(tg('rankingError')),
    });

  const reset = async () => {
    setResetting(true);
    try {
      const res = await gamificationApi.resetRanking(tenantId);
      toast.success(res?.message || t('ranking.resetDone'));
      setConfirm(false);
      void qc.invalidateQueries({ queryKey: gamificationKeys.all });
    } catch (err) {
      toast.error(isApiError(err) && err.message ? err.message : t('ranking.resetFailed'));
    } finally {
      setResetting(false);
    }
  };

  let body;
  if (status.isPending) body = <Skeleton className="h-24 w-full" data-testid="ranking-loading" />;
  else if (status.isError) body = <LoadError onRetry={() => status.refetch()} testId="ranking-error" />;
  else {
    const hasCommunities = !!status.data.has_communities;
    body = (
      <div className="space-y-6">
        <div className="rounded-md border border-white/10 p-3">
          <SwitchRow
            label={t('ranking.show')}
            checked={!!status.data.show_ranking}
            onChange={onToggle}
            disabled={!hasCommunities || toggle.isPending}
            testId="ranking-toggle"
          />
          <p className="mt-1 text-xs opacity-70">
            {hasCommunities ? t('ranking.showHint') : t('ranking.noCommunities')}
          </p>
        </div>
        <div className="rounded-md border border-white/10 p-3">
          <p className="text-sm font-medium">{t('ranking.resetTitle')}</p>
          <p className="mb-3 mt-1 text-xs opacity-70">{t('ranking.resetHint')}</p>
          <Button variant="danger" size="sm" onClick={() => setConfirm(true)} data-testid="ranking-reset">
            <Eraser aria-hidden className="h-4 w-4" />
            {t('ranking.reset')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <section data-testid="gamification-ranking">
      <SectionHeader title={t('menu.ranking')} onBack={onBack} />
      {body}
      <Dialog open={confirm} onOpenChange={(open) => !open && !resetting && setConfirm(false)}>
        <DialogContent data-testid="ranking-reset-dialog">
          <DialogHeader>
            <DialogTitle>{t('ranking.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('ranking.confirmText')}</DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirm(false)} disabled={resetting}>
              {t('no')}
            </Button>
            <Button variant="danger" onClick={reset} disabled={resetting} data-testid="ranking-reset-confirm">
              {t('ranking.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
