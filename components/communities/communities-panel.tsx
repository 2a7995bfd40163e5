'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Plus, Sparkles } from 'lucide-react';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import { useOptimisticMutation } from '@/components/ui/use-optimistic-mutation';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import {
  communitiesApi,
  useCommunities,
  useCommunityConfig,
  useCommunitySettings,
  type TCommunityListItem,
  type TCommunitySettings,
} from '@/lib/client/communities-api';
import { communityAdminKeys } from '@/lib/client/community-admin-keys';
import { CommunityDrawer, type DrawerTarget } from './community-drawer';
import { DeleteCommunityDialog } from './delete-community-dialog';
import { LoadError } from './form-parts';
import { SortableCommunityList } from './sortable-community-list';

/** The 'Comunidade' sub-panel (SPEC.md 2.6): general settings, promo card, ordered list, drawers. */
export default function CommunitiesPanel({ tenantId }: PanelProps) {
  const t = useTranslations('communityPanel');
  const [drawer, setDrawer] = useState<DrawerTarget | null>(null);
  const [removing, setRemoving] = useState<TCommunityListItem | null>(null);

  return (
    <div className="flex flex-col gap-6" data-testid="community-panel">
      <GeneralSettings tenantId={tenantId} />
      <PromoCard tenantId={tenantId} onOpen={setDrawer} />
      <section className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <h3 className="text-sm font-semibold uppercase opacity-70">{t('listTitle')}</h3>
          <Button
            size="sm"
            onClick={() => setDrawer({ version: 2, id: null })}
            data-testid="community-create"
          >
            <Plus aria-hidden className="h-4 w-4" />
            {t('create')}
          </Button>
        </div>
        <CommunityList
          tenantId={tenantId}
          onEdit={(c) => setDrawer({ version: c.version === 1 ? 1 : 2, id: c.id })}
          onRemove={setRemoving}
        />
      </section>
      <CommunityDrawer
        tenantId={tenantId}
        target={drawer}
        onSwitch={setDrawer}
        onClose={() => setDrawer(null)}
      />
      <DeleteCommunityDialog tenantId={tenantId} community={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function CommunityList({
  tenantId,
  onEdit,
  onRemove,
}: {
  tenantId: string;
  onEdit: (c: TCommunityListItem) => void;
  onRemove: (c: TCommunityListItem) => void;
}) {
  const t = useTranslations('communityPanel');
  const tc = useTranslations('communities');
  const list = useCommunities(tenantId);
  const key = communityAdminKeys.list(tenantId);

  const order = useOptimisticMutation({
    mutationFn: (next: TCommunityListItem[]) =>
      communitiesApi.order(
        tenantId,
        next.map((c) => c.id),
      ),
    queryKey: key,
    apply: (_current: TCommunityListItem[] | undefined, next) => next,
    onError: () => toast.error(tc('orderFailed')),
    onSuccess: () => toast.success(tc('orderSaved')),
  });

  if (list.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy data-testid="community-list-loading">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  if (list.isError) return <LoadError testId="community-list-error" onRetry={() => list.refetch()} />;
  if (list.data.length === 0)
    return (
      <p
        className="rounded-md border border-dashed border-white/20 p-4 text-center text-sm opacity-70"
        data-testid="community-empty"
      >
        {t('empty')}
      </p>
    );
  return (
    <SortableCommunityList
      tenantId={tenantId}
      communities={list.data}
      onReorder={(next) => order.mutate(next)}
      onEdit={onEdit}
      onRemove={onRemove}
    />
  );
}

function GeneralSettings({ tenantId }: { tenantId: string }) {
  const t = useTranslations('communityPanel');
  const tc = useTranslations('communities');
  const settings = useCommunitySettings(tenantId);
  const qc = useQueryClient();
  const router = useRouter();
  const sKey = communityAdminKeys.settings(tenantId);
  const lKey = communityAdminKeys.list(tenantId);

  // Enabling/disabling all sets every community's flag locally at once (SPEC 4), reverted on failure.
  const active = useOptimisticMutation({
    queryKey: sKey,
    mutationFn: (on: boolean) => communitiesApi.activeAll(on),
    apply: (current: TCommunitySettings | undefined, on) =>
      current && { ...current, active: (on ? 1 : 0) as 0 | 1 },
    also: [
      {
        queryKey: lKey,
        apply: (current, on) =>
          (current as TCommunityListItem[] | undefined)?.map((c) => ({ ...c, is_enabled: on })),
      },
    ],
    onError: () => toast.error(tc('changeFailed')),
    onSuccess: (_a, on) => {
      toast.success(on ? tc('allActivated') : tc('allDeactivated'));
      // Every community's 'Ativa' changed: a form opened before must not show, or save back, the old one.
      qc.removeQueries({ queryKey: [...communityAdminKeys.all, 'detail'] });
      qc.removeQueries({ queryKey: [...communityAdminKeys.all, 'old-detail', tenantId] });
    },
  });

  const showPage = useOptimisticMutation({
    queryKey: sKey,
    mutationFn: (on: boolean) => communitiesApi.showPage(on),
    apply: (current: TCommunitySettings | undefined, on) =>
      current && { ...current, show_communities_page: (on ? 1 : 0) as 0 | 1 },
    onError: () => toast.error(tc('changeFailed')),
    onSuccess: () => {
      toast.success(tc('showPageUpdated'));
      router.refresh(); // the header's Comunidades link follows the switch (SPEC 6)
    },
  });

  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold uppercase opacity-70">{t('generalTitle')}</h3>
      {settings.isPending ? (
        <Skeleton className="h-24 w-full" data-testid="community-settings-loading" />
      ) : settings.isError ? (
        <LoadError testId="community-settings-error" onRetry={() => settings.refetch()} />
      ) : (
        <div className="flex flex-col divide-y divide-white/10 rounded-md border border-white/10">
          <label className="flex items-center justify-between gap-3 px-3 py-3 text-sm">
            <span>
              <span className="block font-medium">{t('activeAll')}</span>
              <span className="block text-xs opacity-60">{t('activeAllHint')}</span>
            </span>
            <Switch
              data-testid="community-active-all"
              checked={settings.data.active === 1}
              disabled={active.isPending}
              onCheckedChange={(on) => active.mutate(on)}
            />
          </label>
          <label className="flex items-center justify-between gap-3 px-3 py-3 text-sm">
            <span>
              <span className="block font-medium">{t('showPage')}</span>
              <span className="block text-xs opacity-60">{t('showPageHint')}</span>
            </span>
            <Switch
              data-testid="community-show-page"
              checked={settings.data.show_communities_page === 1}
              disabled={showPage.isPending}
              onCheckedChange={(on) => showPage.mutate(on)}
            />
          </label>
        </div>
      )}
    </section>
  );
}

function PromoCard({ tenantId, onOpen }: { tenantId: string; onOpen: (t: DrawerTarget) => void }) {
  const t = useTranslations('communityPanel');
  const config = useCommunityConfig(tenantId);
  return (
    <section
      className="flex flex-col gap-2 rounded-md border border-primary/40 bg-primary/10 p-4"
      data-testid="community-promo"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden className="h-4 w-4" />
        {t('promoTitle')}
      </p>
      <p className="text-sm opacity-80">{t('promoBody')}</p>
      {config.isPending ? (
        <Skeleton className="h-8 w-40" />
      ) : config.isError ? (
        <LoadError testId="community-promo-error" onRetry={() => config.refetch()} />
      ) : config.data ? (
        <Button
          size="sm"
          className="self-start"
          data-testid="community-promo-edit"
          onClick={() => onOpen({ version: 2, id: config.data!.id })}
        >
          {t('promoEdit')}
        </Button>
      ) : (
        <Button
          size="sm"
          className="self-start"
          data-testid="community-promo-discover"
          onClick={() => onOpen({ version: 2, id: null })}
        >
          {t('promoDiscover')}
        </Button>
      )}
    </section>
  );
}
