'use client';

import { useCallback, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Check } from 'lucide-react';
import { toast } from 'sonner';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import {
  BACKGROUND_SWATCHES,
  FONT_FAMILIES,
  LOGO_SLOT_NAMES,
  NO_BACKGROUND,
  ZAppearanceForm,
  type LogoSlot,
  type TAppearanceForm,
  type TAppearanceSettings,
} from '@/lib/appearance/schemas';
import { cn } from '@/lib/client/cn';
import { backgroundImage, swatchOf } from '@/lib/shell/backgrounds';
import { isApiError } from '@/lib/client/fetcher';
import { useRouter } from 'next/navigation';
import { IndicatorSwitches, ShowcaseSwitches } from './appearance-switches';
import { ColorField } from './color-field';
import { LogoField } from './logo-field';
import { OverlayFields } from './overlay-fields';
import { Section } from './section';
import { useAppearanceSettings, useUpdateAppearance } from './use-appearance';

const FONT_OPTIONS = FONT_FAMILIES.map((f) => ({ value: f, label: f }));

/** SPEC.md section 9 "Redirect delays": theme 1 s. */

/** The 'Aparência' sub-panel of the edit drawer (SPEC.md section 2.11). */
export default function AppearancePanel({ tenantId }: PanelProps) {
  const t = useTranslations();
  const query = useAppearanceSettings(tenantId);
  if (query.isPending)
    return (
      <div className="flex flex-col gap-4" data-testid="appearance-loading" aria-busy>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3" data-testid="appearance-error">
        <p className="text-sm">{query.error.message || t('appearance.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  return <AppearanceForm settings={query.data} />;
}

function AppearanceForm({ settings }: { settings: TAppearanceSettings }) {
  const t = useTranslations('appearance');
  const tv = useTranslations();
  const update = useUpdateAppearance(settings.tenant_id);
  const [busySlots, setBusySlots] = useState<Partial<Record<LogoSlot, boolean>>>({});
  const uploading = Object.values(busySlots).some(Boolean);
  const router = useRouter();
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<TAppearanceForm>({
    resolver: zodResolver(ZAppearanceForm),
    // a colour like '#12' is flagged when the field is left, not only on save (issue 14)
    mode: 'onTouched',
    defaultValues: {
      primary_color: settings.primary_color,
      text_color: settings.text_color,
      background_color_primary: settings.background_color_primary,
      overlay_color: settings.overlay_color,
      overlay_intensity: settings.overlay_intensity,
      shadow_size: settings.shadow_size,
      font_primary: (FONT_FAMILIES as readonly string[]).includes(settings.font_primary)
        ? (settings.font_primary as TAppearanceForm['font_primary'])
        : 'Poppins',
    },
  });
  const [primary, textColor, background] = useWatch({
    control,
    name: ['primary_color', 'text_color', 'background_color_primary'],
  });
  const current = swatchOf(background);
  // Schema messages are i18n keys; the server's arrive translated.
  const message = (e?: { type?: string; message?: string }) =>
    e?.message ? (e.type === 'server' ? e.message : tv(e.message)) : undefined;

  const setBusy = useCallback(
    (slot: LogoSlot) => (busy: boolean) =>
      setBusySlots((s) => (s[slot] === busy ? s : { ...s, [slot]: busy })),
    [],
  );

  const onSubmit = handleSubmit((values) => {
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    update.mutate(body, {
      onSuccess: () => {
        toast.success(t('saved'));
        // Issue 54 (ADR 0284): the drawer stays open where SPEC 4 went to /homepage after 1 s; the
        // server-rendered shell (theme, logo, fonts) re-renders in place around it.
        router.refresh();
      },
      // SPEC.md section 8: a failed theme save is silently ignored; field errors still mark the form.
      onError: (err) => {
        if (!isApiError(err) || !err.fields) return;
        for (const [field, text] of Object.entries(err.fields))
          if (field in values) setError(field as keyof TAppearanceForm, { type: 'server', message: text });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="appearance-form">
      <Section title={t('sections.color')} testId="appearance-section-color">
        <Controller
          control={control}
          name="primary_color"
          render={({ field, fieldState }) => (
            <ColorField
              label={t('primaryColor')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(fieldState.error)}
              testId="appearance-primary"
            />
          )}
        />
      </Section>

      <ShowcaseSwitches settings={settings} />
      <IndicatorSwitches settings={settings} />

      <Section title={t('sections.buttons')} testId="appearance-section-buttons">
        <Controller
          control={control}
          name="text_color"
          render={({ field, fieldState }) => (
            <ColorField
              label={t('textColor')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(fieldState.error)}
              testId="appearance-text"
            />
          )}
        />
        <span
          aria-hidden
          className="inline-flex h-9 w-fit items-center rounded-md px-4 text-sm font-medium"
          style={{ background: primary, color: textColor }}
        >
          {t('buttonPreview')}
        </span>
      </Section>

      <Section title={t('sections.logos')} testId="appearance-section-logos">
        {LOGO_SLOT_NAMES.map((slot) => (
          <LogoField
            key={slot}
            slot={slot}
            savedUrl={settings[slot]}
            onChange={(value) => setValue(slot, value, { shouldDirty: true })}
            onBusyChange={setBusy(slot)}
          />
        ))}
      </Section>

      <Section title={t('sections.background')} testId="appearance-section-background">
        <div className="grid grid-cols-6 gap-2" role="group" aria-label={t('sections.background')}>
          {BACKGROUND_SWATCHES.map((s) => {
            // the student shell's own match (trimmed, any case), so the panel marks the swatch it paints
            const selected = current === s;
            return (
              <button
                key={s.id}
                type="button"
                aria-pressed={selected}
                aria-label={t('backgrounds.label', { name: t(`backgrounds.names.${s.id}`) })}
                title={t(`backgrounds.names.${s.id}`)}
                onClick={() => setValue('background_color_primary', s.color, { shouldDirty: true })}
                className={cn(
                  'flex h-12 items-center justify-center rounded-md border border-white/15 focus-visible:outline-2 focus-visible:outline-primary',
                  selected && 'ring-2 ring-white',
                )}
                style={{ background: `${backgroundImage(s)}, ${s.color}` }}
                data-testid={`appearance-bg-${s.id}`}
              >
                {selected && <Check aria-hidden className="h-4 w-4 text-white" />}
              </button>
            );
          })}
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          onClick={() => setValue('background_color_primary', NO_BACKGROUND, { shouldDirty: true })}
          data-testid="appearance-bg-remove"
        >
          {t('backgrounds.remove')}
        </Button>
      </Section>

      <OverlayFields control={control} message={message} />

      <Section title={t('sections.fonts')} testId="appearance-section-fonts">
        <label className="text-sm font-medium" htmlFor="appearance-font">
          {t('font')}
        </label>
        <Controller
          control={control}
          name="font_primary"
          render={({ field }) => (
            <Select
              id="appearance-font"
              ref={field.ref}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={FONT_OPTIONS}
              aria-invalid={errors.font_primary ? true : undefined}
              data-testid="appearance-font"
            />
          )}
        />
        {errors.font_primary && (
          <p role="alert" className="text-xs text-red-400">
            {message(errors.font_primary)}
          </p>
        )}
      </Section>

      <Button type="submit" size="lg" disabled={update.isPending || uploading} data-testid="appearance-save">
        {update.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
