'use client';

import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { ColorField } from '@/components/appearance/color-field';
import { Select } from '@/components/ui/select';
import { FONT_FAMILIES } from '@/lib/shell/theme';
import { Collapsible, SwitchRow, useErrorText } from './form-parts';
import { OldBackgrounds } from './old-backgrounds';
import type { TOldCommunityForm } from './old-form-schema';

const FONT_OPTIONS = FONT_FAMILIES.map((f) => ({ value: f, label: f }));

/** The classic form's Aparência, Cores and Fonte sections (saved with the form). */
export function OldStyleSections({ form }: { form: UseFormReturn<TOldCommunityForm> }) {
  const t = useTranslations('communityPanel');
  const tr = useErrorText();
  const { errors } = form.formState;
  return (
    <>
      <Collapsible title={t('sections.appearance')} testId="community-old-appearance" defaultOpen={false}>
        <Controller
          control={form.control}
          name="background_color"
          render={({ field }) => <OldBackgrounds value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="show_ranking"
          render={({ field }) => (
            <SwitchRow
              label={t('fields.ranking')}
              testId="community-ranking"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="show_continue_watching"
          render={({ field }) => (
            <SwitchRow
              label={t('fields.continueWatching')}
              testId="community-continue-watching"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Collapsible>

      <Collapsible title={t('sections.colors')} testId="community-old-colors" defaultOpen={false}>
        {(['primary_text_color', 'secondary_text_color', 'shadow_color'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <ColorField
                label={t(`fields.${name}`)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={tr(errors[name]?.message)}
                testId={`community-${name}`}
              />
            )}
          />
        ))}
      </Collapsible>

      <Collapsible title={t('sections.font')} testId="community-old-font" defaultOpen={false}>
        <label htmlFor="community-font" className="text-sm font-medium">
          {t('fields.font')}
        </label>
        <Controller
          control={form.control}
          name="font_family"
          render={({ field }) => (
            <Select
              id="community-font"
              ref={field.ref}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={FONT_OPTIONS}
              data-testid="community-font"
            />
          )}
        />
      </Collapsible>
    </>
  );
}
