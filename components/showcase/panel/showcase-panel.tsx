'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowUpDown, Check, Plus } from 'lucide-react';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import { useOptimisticMutation } from '@/components/ui/use-optimistic-mutation';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { showcaseApi, useCarousels, useShowcaseSettings, useTenantId } from '@/lib/client/showcase-api';
import { showcaseKeys } from '@/lib/client/showcase-keys';
import type { TShowcaseSettings } from '@/lib/showcase/schemas';
import { CarouselList } from './carousel-list';
import { CarouselModal } from './carousel-modal';

// The Vitrine sub-panel (SPEC.md sections 2.13 and 4): system carousel switches, blocked content,
// the carousels (accordion, menu, reordering) and the carousel modal.

type SwitchKey =
  | 'show_carrousel_continue_class'
  | 'show_carrousel_continue_module'
  | 'show_carrousel_continue_course'
  | 'show_carrousel_highlight'
  | 'mylist_status'
  | 'show_blocked_content';

export function ShowcasePanel(_props: PanelProps) {
  const t = useTranslations('showcase');
  const router = useRouter();
  const qc = useQueryClient();
  const tenantId = useTenantId();
  const settings = useShowcaseSettings(tenantId);
  const carousels = useCarousels(tenantId);
  const [ordering, setOrdering] = useState(false);
  const [modal, setModal] = useState<{ open: boolean; id: string | null }>({ open: false, id: null });

  const toggle = useOptimisticMutation({
    queryKey: showcaseKeys.settings(tenantId!),
    mutationFn: async ({ key, on }: { key: SwitchKey; on: boolean }): Promise<unknown> => {
      if (key === 'show_blocked_content') return showcaseApi.showAllContent(tenantId!, on);
      if (key === 'mylist_status') return showcaseApi.myListStats(tenantId!, on);
      return showcaseApi.saveSettings({ tenant_id: tenantId!, [key]: on });
    },
    apply: (current: TShowcaseSettings | undefined, { key, on }) =>
      current && { ...current, [key]: on ? 1 : 0 },
    onError: () => toast.error(t('statusError')),
    onSuccess: () => {
      toast.success(t('statusSaved'));
      router.refresh();
    },
  });

  // SPEC 2.13's three tabs, with the platform's two other "continue" carousels (SPEC 3 "Platform settings":
  // show_carrousel_continue_module / _course) beside the lessons' one (decision 435).
  const rows: { key: SwitchKey; label: string; testId: string }[] = [
    { key: 'show_carrousel_continue_class', label: t('tabs.continue'), testId: 'showcase-switch-continue' },
    {
      key: 'show_carrousel_continue_module',
      label: t('system.continueModules'),
      testId: 'showcase-switch-continue-modules',
    },
    {
      key: 'show_carrousel_continue_course',
      label: t('system.continueCourses'),
      testId: 'showcase-switch-continue-courses',
    },
    { key: 'show_carrousel_highlight', label: t('tabs.trending'), testId: 'showcase-switch-trending' },
    { key: 'mylist_status', label: t('tabs.myList'), testId: 'showcase-switch-mylist' },
  ];

  return (
    <div className="flex flex-col gap-6" data-testid="showcase-panel">
      <section>
        <h3 className="mb-2 text-sm font-semibold uppercase opacity-70">{t('panel.systemTitle')}</h3>
        {settings.isPending ? (
          <Skeleton className="h-28 w-full" />
        ) : settings.isError ? (
          <ErrorState onRetry={() => settings.refetch()} />
        ) : (
          <div
            data-testid="showcase-system-tabs"
            className="flex flex-col divide-y divide-white/10 rounded-md border border-white/10"
          >
            {rows.map((r) => (
              <label key={r.key} className="flex items-center justify-between gap-3 px-3 py-3 text-sm">
                <span>{r.label}</span>
                <Switch
                  data-testid={r.testId}
                  checked={settings.data[r.key] === 1}
                  onCheckedChange={(on) => toggle.mutate({ key: r.key, on })}
                />
              </label>
            ))}
          </div>
        )}
      </section>

      <section>
        <label className="flex items-center justify-between gap-3 rounded-md border border-white/10 px-3 py-3 text-sm">
          <span>
            <span className="block font-medium">{t('panel.blockedContent')}</span>
            <span className="block text-xs opacity-70">{t('panel.blockedContentHint')}</span>
          </span>
          <Switch
            data-testid="showcase-switch-blocked"
            disabled={!settings.data}
            checked={settings.data?.show_blocked_content === 1}
            onCheckedChange={(on) => toggle.mutate({ key: 'show_blocked_content', on })}
          />
        </label>
      </section>

      <section className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold uppercase opacity-70">{t('panel.carousels')}</h3>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            data-testid="showcase-order-toggle"
            disabled={!carousels.data?.length}
            onClick={() => setOrdering((o) => !o)}
          >
            {ordering ? (
              <Check aria-hidden className="h-4 w-4" />
            ) : (
              <ArrowUpDown aria-hidden className="h-4 w-4" />
            )}
            {ordering ? t('panel.orderDone') : t('panel.order')}
          </Button>
          <Button size="sm" data-testid="showcase-new" onClick={() => setModal({ open: true, id: null })}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('panel.newCarousel')}
          </Button>
        </div>
        {carousels.isPending || !tenantId ? (
          <div className="flex flex-col gap-2" data-testid="showcase-loading">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : carousels.isError ? (
          <ErrorState onRetry={() => carousels.refetch()} />
        ) : carousels.data.length === 0 ? (
          <p
            data-testid="showcase-empty-list"
            className="rounded-md border border-dashed border-white/20 p-6 text-center text-sm opacity-70"
          >
            {t('panel.empty')}
          </p>
        ) : (
          <CarouselList
            tenantId={tenantId}
            carousels={carousels.data}
            ordering={ordering}
            onEdit={(id) => setModal({ open: true, id })}
            onChanged={() => router.refresh()}
          />
        )}
      </section>

      {tenantId && (
        <CarouselModal
          tenantId={tenantId}
          open={modal.open}
          carouselId={modal.id}
          onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
          onSaved={() => {
            void qc.invalidateQueries({ queryKey: showcaseKeys.carousels(tenantId) });
            router.refresh();
          }}
        />
      )}
    </div>
  );
}

function ErrorState({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('showcase.panel');
  return (
    <div
      role="alert"
      className="flex items-center justify-between gap-2 rounded-md border border-red-500/40 p-3 text-sm"
    >
      <span>{t('loadError')}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
