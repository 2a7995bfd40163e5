'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { Gift, Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { gamificationApi, useRewards, type TRewardView } from '@/lib/client/gamification-api';
import { gamificationPanelKeys } from '@/lib/client/gamification-panel-keys';
import { DELIVERY_ICONS, serverError } from './delivery';
import { ConfirmDeleteDialog, ListSkeleton, LoadError, SectionHeader, truncate } from './parts';
import { RewardForm } from './reward-form';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; reward: TRewardView };

/** Recompensa: the rewards (newest first), the create/edit forms and the delete confirmation. */
export function RewardsSection({ tenantId, onBack }: { tenantId: string; onBack: () => void }) {
  const t = useTranslations('gamificationPanel');
  const tg = useTranslations('gamification');
  const qc = useQueryClient();
  const rewards = useRewards(tenantId);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [toDelete, setToDelete] = useState<TRewardView | null>(null);
  const list = useMemo(() => (rewards.data ? [...rewards.data].reverse() : []), [rewards.data]);

  if (mode.kind !== 'list')
    return (
      <RewardForm
        tenantId={tenantId}
        reward={mode.kind === 'edit' ? mode.reward : undefined}
        onDone={() => setMode({ kind: 'list' })}
      />
    );

  const remove = async () => {
    if (!toDelete) return;
    try {
      await gamificationApi.deleteReward(tenantId, toDelete.id);
      toast.success(tg('rewardDeleted'));
      setToDelete(null);
      await qc.invalidateQueries({ queryKey: gamificationPanelKeys.rewards(tenantId) });
    } catch (err) {
      toast.error(serverError(err, tg('rewardDeleteError')));
    }
  };

  let body;
  if (rewards.isPending) body = <ListSkeleton testId="rewards-loading" />;
  else if (rewards.isError) body = <LoadError onRetry={() => rewards.refetch()} testId="rewards-error" />;
  else if (list.length === 0)
    body = (
      <div
        className="flex flex-col items-center gap-2 rounded-md border border-dashed border-white/20 p-6 text-center"
        data-testid="rewards-empty"
      >
        <Gift aria-hidden className="h-8 w-8 opacity-60" />
        <p className="text-sm font-medium">{t('rewards.emptyTitle')}</p>
        <p className="text-xs opacity-70">{t('rewards.emptyText')}</p>
      </div>
    );
  else
    body = (
      <>
        <p className="mb-2 text-xs font-semibold uppercase opacity-60">{t('rewards.listing')}</p>
        <ul className="flex flex-col gap-2" data-testid="rewards-list">
          {list.map((r) => {
            const Icon = DELIVERY_ICONS[r.delivery_type] ?? Gift;
            return (
              <li
                key={r.id}
                data-testid="reward-item"
                className="flex items-center gap-3 rounded-md border border-white/10 px-3 py-2"
              >
                <Icon
                  aria-label={tg(`delivery.${r.delivery_type}`)}
                  className="h-5 w-5 shrink-0 opacity-80"
                  data-testid="reward-item-icon"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" title={r.name} data-testid="reward-item-name">
                    {truncate(r.name)}
                  </p>
                  <p className="text-xs opacity-70" data-testid="reward-item-type">
                    {tg(`criteria.${r.reward_type}`)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('edit')}
                  onClick={() => setMode({ kind: 'edit', reward: r })}
                  data-testid="reward-edit"
                >
                  <Pencil aria-hidden className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('remove')}
                  onClick={() => setToDelete(r)}
                  data-testid="reward-delete"
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      </>
    );

  return (
    <section data-testid="gamification-rewards">
      <SectionHeader
        title={t('menu.rewards')}
        onBack={onBack}
        action={
          <Button size="sm" onClick={() => setMode({ kind: 'create' })} data-testid="reward-new">
            <Plus aria-hidden className="h-4 w-4" />
            {t('rewards.new')}
          </Button>
        }
      />
      {body}
      <ConfirmDeleteDialog
        open={!!toDelete}
        title={t('rewards.confirmTitle')}
        text={t('rewards.confirmText')}
        testId="reward-delete"
        onClose={() => setToDelete(null)}
        onConfirm={remove}
      />
    </section>
  );
}
