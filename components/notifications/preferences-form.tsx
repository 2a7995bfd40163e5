'use client';

import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/client/fetcher';
import { notificationSettingsApi, notificationSettingsKeys } from '@/lib/client/notification-settings-api';
import { STALE } from '@/lib/client/stale';
import { PREFERENCE_TYPES, ZPreferences, type TPreferences } from '@/lib/notifications/schemas';

const PREFS_TOAST_MS = 4000;

/**
 * The notification preferences form (SPEC 2.4): Plataforma and E-mail per type, one switch per
 * community under 'Habilitar notificações da comunidade', 'Salvar' disabled while submitting or when
 * there are no communities. The fetch is not retried on 404/500, else every 3 s (SPEC 8).
 */
export function PreferencesForm({ tenantId, onSaved }: { tenantId: string; onSaved?: () => void }) {
  const t = useTranslations('notifications.prefs');
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: notificationSettingsKeys.preferences(tenantId),
    queryFn: () => notificationSettingsApi.preferences(tenantId),
    staleTime: STALE.halfHour,
    refetchOnWindowFocus: false,
    retry: (_count, err) => !(isApiError(err) && (err.status === 404 || err.status === 500)),
    retryDelay: 3000,
  });
  const form = useForm<TPreferences>({ resolver: zodResolver(ZPreferences) });
  const { reset } = form;
  useEffect(() => {
    if (query.data) {
      const { subscribed_communities: _rows, ...values } = query.data;
      reset(values);
    }
  }, [query.data, reset]);
  const save = useMutation({
    mutationFn: (body: TPreferences) => notificationSettingsApi.savePreferences(tenantId, body),
    onSuccess: (data) => {
      qc.setQueryData(notificationSettingsKeys.preferences(tenantId), data);
      toast.success(t('saved'), { duration: PREFS_TOAST_MS });
      onSaved?.();
    },
    onError: () => toast.error(t('saveError'), { duration: PREFS_TOAST_MS }),
  });

  if (query.isPending)
    return (
      <p className="py-6 text-center text-sm opacity-70" data-testid="prefs-loading">
        {t('loading')}
      </p>
    );
  if (query.isError || !query.data)
    return (
      <div className="py-6 text-center" data-testid="prefs-error">
        <p className="mb-3 text-sm">{t('loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );

  const rows = query.data.subscribed_communities;
  return (
    <form
      data-testid="prefs-form"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      className="flex flex-col gap-5"
      noValidate
    >
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left opacity-70">
            <th className="py-1 font-medium" />
            <th className="py-1 text-center font-medium">{t('platform')}</th>
            <th className="py-1 text-center font-medium">{t('email')}</th>
          </tr>
        </thead>
        <tbody>
          {PREFERENCE_TYPES.map((type) => (
            <tr key={type} className="border-t border-white/10">
              <th scope="row" className="py-2 text-left font-medium">
                {t(`type.${type}`)}
              </th>
              {(['platform', 'email'] as const).map((ch) => (
                <td key={ch} className="py-2 text-center">
                  <Controller
                    control={form.control}
                    name={`${type}.${ch}`}
                    render={({ field }) => (
                      <Switch
                        checked={!!field.value}
                        onCheckedChange={field.onChange}
                        aria-label={`${t(`type.${type}`)} — ${t(ch)}`}
                        data-testid={`pref-${type}-${ch}`}
                      />
                    )}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('communities')}</legend>
        {rows.length === 0 ? (
          <p className="text-sm opacity-70" data-testid="prefs-no-communities">
            {t('noCommunities')}
          </p>
        ) : (
          <Controller
            control={form.control}
            name="communities"
            render={({ field }) => (
              <ul className="flex flex-col gap-2">
                {rows.map((c) => {
                  const checked = (field.value ?? []).includes(c.community_id);
                  return (
                    <li key={c.community_id} className="flex items-center justify-between gap-3">
                      <span className="truncate text-sm">{c.title}</span>
                      <Switch
                        checked={checked}
                        aria-label={c.title}
                        data-testid={`pref-community-${c.community_id}`}
                        onCheckedChange={(on) =>
                          field.onChange(
                            on
                              ? [...(field.value ?? []), c.community_id]
                              : (field.value ?? []).filter((id) => id !== c.community_id),
                          )
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          />
        )}
      </fieldset>

      <Button type="submit" disabled={save.isPending || rows.length === 0} data-testid="prefs-save">
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
