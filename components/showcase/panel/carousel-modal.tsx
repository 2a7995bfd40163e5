'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/client/cn';
import { isApiError } from '@/lib/client/fetcher';
import { showcaseApi } from '@/lib/client/showcase-api';
import { showcaseKeys } from '@/lib/client/showcase-keys';
import { STALE } from '@/lib/client/stale';
import {
  CARD_TYPES_BY_CAROUSEL,
  CAROUSEL_TYPES,
  contentKind,
  defaultCardType,
  FONT_FAMILIES,
  FONT_WEIGHTS,
  ZCarouselBody,
  type TCarousel,
  type TCarouselBody,
  type TCarouselBodyInput,
} from '@/lib/showcase/schemas';
import { ContentPicker } from './content-picker';

// 'Criar Carrossel' / 'Editar Carrossel' (SPEC.md sections 2.12, 4 and 5): tabs 0 data, 1 content,
// 2 advanced; Proximo needs a title; the type needs a card type; custom mode picks modules/lessons
// one by one; the autoplay toggle reveals its time (1-10, default 4).

const DEFAULTS: TCarouselBodyInput = {
  title: '',
  description: '',
  type: 1,
  custom: false,
  card_type: 'horizontal',
  carousel_type: 'Comum',
  cards_per_group: 0,
  cards_per_group_mobile: 0,
  autoplay: false,
  autoplay_time: 4,
  font_title: 'Poppins',
  weight_title: 900,
  size_title: 27,
  font_description: 'Poppins',
  weight_description: 300,
  size_description: 18,
  published: true,
  content: [],
};

const ADVANCED = new Set([
  'cards_per_group',
  'cards_per_group_mobile',
  'autoplay_time',
  'font_title',
  'weight_title',
  'size_title',
  'font_description',
  'weight_description',
  'size_description',
]);

function fromCarousel(c: TCarousel): TCarouselBodyInput {
  const type = Number(c.type);
  return {
    title: c.title,
    description: c.description,
    type,
    custom: c.custom === 1,
    card_type: c.card_type || defaultCardType(type),
    carousel_type: c.carousel_type,
    cards_per_group: c.cards_per_group,
    cards_per_group_mobile: c.cards_per_group_mobile,
    autoplay: c.autoplay === 1,
    autoplay_time: c.autoplay_time,
    font_title: c.font_title as TCarouselBodyInput['font_title'],
    weight_title: c.weight_title,
    size_title: c.size_title,
    font_description: c.font_description as TCarouselBodyInput['font_description'],
    weight_description: c.weight_description,
    size_description: c.size_description,
    published: c.published === 1,
    content: c.carousel_item.map((i) => i.id),
  };
}

const INPUT = 'h-10 w-full rounded-md border border-white/15 bg-transparent px-3 text-sm';
const SELECT = cn(INPUT, 'bg-surface-2');

export function CarouselModal({
  tenantId,
  open,
  carouselId,
  onOpenChange,
  onSaved,
}: {
  tenantId: string;
  open: boolean;
  carouselId: string | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const t = useTranslations('showcase');
  const tr = useTranslations();
  const [tab, setTab] = useState(0);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const existing = useQuery({
    queryKey: showcaseKeys.carousel(carouselId ?? ''),
    queryFn: () => showcaseApi.carousel(carouselId!),
    enabled: open && !!carouselId,
    staleTime: STALE.halfHour,
  });
  const form = useForm<TCarouselBodyInput, unknown, TCarouselBody>({
    resolver: zodResolver(ZCarouselBody),
    defaultValues: DEFAULTS,
  });
  const { register, control, getValues, setValue, reset, handleSubmit, formState, trigger, setError } = form;

  useEffect(() => {
    if (!open) return;
    if (!carouselId) reset(DEFAULTS);
    else if (existing.data) reset(fromCarousel(existing.data));
  }, [open, carouselId, existing.data, reset]);
  const titles = useMemo(
    () => ({
      ...Object.fromEntries((existing.data?.carousel_item ?? []).map((i) => [i.id, i.title])),
      ...picked,
    }),
    [existing.data, picked],
  );

  const [typeValue, customValue, carouselTypeValue, cardType, autoplayValue] = useWatch({
    control,
    name: ['type', 'custom', 'carousel_type', 'card_type', 'autoplay'],
  });
  const type = Number(typeValue);
  const custom = !!customValue;
  const carouselType = carouselTypeValue ?? 'Comum';
  const autoplay = !!autoplayValue;
  const kind = contentKind(type, custom);

  const save = useMutation({
    mutationFn: (body: TCarouselBody) =>
      showcaseApi.save(carouselId, { ...body, tenant_id: tenantId, type_content: kind }),
    onSuccess: () => {
      toast.success(carouselId ? t('updated') : t('created'));
      onSaved();
      window.setTimeout(() => setOpen(false), 500);
    },
    onError: (e) => {
      const fallback = carouselId ? t('updateError') : t('createError');
      toast.error(isApiError(e) && e.status > 0 && e.status < 500 && e.message ? e.message : fallback);
    },
  });

  const next = async () => {
    if (tab === 0) {
      const title = String(getValues('title') ?? '').trim();
      if (!title) {
        setError('title', { message: 'validation.required' });
        toast.error(t('titleRequiredToast'));
        return;
      }
      if (!(await trigger(['title', 'type', 'card_type']))) return;
    }
    setTab((n) => Math.min(2, n + 1));
  };

  const onInvalid = (errors: FieldErrors<TCarouselBodyInput>) => {
    const [field, err] = Object.entries(errors)[0] ?? [];
    if (!field || !err) return;
    const message = (err as { message?: string }).message ?? 'validation.invalidType';
    toast.error(tr(message as 'showcase.noContent'));
    setTab(field === 'content' ? 1 : ADVANCED.has(field) ? 2 : 0);
  };

  const fieldError = (name: keyof TCarouselBodyInput) => {
    const m = formState.errors[name]?.message;
    return m ? tr(m as 'showcase.noContent') : undefined;
  };

  // Closing resets to the first tab (SPEC.md section 4).
  const setOpen = (next: boolean) => {
    if (!next) {
      setTab(0);
      setPicked({});
    }
    onOpenChange(next);
  };
  const close = () => setOpen(false);
  const tabs = [t('modal.tabData'), t('modal.tabContent'), t('modal.tabAdvanced')];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent data-testid="carousel-modal" className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{carouselId ? t('modal.editTitle') : t('modal.createTitle')}</DialogTitle>
          <DialogDescription className="sr-only">{tabs[tab]}</DialogDescription>
        </DialogHeader>
        <div
          role="tablist"
          // one line at 390 px: the tabs scroll sideways inside the bar instead of wrapping (issue 14)
          className="mb-4 flex gap-1 overflow-x-auto border-b border-white/10 [scrollbar-width:none]"
        >
          {tabs.map((label, i) => (
            <button
              key={label}
              type="button"
              role="tab"
              aria-selected={tab === i}
              data-testid={`carousel-tab-${i}`}
              disabled={i > tab}
              onClick={() => setTab(i)}
              className={cn(
                'shrink-0 border-b-2 px-2 py-2 text-sm whitespace-nowrap disabled:opacity-50 sm:px-3',
                tab === i ? 'border-primary font-semibold' : 'border-transparent opacity-80',
              )}
            >
              {label}
            </button>
          ))}
        </div>

        {carouselId && existing.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : (
          <form
            noValidate
            onSubmit={handleSubmit((body) => save.mutate(body), onInvalid)}
            className="flex flex-col gap-4"
          >
            <div role="tabpanel" hidden={tab !== 0} className="flex flex-col gap-4">
              <Field label={t('modal.title')} error={fieldError('title')} htmlFor="carousel-title">
                <input
                  id="carousel-title"
                  data-testid="carousel-title"
                  className={INPUT}
                  {...register('title')}
                />
              </Field>
              <Field label={t('modal.description')} htmlFor="carousel-description">
                <textarea
                  id="carousel-description"
                  rows={2}
                  className={cn(INPUT, 'h-auto py-2')}
                  {...register('description')}
                />
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={t('modal.carouselType')} htmlFor="carousel-ctype">
                  <select
                    id="carousel-ctype"
                    data-testid="carousel-carousel-type"
                    className={SELECT}
                    value={carouselType}
                    onChange={(e) => {
                      setValue('carousel_type', e.target.value as TCarouselBodyInput['carousel_type']);
                      setValue('card_type', undefined);
                    }}
                  >
                    {CAROUSEL_TYPES.map((c) => (
                      <option key={c} value={c}>
                        {t(`modal.carouselTypes.${c}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field
                  label={t('modal.cardType')}
                  error={fieldError('card_type')}
                  htmlFor="carousel-card-type"
                >
                  <select
                    id="carousel-card-type"
                    data-testid="carousel-card-type"
                    className={SELECT}
                    value={cardType ?? ''}
                    onChange={(e) =>
                      setValue('card_type', (e.target.value || undefined) as TCarouselBodyInput['card_type'])
                    }
                  >
                    <option value="">—</option>
                    {CARD_TYPES_BY_CAROUSEL[carouselType].map((c) => (
                      <option key={c} value={c}>
                        {t(`modal.cardTypes.${c}`)}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              <Field
                label={t('modal.type')}
                error={fieldError('type')}
                htmlFor="carousel-type"
                hint={cardType ? undefined : t('modal.typeHint')}
              >
                <select
                  id="carousel-type"
                  data-testid="carousel-type"
                  className={SELECT}
                  disabled={!cardType}
                  value={String(type || '')}
                  onChange={(e) => {
                    setValue('type', Number(e.target.value));
                    setValue('content', []);
                  }}
                >
                  {(['1', '2', '3'] as const).map((v) => (
                    <option key={v} value={v}>
                      {t(`modal.types.${v}`)}
                    </option>
                  ))}
                </select>
              </Field>
              {type !== 1 && (
                <label className="flex items-center justify-between gap-3 text-sm">
                  <span>
                    <span className="block">{t('modal.custom')}</span>
                    <span className="block text-xs opacity-70">
                      {t(`modal.customHint.${type === 3 ? '3' : '2'}`)}
                    </span>
                  </span>
                  <Controller
                    control={control}
                    name="custom"
                    render={({ field }) => (
                      <Switch
                        data-testid="carousel-custom"
                        checked={!!field.value}
                        onCheckedChange={(on) => {
                          field.onChange(on);
                          setValue('content', []);
                        }}
                      />
                    )}
                  />
                </label>
              )}
            </div>

            <div role="tabpanel" hidden={tab !== 1}>
              {tab === 1 && (
                <>
                  <p className="mb-2 text-sm font-medium">{t(`modal.pick.${kind}`)}</p>
                  <Controller
                    control={control}
                    name="content"
                    render={({ field }) => (
                      <ContentPicker
                        tenantId={tenantId}
                        kind={kind}
                        value={(field.value as string[]) ?? []}
                        titles={titles}
                        onChange={(ids, option) => {
                          if (option) setPicked((m) => ({ ...m, [option.id]: option.title }));
                          field.onChange(ids);
                        }}
                      />
                    )}
                  />
                </>
              )}
            </div>

            <div role="tabpanel" hidden={tab !== 2} className="flex flex-col gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t('modal.cardsPerGroup')}
                  hint={t('modal.automaticHint')}
                  error={fieldError('cards_per_group')}
                  htmlFor="cpg"
                >
                  <input
                    id="cpg"
                    type="number"
                    min={0}
                    max={12}
                    className={INPUT}
                    {...register('cards_per_group')}
                  />
                </Field>
                <Field
                  label={t('modal.cardsPerGroupMobile')}
                  hint={t('modal.automaticHint')}
                  error={fieldError('cards_per_group_mobile')}
                  htmlFor="cpgm"
                >
                  <input
                    id="cpgm"
                    type="number"
                    min={0}
                    max={12}
                    className={INPUT}
                    {...register('cards_per_group_mobile')}
                  />
                </Field>
              </div>
              <label className="flex items-center justify-between gap-3 text-sm">
                <span>{t('modal.autoplay')}</span>
                <Controller
                  control={control}
                  name="autoplay"
                  render={({ field }) => (
                    <Switch
                      data-testid="carousel-autoplay"
                      checked={!!field.value}
                      onCheckedChange={(on) => {
                        field.onChange(on);
                        if (on && !getValues('autoplay_time')) setValue('autoplay_time', 4);
                      }}
                    />
                  )}
                />
              </label>
              {autoplay && (
                <Field
                  label={t('modal.autoplayTime')}
                  error={fieldError('autoplay_time')}
                  htmlFor="carousel-autoplay-time"
                >
                  <input
                    id="carousel-autoplay-time"
                    data-testid="carousel-autoplay-time"
                    type="number"
                    min={1}
                    max={10}
                    className={INPUT}
                    {...register('autoplay_time')}
                  />
                </Field>
              )}
              <FontRow
                prefix="title"
                label={[t('modal.fontTitle'), t('modal.weightTitle'), t('modal.sizeTitle')]}
                register={register}
              />
              <FontRow
                prefix="description"
                label={[t('modal.fontDescription'), t('modal.weightDescription'), t('modal.sizeDescription')]}
                register={register}
              />
            </div>

            {/* Distinct keys: "Proximo" must not turn into the submit button while its click is handled. */}
            <div className="flex justify-end gap-2 border-t border-white/10 pt-4">
              {tab === 0 ? (
                <Button key="cancel" variant="secondary" data-testid="carousel-cancel" onClick={close}>
                  {t('modal.cancel')}
                </Button>
              ) : (
                <Button
                  key="back"
                  variant="secondary"
                  data-testid="carousel-back"
                  onClick={() => setTab((n) => n - 1)}
                >
                  {t('modal.back')}
                </Button>
              )}
              {tab < 2 ? (
                <Button key="next" data-testid="carousel-next" onClick={next}>
                  {t('modal.next')}
                </Button>
              ) : (
                <Button key="save" type="submit" data-testid="carousel-save" disabled={save.isPending}>
                  {save.isPending ? t('modal.saving') : t('modal.save')}
                </Button>
              )}
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Field({
  label,
  hint,
  error,
  htmlFor,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && <span className="text-xs opacity-60">{hint}</span>}
      {error && (
        <span role="alert" data-testid={`${htmlFor}-error`} className="text-xs text-red-400">
          {error}
        </span>
      )}
    </div>
  );
}

function FontRow({
  prefix,
  label,
  register,
}: {
  prefix: 'title' | 'description';
  label: [string, string, string];
  register: ReturnType<typeof useForm<TCarouselBodyInput, unknown, TCarouselBody>>['register'];
}) {
  const t = useTranslations('showcase.modal');
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field label={label[0]} htmlFor={`font-${prefix}`}>
        <select id={`font-${prefix}`} className={SELECT} {...register(`font_${prefix}`)}>
          {FONT_FAMILIES.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </Field>
      <Field label={label[1]} htmlFor={`weight-${prefix}`}>
        <select
          id={`weight-${prefix}`}
          className={SELECT}
          {...register(`weight_${prefix}`, { valueAsNumber: true })}
        >
          {FONT_WEIGHTS.map((w) => (
            <option key={w} value={w}>
              {t(`weights.${w}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={label[2]} htmlFor={`size-${prefix}`}>
        <input
          id={`size-${prefix}`}
          type="number"
          min={8}
          max={40}
          className={INPUT}
          {...register(`size_${prefix}`)}
        />
      </Field>
    </div>
  );
}
