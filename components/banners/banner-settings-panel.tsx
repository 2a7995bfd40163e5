'use client';

import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useRouter } from 'next/navigation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Loader2, Plus } from 'lucide-react';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import { useOptimisticMutation } from '@/components/ui/use-optimistic-mutation';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { bannerApi } from '@/lib/banners/api';
import {
  BANNER_TRANSITIONS,
  ZBannerSettingsForm,
  type TBanner,
  type TBannerSettingsForm,
} from '@/lib/banners/schemas';
import { bannerKeys } from '@/lib/client/banner-keys';
import { STALE } from '@/lib/client/stale';
import { BannerDialog } from './banner-dialog';
import { DeleteBannerDialog } from './delete-banner-dialog';
import { SortableBannerList } from './sortable-banner-list';

/** 'Banner principal' (SPEC 2.9): Settings, Ordering and Save; then /homepage after 3 s. */
export default function BannerSettingsPanel(_props: PanelProps) {
  const t = useTranslations('banners');
  const settings = useQuery({
    queryKey: bannerKeys.settings(),
    queryFn: bannerApi.settings,
    staleTime: STALE.halfHour,
  });
  const tenantId = settings.data?.tenant_id;

  if (settings.isPending)
    return (
      <div className="flex flex-col gap-3" aria-busy data-testid="banner-panel-loading">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (settings.isError || !tenantId)
    return (
      <LoadError message={settings.error?.message || t('loadFailed')} retry={() => settings.refetch()} />
    );
  return <PanelBody tenantId={tenantId} initial={settings.data} />;
}

function LoadError({ message, retry }: { message: string; retry: () => void }) {
  const t = useTranslations('banners');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm" data-testid="banner-panel-error">
      <p className="text-red-300">{message}</p>
      <Button size="sm" variant="secondary" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}

function PanelBody({
  tenantId,
  initial,
}: {
  tenantId: string;
  initial: {
    banner_custom_transition_type: 'normal' | 'fade';
    banner_custom_autoplay: 0 | 1;
    banner_custom_autoplay_time: number;
  };
}) {
  const t = useTranslations('banners');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TBanner | null>(null);

  const list = useQuery({
    queryKey: bannerKeys.list(tenantId),
    queryFn: () => bannerApi.list(tenantId),
    staleTime: STALE.halfHour,
  });

  const order = useOptimisticMutation({
    queryKey: bannerKeys.list(tenantId),
    mutationFn: (next: TBanner[]) =>
      bannerApi.order(
        tenantId,
        next.map((b) => b.id),
      ),
    apply: (_current: TBanner[] | undefined, next) => next,
    onError: () => toast.error(t('orderFailed')),
    onSuccess: (saved) => qc.setQueryData(bannerKeys.list(tenantId), saved),
  });

  const form = useForm<TBannerSettingsForm>({
    resolver: zodResolver(ZBannerSettingsForm),
    defaultValues: {
      banner_custom_transition_type: initial.banner_custom_transition_type,
      banner_custom_autoplay: initial.banner_custom_autoplay === 1,
      banner_custom_autoplay_time: initial.banner_custom_autoplay_time,
    },
  });
  const autoplay = useWatch({ control: form.control, name: 'banner_custom_autoplay' });
  const router = useRouter();

  const save = useMutation({
    mutationFn: (v: TBannerSettingsForm) =>
      bannerApi.saveSettings({
        ...v,
        banner_custom_autoplay: v.banner_custom_autoplay ? 1 : 0,
        tenant_id: tenantId,
      }),
    onSuccess: (saved) => {
      qc.setQueryData(bannerKeys.settings(), saved);
      toast.success(t('settingsSaved'));
      // Issue 54 (ADR 0284): the drawer stays open where SPEC 9 went to /homepage after 3 s; the hero is
      // rendered on the server, so the page refreshes around the drawer to read the new settings.
      router.refresh();
    },
    onError: () => toast.error(t('settingsFailed')),
  });

  const timeError = form.formState.errors.banner_custom_autoplay_time?.message;
  // The dialogs stay outside the form: React events bubble through portals, and their submits must not
  // submit the settings.
  return (
    <>
      <form
        className="flex flex-col gap-6"
        data-testid="banner-settings"
        noValidate
        onSubmit={form.handleSubmit((v) => save.mutate(v))}
      >
        <section className="flex flex-col gap-4">
          <h3 className="text-sm font-semibold uppercase opacity-70">{t('settingsTitle')}</h3>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('transitionType')}</legend>
            <div className="flex gap-4">
              {BANNER_TRANSITIONS.map((tr) => (
                <label key={tr} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value={tr}
                    data-testid={`banner-transition-${tr}`}
                    className="accent-[var(--color-primary)]"
                    {...form.register('banner_custom_transition_type')}
                  />
                  {t(`transition.${tr}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex items-center justify-between gap-4">
            <label htmlFor="banner-autoplay" className="text-sm font-medium">
              {t('autoplay')}
            </label>
            <Controller
              control={form.control}
              name="banner_custom_autoplay"
              render={({ field }) => (
                <Switch
                  id="banner-autoplay"
                  data-testid="banner-autoplay"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </div>
          <div>
            <label htmlFor="banner-autoplay-time" className="mb-1.5 block text-sm font-medium">
              {t('autoplayTime')}
            </label>
            {/* A Controller keeps the value while the input is disabled (RHF drops disabled inputs). */}
            <Controller
              control={form.control}
              name="banner_custom_autoplay_time"
              render={({ field }) => (
                <input
                  id="banner-autoplay-time"
                  type="number"
                  min={1}
                  max={60}
                  disabled={!autoplay}
                  data-testid="banner-autoplay-time"
                  aria-invalid={timeError ? true : undefined}
                  className="h-10 w-28 rounded-md border border-white/20 bg-black/30 px-3 disabled:opacity-50"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={Number.isFinite(field.value) ? field.value : ''}
                  onChange={(e) =>
                    field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
                  }
                />
              )}
            />
            {timeError && <p className="mt-1 text-sm text-red-300">{tAll(timeError)}</p>}
          </div>
        </section>

        <section className="flex flex-col gap-3">
          <div className="flex items-center justify-between">
            <h3 className="text-sm font-semibold uppercase opacity-70">{t('orderingTitle')}</h3>
            <Button size="sm" onClick={() => setDialog('new')} data-testid="banner-new">
              <Plus aria-hidden className="h-4 w-4" />
              {t('newBanner')}
            </Button>
          </div>
          <p className="text-xs opacity-60">{t('orderingHint')}</p>
          {list.isPending ? (
            <div className="flex flex-col gap-2" aria-busy>
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : list.isError ? (
            <LoadError message={list.error.message || t('loadFailed')} retry={() => list.refetch()} />
          ) : list.data.length === 0 ? (
            <p
              className="rounded-md border border-dashed border-white/20 p-4 text-center text-sm opacity-70"
              data-testid="banner-empty"
            >
              {t('empty')}
            </p>
          ) : (
            <SortableBannerList
              banners={list.data}
              onReorder={(next) => order.mutate(next)}
              onEdit={(b) => setDialog(b.id)}
              onRemove={setRemoving}
            />
          )}
        </section>

        <div className="sticky bottom-0 flex flex-col gap-2 bg-inherit pt-2">
          <Button type="submit" disabled={save.isPending} data-testid="banner-settings-save">
            {save.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
      <BannerDialog tenantId={tenantId} target={dialog} onClose={() => setDialog(null)} />
      <DeleteBannerDialog tenantId={tenantId} banner={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
