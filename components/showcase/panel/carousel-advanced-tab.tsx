'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import {
  FONT_FAMILIES,
  FONT_WEIGHTS,
  type TCarouselBody,
  type TCarouselBodyInput,
} from '@/lib/showcase/schemas';

// The carousel modal's Avançado tab (cards per group, autoplay, fonts) and the field frame it shares.

export type CarouselForm = UseFormReturn<TCarouselBodyInput, unknown, TCarouselBody>;
export const INPUT = 'h-10 w-full rounded-md border border-white/15 bg-transparent px-3 text-sm';

export function CarouselAdvancedTab({
  form,
  fieldError,
}: {
  form: CarouselForm;
  fieldError: (name: keyof TCarouselBodyInput) => string | undefined;
}) {
  const t = useTranslations('showcase');
  const autoplay = !!useWatch({ control: form.control, name: 'autoplay' });
  return (
    <>
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
            {...form.register('cards_per_group')}
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
            {...form.register('cards_per_group_mobile')}
          />
        </Field>
      </div>
      <label className="flex items-center justify-between gap-3 text-sm">
        <span>{t('modal.autoplay')}</span>
        <Controller
          control={form.control}
          name="autoplay"
          render={({ field }) => (
            <Switch
              data-testid="carousel-autoplay"
              checked={!!field.value}
              onCheckedChange={(on) => {
                field.onChange(on);
                if (on && !form.getValues('autoplay_time')) form.setValue('autoplay_time', 4);
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
            {...form.register('autoplay_time')}
          />
        </Field>
      )}
      <FontRow
        prefix="title"
        label={[t('modal.fontTitle'), t('modal.weightTitle'), t('modal.sizeTitle')]}
        form={form}
      />
      <FontRow
        prefix="description"
        label={[t('modal.fontDescription'), t('modal.weightDescription'), t('modal.sizeDescription')]}
        form={form}
      />
    </>
  );
}

export function Field({
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
  form,
}: {
  prefix: 'title' | 'description';
  label: [string, string, string];
  form: CarouselForm;
}) {
  const t = useTranslations('showcase.modal');
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field label={label[0]} htmlFor={`font-${prefix}`}>
        <Controller
          control={form.control}
          name={`font_${prefix}`}
          render={({ field }) => (
            <Select
              id={`font-${prefix}`}
              value={String(field.value ?? '')}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={FONT_FAMILIES.map((f) => ({ value: f, label: f }))}
              data-testid={`carousel-font-${prefix}`}
            />
          )}
        />
      </Field>
      <Field label={label[1]} htmlFor={`weight-${prefix}`}>
        <Controller
          control={form.control}
          name={`weight_${prefix}`}
          render={({ field }) => (
            <Select
              id={`weight-${prefix}`}
              value={String(field.value ?? '')}
              onValueChange={(v) => field.onChange(Number(v))}
              onBlur={field.onBlur}
              options={FONT_WEIGHTS.map((w) => ({ value: String(w), label: t(`weights.${w}`) }))}
              data-testid={`carousel-weight-${prefix}`}
            />
          )}
        />
      </Field>
      <Field label={label[2]} htmlFor={`size-${prefix}`}>
        <input
          id={`size-${prefix}`}
          type="number"
          min={8}
          max={40}
          className={INPUT}
          {...form.register(`size_${prefix}`)}
        />
      </Field>
    </div>
  );
}
