'use client';

import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Accordion, Tabs } from 'radix-ui';
import { ChevronDown, Loader2 } from 'lucide-react';
import { TextField } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { bannerApi } from '@/lib/banners/api';
import {
  BANNER_CROPS,
  BANNER_FONTS,
  BANNER_STYLE_PARTS,
  BANNER_SUBTITLE_MAX,
  BANNER_WEIGHTS,
  ZBannerForm,
  ZBannerFormFields,
  type TBanner,
  type TBannerForm,
  type TBannerFormInput,
} from '@/lib/banners/schemas';
import { bannerKeys } from '@/lib/client/banner-keys';
import { STALE } from '@/lib/client/stale';
import { cn } from '@/lib/client/cn';
import { ImageField, VideoField } from './media-fields';

type Form = UseFormReturn<TBannerFormInput, unknown, TBannerForm>;

const EMPTY: TBannerFormInput = ZBannerFormFields.parse({});

function fromBanner(b: TBanner): TBannerFormInput {
  const { id: _id, tenant_id: _t, order: _o, url_primary, ...rest } = b;
  // The server only answers fonts of the list; the form's type narrows them.
  return { ...rest, url_primary: url_primary ?? '' } as TBannerFormInput;
}

interface BannerDialogProps {
  tenantId: string;
  /** null: closed; 'new': create; an id: edit (the banner is loaded first) */
  target: string | null;
  onClose: () => void;
}

export function BannerDialog({ tenantId, target, onClose }: BannerDialogProps) {
  const t = useTranslations('banners');
  const editId = target && target !== 'new' ? target : null;
  const banner = useQuery({
    queryKey: bannerKeys.one(tenantId, editId ?? ''),
    queryFn: () => bannerApi.get(tenantId, editId!),
    enabled: !!editId,
    staleTime: STALE.halfHour,
  });
  return (
    <Dialog open={!!target} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto" data-testid="banner-dialog">
        <DialogHeader>
          <DialogTitle>{editId ? t('editTitle') : t('createTitle')}</DialogTitle>
          <DialogDescription>{t('dialogDescription')}</DialogDescription>
        </DialogHeader>
        {editId && banner.isPending ? (
          <div className="flex justify-center py-10" aria-busy>
            <Loader2 aria-hidden className="h-6 w-6 animate-spin" />
          </div>
        ) : editId && banner.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {banner.error.message || t('loadFailed')}
          </p>
        ) : target ? (
          <BannerForm
            key={editId ?? 'new'}
            tenantId={tenantId}
            editId={editId}
            initial={banner.data ? fromBanner(banner.data) : EMPTY}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BannerForm({
  tenantId,
  editId,
  initial,
  onDone,
}: {
  tenantId: string;
  editId: string | null;
  initial: TBannerFormInput;
  onDone: () => void;
}) {
  const t = useTranslations('banners');
  const tv = useTranslations();
  const qc = useQueryClient();
  const [busyMedia, setBusyMedia] = useState(0);
  const form: Form = useForm<TBannerFormInput, unknown, TBannerForm>({
    resolver: zodResolver(ZBannerForm),
    defaultValues: initial,
  });

  const save = useMutation({
    mutationFn: (values: TBannerForm) =>
      editId ? bannerApi.update(tenantId, editId, values) : bannerApi.create(tenantId, values),
    onSuccess: async (saved) => {
      toast.success(t('saved'));
      qc.setQueryData(bannerKeys.one(tenantId, saved.id), saved);
      await qc.invalidateQueries({ queryKey: bannerKeys.list(tenantId) });
      onDone();
    },
    onError: (err) => toast.error(err.message || t('loadFailed')),
  });

  const err = (name: keyof TBannerFormInput) => {
    const m = form.formState.errors[name]?.message;
    return m ? tv(m) : undefined;
  };
  const watched = useWatch({ control: form.control });
  const media = (
    name: 'url_image' | 'url_image_vertical' | 'url_video' | 'url_video_vertical' | 'headline_image',
  ) => ({
    value: watched[name],
    onChange: (v: string | null) => form.setValue(name, v, { shouldDirty: true }),
    onBusy: (b: boolean) => setBusyMedia((n) => Math.max(0, n + (b ? 1 : -1))),
  });
  const subtitle = watched.subtitle ?? '';

  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate data-testid="banner-form">
      <Tabs.Root defaultValue="basic">
        <Tabs.List className="mb-4 flex gap-1 border-b border-white/10">
          {(['basic', 'fonts'] as const).map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              data-testid={`banner-tab-${tab}`}
              className="border-b-2 border-transparent px-3 py-2 text-sm font-medium opacity-70 data-[state=active]:border-primary data-[state=active]:opacity-100"
            >
              {tab === 'basic' ? t('tabBasic') : t('tabFonts')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="basic" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
          <BasicTab form={form} err={err} media={media} subtitleLength={subtitle.length} />
        </Tabs.Content>
        <Tabs.Content value="fonts" forceMount className="flex flex-col gap-2 data-[state=inactive]:hidden">
          <FontsTab form={form} media={media} />
        </Tabs.Content>
      </Tabs.Root>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending || busyMedia > 0} data-testid="banner-save">
          {save.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}

type MediaProps = (
  name: 'url_image' | 'url_image_vertical' | 'url_video' | 'url_video_vertical' | 'headline_image',
) => { value: string | null | undefined; onChange: (v: string | null) => void; onBusy: (b: boolean) => void };

function BasicTab({
  form,
  err,
  media,
  subtitleLength,
}: {
  form: Form;
  err: (n: keyof TBannerFormInput) => string | undefined;
  media: MediaProps;
  subtitleLength: number;
}) {
  const t = useTranslations('banners');
  return (
    <>
      <h3 className="text-sm font-semibold uppercase opacity-70">{t('content')}</h3>
      <TextField
        id="banner-category"
        label={t('fields.category')}
        error={err('category')}
        {...form.register('category')}
      />
      <TextField
        id="banner-title"
        testId="banner-title-input"
        label={t('fields.title')}
        error={err('title')}
        {...form.register('title')}
      />
      <div>
        <label htmlFor="banner-subtitle" className="mb-1.5 block text-sm font-medium">
          {t('fields.subtitle')}
        </label>
        <textarea
          id="banner-subtitle"
          rows={3}
          aria-invalid={err('subtitle') ? true : undefined}
          className={cn(
            'w-full rounded-md border bg-black/30 p-3 text-base',
            err('subtitle') ? 'border-red-400' : 'border-white/20',
          )}
          {...form.register('subtitle')}
        />
        <div className="mt-1 flex justify-between text-xs">
          <span className="text-red-300" role={err('subtitle') ? 'alert' : undefined}>
            {err('subtitle')}
          </span>
          <span className={subtitleLength > BANNER_SUBTITLE_MAX ? 'text-red-300' : 'opacity-60'}>
            {t('counter', { count: subtitleLength, max: BANNER_SUBTITLE_MAX })}
          </span>
        </div>
      </div>
      <TextField
        id="banner-text-button"
        label={t('fields.textButton')}
        error={err('text_button')}
        {...form.register('text_button')}
      />
      <TextField
        id="banner-url-primary"
        type="url"
        label={t('fields.urlPrimary')}
        error={err('url_primary')}
        {...form.register('url_primary')}
      />
      <h3 className="mt-2 text-sm font-semibold uppercase opacity-70">{t('media')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <ImageField
          id="banner-image-desktop"
          label={t('fields.imageDesktop')}
          crop={BANNER_CROPS.desktop}
          {...media('url_image')}
        />
        <ImageField
          id="banner-image-mobile"
          label={t('fields.imageMobile')}
          crop={BANNER_CROPS.mobile}
          {...media('url_image_vertical')}
        />
        <VideoField id="banner-video-desktop" label={t('fields.videoDesktop')} {...media('url_video')} />
        <VideoField
          id="banner-video-mobile"
          label={t('fields.videoMobile')}
          {...media('url_video_vertical')}
        />
      </div>
    </>
  );
}

const FONT_OPTIONS = BANNER_FONTS.map((f) => ({ value: f, label: f }));

const SELECT =
  'h-10 w-full rounded-md border border-white/20 bg-black/30 px-2 text-sm focus-visible:outline-2 focus-visible:outline-primary';

function FontsTab({ form, media }: { form: Form; media: MediaProps }) {
  const t = useTranslations('banners');
  return (
    <Accordion.Root type="multiple" defaultValue={['headline']} className="flex flex-col gap-2">
      {BANNER_STYLE_PARTS.map((p) => (
        <Accordion.Item key={p.part} value={p.part} className="rounded-md border border-white/10">
          <AccordionHeader label={t(`parts.${p.part}`)} testId={`banner-accordion-${p.part}`} />
          <Accordion.Content className="grid grid-cols-3 gap-3 px-3 pb-3">
            <label className="flex flex-col gap-1 text-xs">
              {t('fields.font')}
              <Controller
                control={form.control}
                name={p.font}
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    value={String(field.value ?? '')}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    options={FONT_OPTIONS}
                    aria-label={`${t(`parts.${p.part}`)}: ${t('fields.font')}`}
                    className="h-10 px-2 text-sm"
                    data-testid={`banner-${p.font}`}
                  />
                )}
              />
            </label>
            <label className="flex flex-col gap-1 text-xs">
              {t('fields.weight')}
              <Controller
                control={form.control}
                name={p.weight}
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    value={String(field.value ?? '')}
                    onValueChange={(v) => field.onChange(Number(v))}
                    onBlur={field.onBlur}
                    options={BANNER_WEIGHTS.map((w) => ({
                      value: String(w),
                      label: t('weightOption', { weight: w, name: t(`weights.${w}`) }),
                    }))}
                    aria-label={`${t(`parts.${p.part}`)}: ${t('fields.weight')}`}
                    className="h-10 px-2 text-sm"
                    data-testid={`banner-${p.weight}`}
                  />
                )}
              />
            </label>
            <label className="flex flex-col gap-1 text-xs">
              {t('fields.size')}
              <input
                type="number"
                min={8}
                max={40}
                className={SELECT}
                {...form.register(p.size, { valueAsNumber: true })}
              />
              {form.formState.errors[p.size]?.message && (
                <span className="text-red-300">{t('invalidSize')}</span>
              )}
            </label>
          </Accordion.Content>
        </Accordion.Item>
      ))}
      <Accordion.Item value="headlineImage" className="rounded-md border border-white/10">
        <AccordionHeader label={t('parts.headlineImage')} testId="banner-accordion-headlineImage" />
        <Accordion.Content className="px-3 pb-3">
          <ImageField
            id="banner-headline-image"
            label={t('fields.headlineImage')}
            crop={BANNER_CROPS.headline}
            {...media('headline_image')}
          />
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}

function AccordionHeader({ label, testId }: { label: string; testId: string }) {
  return (
    <Accordion.Header>
      <Accordion.Trigger
        data-testid={testId}
        className="group flex w-full items-center justify-between px-3 py-3 text-sm font-medium"
      >
        {label}
        <ChevronDown aria-hidden className="h-4 w-4 transition group-data-[state=open]:rotate-180" />
      </Accordion.Trigger>
    </Accordion.Header>
  );
}
