'use client';

import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { SHADOW_SIZES, type TAppearanceForm } from '@/lib/appearance/schemas';
import { Select } from '@/components/ui/select';
import { cardShadow, overlayAlpha, withAlpha } from '@/lib/shell/theme';
import { ColorField } from './color-field';
import { Section } from './section';

const SHADOW_KEYS = ['none', 'small', 'medium', 'large'] as const;

/**
 * The banners' overlay (colour and intensity) and the showcase cards' shadow, each with a live preview
 * drawn with the same CSS the student pages get from lib/shell/theme.ts (ADR 0263).
 */
export function OverlayFields({
  control,
  message,
}: {
  control: Control<TAppearanceForm>;
  message: (e?: { type?: string; message?: string }) => string | undefined;
}) {
  const t = useTranslations('appearance');
  const rangeId = useId();
  const shadowId = useId();
  const [color, intensity, shadow] = useWatch({
    control,
    name: ['overlay_color', 'overlay_intensity', 'shadow_size'],
  });
  const alpha = overlayAlpha(intensity);
  return (
    <>
      <Section title={t('sections.overlay')} testId="appearance-section-overlay">
        <p className="text-xs opacity-70">{t('overlayHint')}</p>
        <Controller
          control={control}
          name="overlay_color"
          render={({ field, fieldState }) => (
            <ColorField
              label={t('overlayColor')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(fieldState.error)}
              testId="appearance-overlay"
            />
          )}
        />
        <Controller
          control={control}
          name="overlay_intensity"
          render={({ field }) => (
            <div>
              <label htmlFor={rangeId} className="mb-1 block text-sm font-medium">
                {t('overlayIntensity', { value: field.value })}
              </label>
              <input
                id={rangeId}
                type="range"
                min={0}
                max={100}
                step={10}
                value={field.value}
                onChange={(e) => field.onChange(Number(e.target.value))}
                onBlur={field.onBlur}
                className="w-full accent-primary"
                data-testid="appearance-overlay-intensity"
              />
            </div>
          )}
        />
        <div
          aria-hidden
          className="relative flex h-24 items-end overflow-hidden rounded-md bg-gradient-to-br from-sky-400 via-amber-300 to-rose-400 p-3"
          data-testid="appearance-overlay-preview"
        >
          <span
            className="absolute inset-0"
            style={{
              backgroundImage: `linear-gradient(to top, ${withAlpha(color, alpha)}, ${withAlpha(color, alpha / 3)}, transparent)`,
            }}
            data-testid="appearance-overlay-preview-layer"
          />
          <span className="relative text-lg font-bold text-white">{t('overlayPreview')}</span>
        </div>
      </Section>

      <Section title={t('sections.shadow')} testId="appearance-section-shadow">
        <label className="text-sm font-medium" htmlFor={shadowId}>
          {t('shadowSize')}
        </label>
        <Controller
          control={control}
          name="shadow_size"
          render={({ field }) => (
            <Select
              id={shadowId}
              ref={field.ref}
              value={String(field.value)}
              onValueChange={(v) => field.onChange(Number(v))}
              onBlur={field.onBlur}
              options={SHADOW_SIZES.map((s) => ({ value: String(s), label: t(`shadows.${SHADOW_KEYS[s]}`) }))}
              data-testid="appearance-shadow"
            />
          )}
        />
        <div className="flex justify-center rounded-md bg-surface p-5">
          <div
            aria-hidden
            className="flex h-16 w-28 items-center justify-center rounded-md bg-white/10 text-xs"
            style={{ boxShadow: cardShadow(shadow) }}
            data-testid="appearance-shadow-preview"
          >
            {t('shadowPreview')}
          </div>
        </div>
      </Section>
    </>
  );
}
