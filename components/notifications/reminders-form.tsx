'use client';

import { useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from '@/components/i18n/lite-intl';
import { PlainButton } from '@/components/ui/plain-button';
import { apiFetch } from '@/lib/client/fetcher';
import { TOAST_MS } from '@/lib/client/stale';
import { toast } from '@/lib/client/toast';
import { useHydrated } from '@/lib/client/use-hydrated';
import { intlFormats } from '@/lib/i18n/intl-formats';
import {
  DEFAULT_TIME_ZONE,
  REMINDER_CHANNELS,
  REMINDER_TIME,
  WEEKDAYS,
  type TReminderView,
} from '@/lib/notifications/reminder-view';
import type { TReminder } from '@/lib/notifications/schemas';

const ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Recife',
  'America/Noronha',
  'America/Rio_Branco',
  'Europe/Lisbon',
  'America/New_York',
  'UTC',
];

const FIELD =
  'h-10 rounded-md border border-white/20 px-3 focus-visible:outline-2 focus-visible:outline-primary';

// This device's zone, from the tab's one default format; none while the server renders and hydrates, so
// the list the server sent is the one hydrated, and the device's zone joins it right after.
const NO_SUBSCRIPTION = () => () => {};
const deviceZone = () => intlFormats.getDateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
const noZone = () => null;
const NEXT_AT = { weekday: 'long', hour: '2-digit', minute: '2-digit' } as const;

type Errors = { weekdays?: boolean; time?: boolean };

/** The checks the server makes too (ZReminder), in the order of the form's fields. */
function check(v: TReminder): Errors {
  return {
    ...(v.weekdays.length === 0 && { weekdays: true }),
    ...(!REMINDER_TIME.test(v.time) && { time: true }),
  };
}

/**
 * /lembretes: weekdays, time in the member's zone and channel of the study reminder. The page renders it
 * with the saved reminder (decision 448): a plain form, with no form, query or select library in the
 * page's first load; what it sends the server checks again (POST /api/auth/study-reminder).
 */
export function RemindersForm({ initial }: { initial: TReminderView }) {
  const t = useTranslations('reminders');
  const locale = useLocale();
  const router = useRouter();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<TReminder>(() => {
    const { next_at: _next, ...v } = initial;
    return v;
  });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const own = useSyncExternalStore(NO_SUBSCRIPTION, deviceZone, noZone);
  // the server's form is shown disabled until it is hydrated: a click or a value typed before would be lost
  const ready = useHydrated();
  const zones = useMemo(
    () => [...new Set([...ZONES, ...(own ? [own] : []), saved.time_zone, values.time_zone])],
    [own, saved.time_zone, values.time_zone],
  );

  const set = <K extends keyof TReminder>(key: K, value: TReminder[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // a field's message follows its value once shown, as the resolver re-checked a field after a submit
    const field = key as keyof Errors;
    if (errors[field]) setErrors((e) => ({ ...e, [field]: check(next)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (found.weekdays || found.time) {
      const first = event.currentTarget.querySelector<HTMLElement>(
        found.weekdays ? '[data-testid^="reminders-day-"]' : '[data-testid="reminders-time"]',
      );
      first?.focus();
      return;
    }
    setSaving(true);
    try {
      const { data } = await apiFetch<{ data: TReminderView }>('/api/auth/study-reminder', {
        method: 'POST',
        body: values,
      });
      setSaved(data);
      toast.success(t('saved'), { duration: TOAST_MS });
      // the page as the server now renders it, so going back to it later shows what was saved
      router.refresh();
    } catch (err) {
      toast.error((err as Error).message || t('saveError'), { duration: 4000 });
    } finally {
      setSaving(false);
    }
  };

  const nextAt = saved.next_at;
  return (
    <form data-testid="reminders-form" noValidate onSubmit={submit}>
      <fieldset disabled={!ready} className="flex min-w-0 flex-col gap-5">
        <label className="flex items-center justify-between gap-3">
          <span className="font-medium">{t('enabled')}</span>
          <button
            type="button"
            role="switch"
            aria-checked={values.enabled}
            data-state={values.enabled ? 'checked' : 'unchecked'}
            data-testid="reminders-enabled"
            onClick={() => set('enabled', !values.enabled)}
            className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-white/20 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[state=checked]:bg-primary"
          >
            <span className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition group-data-[state=checked]:translate-x-[22px]" />
          </button>
        </label>

        <fieldset>
          <legend className="mb-2 font-medium">{t('weekdays')}</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((d) => {
              const on = values.weekdays.includes(d);
              return (
                <button
                  key={d}
                  type="button"
                  aria-pressed={on}
                  aria-describedby={errors.weekdays ? 'reminders-weekdays-error' : undefined}
                  data-testid={`reminders-day-${d}`}
                  onClick={() =>
                    set(
                      'weekdays',
                      on ? values.weekdays.filter((x) => x !== d) : [...values.weekdays, d].sort(),
                    )
                  }
                  className={clsx(
                    'h-10 min-w-12 rounded-md border px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary',
                    on ? 'border-primary bg-primary text-primary-text' : 'border-white/20',
                  )}
                >
                  {t(`day.${d}`)}
                </button>
              );
            })}
          </div>
          {errors.weekdays && (
            <p id="reminders-weekdays-error" role="alert" className="mt-1 text-sm text-red-400">
              {t('weekdaysRequired')}
            </p>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t('time')}</span>
              <input
                type="time"
                value={values.time}
                onChange={(e) => set('time', e.target.value)}
                aria-invalid={errors.time || undefined}
                aria-describedby={errors.time ? 'reminders-time-error' : undefined}
                data-testid="reminders-time"
                className={clsx(FIELD, 'bg-transparent')}
              />
            </label>
            {errors.time && (
              <span id="reminders-time-error" role="alert" className="text-sm text-red-400">
                {t('invalidTime')}
              </span>
            )}
          </div>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('timeZone')}</span>
            <select
              value={values.time_zone}
              onChange={(e) => set('time_zone', e.target.value)}
              data-testid="reminders-zone"
              className={clsx(FIELD, 'bg-surface-2')}
            >
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </select>
          </label>
        </div>

        <fieldset>
          <legend className="mb-2 font-medium">{t('channel')}</legend>
          <div className="flex gap-4">
            {REMINDER_CHANNELS.map((c) => (
              <label key={c} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="channel"
                  value={c}
                  checked={values.channel === c}
                  onChange={() => set('channel', c)}
                  data-testid={`reminders-channel-${c}`}
                />
                {t(c === 'platform' ? 'channelPlatform' : 'channelEmail')}
              </label>
            ))}
          </div>
        </fieldset>

        {nextAt && (
          // the server's ICU and the browser's may word a date slightly differently: the server's text stays
          <p className="text-sm opacity-70" data-testid="reminders-next" suppressHydrationWarning>
            {t('next', {
              when: intlFormats
                .getDateTimeFormat(locale, { ...NEXT_AT, timeZone: saved.time_zone })
                .format(new Date(nextAt)),
            })}
          </p>
        )}

        <PlainButton type="submit" disabled={saving} data-testid="reminders-save">
          {saving ? t('saving') : t('save')}
        </PlainButton>
      </fieldset>
    </form>
  );
}
