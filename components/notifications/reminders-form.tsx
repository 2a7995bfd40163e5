'use client';

import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/client/cn';
import { notificationSettingsApi, notificationSettingsKeys } from '@/lib/client/notification-settings-api';
import { STALE } from '@/lib/client/stale';
import { intlFormats } from '@/lib/i18n/intl-formats';
import { DEFAULT_TIME_ZONE, WEEKDAYS, ZReminder, type TReminder } from '@/lib/notifications/schemas';

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

/** /lembretes: weekdays, time in the member's zone and channel of the study reminder. */
export function RemindersForm() {
  const t = useTranslations('reminders');
  const locale = useLocale();
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: notificationSettingsKeys.reminder(),
    queryFn: notificationSettingsApi.reminder,
    staleTime: STALE.halfHour,
    refetchOnWindowFocus: false,
  });
  const form = useForm<TReminder>({ resolver: zodResolver(ZReminder) });
  const { reset } = form;
  useEffect(() => {
    if (query.data) {
      const { next_at: _next, ...values } = query.data;
      reset(values);
    }
  }, [query.data, reset]);
  const zones = useMemo(() => {
    const saved = query.data?.time_zone;
    // this device's zone, from the process's or tab's one default format (building one costs about 0.1 ms)
    const own = intlFormats.getDateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
    return [...new Set([...ZONES, own, ...(saved ? [saved] : [])])];
  }, [query.data?.time_zone]);
  const save = useMutation({
    mutationFn: notificationSettingsApi.saveReminder,
    onSuccess: (data) => {
      qc.setQueryData(notificationSettingsKeys.reminder(), data);
      toast.success(t('saved'), { duration: 3000 });
    },
    onError: (err) => toast.error((err as Error).message || t('saveError'), { duration: 4000 }),
  });

  if (query.isPending)
    return (
      <p className="py-6 text-center opacity-70" data-testid="reminders-loading">
        {t('loading')}
      </p>
    );
  if (query.isError)
    return (
      <div className="py-6 text-center" data-testid="reminders-error">
        <p className="mb-3">{t('loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );

  const errors = form.formState.errors;
  const nextAt = query.data.next_at;
  return (
    <form
      data-testid="reminders-form"
      noValidate
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      className="flex flex-col gap-5"
    >
      <label className="flex items-center justify-between gap-3">
        <span className="font-medium">{t('enabled')}</span>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              checked={!!field.value}
              onCheckedChange={field.onChange}
              data-testid="reminders-enabled"
            />
          )}
        />
      </label>

      <fieldset>
        <legend className="mb-2 font-medium">{t('weekdays')}</legend>
        <Controller
          control={form.control}
          name="weekdays"
          render={({ field }) => (
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((d) => {
                const on = (field.value ?? []).includes(d);
                return (
                  <button
                    key={d}
                    type="button"
                    aria-pressed={on}
                    data-testid={`reminders-day-${d}`}
                    onClick={() =>
                      field.onChange(
                        on ? field.value.filter((x) => x !== d) : [...(field.value ?? []), d].sort(),
                      )
                    }
                    className={cn(
                      'h-10 min-w-12 rounded-md border border-white/20 px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary',
                      on && 'border-primary bg-primary text-primary-text',
                    )}
                  >
                    {t(`day.${d}`)}
                  </button>
                );
              })}
            </div>
          )}
        />
        {errors.weekdays && (
          <p role="alert" className="mt-1 text-sm text-red-400">
            {t('weekdaysRequired')}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('time')}</span>
          <input
            type="time"
            {...form.register('time')}
            data-testid="reminders-time"
            className="h-10 rounded-md border border-white/20 bg-transparent px-3"
          />
          {errors.time && (
            <span role="alert" className="text-sm text-red-400">
              {t('invalidTime')}
            </span>
          )}
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('timeZone')}</span>
          <Controller
            control={form.control}
            name="time_zone"
            render={({ field }) => (
              <Select
                ref={field.ref}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={zones.map((z) => ({ value: z, label: z }))}
                aria-label={t('timeZone')}
                className="h-10 bg-surface-2"
                data-testid="reminders-zone"
              />
            )}
          />
        </label>
      </div>

      <fieldset>
        <legend className="mb-2 font-medium">{t('channel')}</legend>
        <div className="flex gap-4">
          {(['platform', 'email'] as const).map((c) => (
            <label key={c} className="flex items-center gap-2">
              <input
                type="radio"
                value={c}
                {...form.register('channel')}
                data-testid={`reminders-channel-${c}`}
              />
              {t(c === 'platform' ? 'channelPlatform' : 'channelEmail')}
            </label>
          ))}
        </div>
      </fieldset>

      {nextAt && (
        <p className="text-sm opacity-70" data-testid="reminders-next">
          {t('next', {
            when: new Date(nextAt).toLocaleString(locale, {
              timeZone: query.data.time_zone,
              weekday: 'long',
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
        </p>
      )}

      <Button type="submit" disabled={save.isPending} data-testid="reminders-save">
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
