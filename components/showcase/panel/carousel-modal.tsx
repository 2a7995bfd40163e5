'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
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
  ZCarouselBody,
  type TCarouselBody,
  type TCarouselBodyInput,
} from '@/lib/showcase/schemas';
import { Select } from '@/components/ui/select';
import { CarouselAdvancedTab, Field, INPUT } from './carousel-advanced-tab';
import { ADVANCED_FIELDS, CAROUSEL_DEFAULTS, fromCarousel } from './carousel-form-values';
import { ContentPicker } from './content-picker';

// 'Criar Carrossel' / 'Editar Carrossel' (SPEC.md sections 2.12, 4 and 5): tabs 0 data, 1 content,
// 2 advanced; Proximo needs a title; the type needs a card type; custom mode picks modules/lessons
// one by one; the autoplay toggle reveals its time (1-10, default 4).

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
    defaultValues: CAROUSEL_DEFAULTS,
  });
  const { register, control, getValues, setValue, reset, handleSubmit, formState, trigger, setError } = form;

  useEffect(() => {
    if (!open) return;
    if (!carouselId) reset(CAROUSEL_DEFAULTS);
    else if (existing.data) reset(fromCarousel(existing.data));
  }, [open, carouselId, existing.data, reset]);
  const titles = useMemo(
    () => ({
      ...Object.fromEntries((existing.data?.carousel_item ?? []).map((i) => [i.id, i.title])),
      ...picked,
    }),
    [existing.data, picked],
  );

  const [typeValue, customValue, carouselTypeValue, cardType] = useWatch({
    control,
    name: ['type', 'custom', 'carousel_type', 'card_type'],
  });
  const type = Number(typeValue);
  const custom = !!customValue;
  const carouselType = carouselTypeValue ?? 'Comum';
  const kind = contentKind(type, custom);

  // A save closes the modal half a second later, but only the opening that saved: closing, reopening
  // or unmounting first cancels the pending close (it once shut a modal reopened in the meantime).
  const session = useRef(0);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    session.current += 1;
    return () => window.clearTimeout(closeTimer.current);
  }, [open, carouselId]);

  const save = useMutation({
    mutationFn: ({ body }: { body: TCarouselBody; session: number }) =>
      showcaseApi.save(carouselId, { ...body, tenant_id: tenantId, type_content: kind }),
    onSuccess: (_res, vars) => {
      toast.success(carouselId ? t('updated') : t('created'));
      onSaved();
      if (vars.session !== session.current) return;
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(() => setOpen(false), 500);
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
    setTab(field === 'content' ? 1 : ADVANCED_FIELDS.has(field) ? 2 : 0);
  };

  const fieldError = (name: keyof TCarouselBodyInput) => {
    const m = formState.errors[name]?.message;
    return m ? tr(m as 'showcase.noContent') : undefined;
  };

  // Closing resets to the first tab (SPEC.md section 4).
  const setOpen = (next: boolean) => {
    window.clearTimeout(closeTimer.current);
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
            onSubmit={(e) =>
              void handleSubmit((body) => save.mutate({ body, session: session.current }), onInvalid)(e)
            }
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
                  <Select
                    id="carousel-ctype"
                    data-testid="carousel-carousel-type"
                    value={carouselType}
                    onValueChange={(v) => {
                      setValue('carousel_type', v as TCarouselBodyInput['carousel_type']);
                      setValue('card_type', undefined);
                    }}
                    options={CAROUSEL_TYPES.map((c) => ({ value: c, label: t(`modal.carouselTypes.${c}`) }))}
                  />
                </Field>
                <Field
                  label={t('modal.cardType')}
                  error={fieldError('card_type')}
                  htmlFor="carousel-card-type"
                >
                  <Select
                    id="carousel-card-type"
                    data-testid="carousel-card-type"
                    value={cardType ?? ''}
                    placeholder="—"
                    noneOption="—"
                    onValueChange={(v) =>
                      setValue('card_type', (v || undefined) as TCarouselBodyInput['card_type'])
                    }
                    options={CARD_TYPES_BY_CAROUSEL[carouselType].map((c) => ({
                      value: c,
                      label: t(`modal.cardTypes.${c}`),
                    }))}
                  />
                </Field>
              </div>
              <Field
                label={t('modal.type')}
                error={fieldError('type')}
                htmlFor="carousel-type"
                hint={cardType ? undefined : t('modal.typeHint')}
              >
                <Select
                  id="carousel-type"
                  data-testid="carousel-type"
                  disabled={!cardType}
                  value={String(type || '')}
                  placeholder="—"
                  noneOption="—"
                  onValueChange={(v) => {
                    setValue('type', v ? Number(v) : undefined);
                    setValue('content', []);
                  }}
                  options={(['1', '2', '3'] as const).map((v) => ({
                    value: v,
                    label: t(`modal.types.${v}`),
                  }))}
                />
              </Field>
              {type > 1 && (
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
              <CarouselAdvancedTab form={form} fieldError={fieldError} />
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
