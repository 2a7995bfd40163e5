'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { RELEASE_DAYS_MAX } from '@/lib/studio/schemas';
import type { LessonForm, ReleaseMode } from './lesson-editor-form';
import { FieldError, INPUT_CLASS } from './studio-field';

// 'Liberação' (issue 46, docs/adr/0401): at once, N days after the member's enrolment, or at a date and
// time on the school's clock (the server reads `YYYY-MM-DDTHH:MM` in the platform's time zone).

const MODES: ReleaseMode[] = ['immediate', 'after_enrollment', 'at_date'];

export function LessonReleaseField({
  form,
  set,
  error,
}: {
  form: LessonForm;
  set: (patch: Partial<LessonForm>) => void;
  error?: string;
}) {
  const t = useTranslations('studioLesson');
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" data-testid="lesson-release">
      <legend className="mb-1 text-sm font-medium">{t('release')}</legend>
      {MODES.map((mode) => (
        <label key={mode} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-release`}
            value={mode}
            checked={form.release === mode}
            onChange={() => set({ release: mode })}
            data-testid={`lesson-release-${mode}`}
          />
          {t(`releaseMode.${mode}`)}
        </label>
      ))}
      {form.release === 'after_enrollment' ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="number"
            min={1}
            max={RELEASE_DAYS_MAX}
            inputMode="numeric"
            value={form.days}
            onChange={(e) => set({ days: e.target.value })}
            className={`${INPUT_CLASS} w-24`}
            aria-invalid={!!error}
            data-testid="lesson-release-days"
          />
          {t('releaseDaysAfter')}
        </label>
      ) : null}
      {form.release === 'at_date' ? (
        <label className="flex flex-col gap-1 text-sm">
          {t('releaseAt')}
          <input
            type="datetime-local"
            value={form.at}
            onChange={(e) => set({ at: e.target.value })}
            className={INPUT_CLASS}
            aria-invalid={!!error}
            data-testid="lesson-release-at"
          />
          <span className="text-xs opacity-70">{t('releaseZone')}</span>
        </label>
      ) : null}
      <FieldError text={error} testId="lesson-release-error" />
    </fieldset>
  );
}
