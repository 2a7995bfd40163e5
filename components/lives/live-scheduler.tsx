'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import { livesKeys } from '@/lib/client/lives-keys';
import { useQueryHolder } from '@/lib/client/query-provider';
import { isoToWallTime, wallTimeToIso } from '@/lib/dates/zone';
import {
  LIVE_DEFAULT_DURATION,
  ZLiveBody,
  type TLive,
  type TLiveBody,
  type TLiveBodyInput,
} from '@/lib/lives/schemas';

const EMPTY: TLiveBodyInput = {
  title: '',
  starts_at: '',
  duration_minutes: LIVE_DEFAULT_DURATION,
  embed_url: '',
  product_ids: [],
};

/** A live as the form's values (its start on Brasília's wall clock, its length in minutes). */
const formOf = (l: TLive): TLiveBodyInput => ({
  title: l.title,
  starts_at: isoToWallTime(l.starts_at),
  duration_minutes: Math.round((Date.parse(l.ends_at) - Date.parse(l.starts_at)) / 60_000),
  embed_url: l.embed_url,
  product_ids: l.product_ids,
});

const INPUT =
  'h-10 w-full rounded-md border border-white/15 bg-black/20 px-3 text-sm outline-none focus-visible:border-primary aria-[invalid=true]:border-red-500';

/**
 * The editor's scheduler on /live (docs/decisions.md 126): a form (title, start, duration, player link,
 * products) and the scheduled lives with a delete button. The lists are server-rendered: a change
 * refreshes the route.
 */
export function LiveScheduler({
  lives,
  products,
  compact = false,
  onChanged,
}: {
  lives: TLive[];
  products: { id: string; title: string }[];
  /** the edit drawer's narrow column (components/lives/lives-panel.tsx): one column, no top rule */
  compact?: boolean;
  /** after a save or a delete, besides refreshing the route (the drawer reads its lists itself) */
  onChanged?: () => void;
}) {
  const t = useTranslations('lives');
  const tv = useTranslations();
  const router = useRouter();
  // the shell's live alert reads through the lite query (decision 262): the holder reaches it with or
  // without the tab's TanStack client, so /live needs no QueryIsland
  const holder = useQueryHolder();
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  // the live being changed (issue 54): the form holds its values and saves with PATCH
  const [editing, setEditing] = useState<TLive | null>(null);
  const form = useForm<TLiveBodyInput, unknown, TLiveBody>({
    resolver: async (values, ctx, options) =>
      zodResolver(ZLiveBody)(
        // the time typed is Brasília's, the zone every page shows it in, not the browser's (decision 437)
        { ...values, starts_at: wallTimeToIso(String(values.starts_at ?? '')) },
        ctx,
        options,
      ),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const edit = (live: TLive | null) => {
    setEditing(live);
    form.reset(live ? formOf(live) : EMPTY);
  };
  const err = (name: keyof TLiveBodyInput) => {
    const m = form.formState.errors[name]?.message;
    return m ? (form.formState.errors[name]?.type === 'server' ? m : tv(m)) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string }>(
        editing ? `/api/auth/lives/${editing.id}` : '/api/auth/lives',
        { method: editing ? 'PATCH' : 'POST', body: values },
      );
      toast.success(res.message);
      edit(null);
      void holder.invalidate(livesKeys.all);
      router.refresh();
      onChanged?.();
    } catch (e) {
      if (isApiError(e) && e.fields)
        for (const [field, message] of Object.entries(e.fields))
          form.setError(field as keyof TLiveBodyInput, { type: 'server', message });
      toast.error(isApiError(e) ? e.message : t('actionFailed'));
    }
  });

  const remove = async (live: TLive) => {
    setBusy(live.id);
    try {
      const res = await apiFetch<{ message: string }>(`/api/auth/lives/${live.id}`, { method: 'DELETE' });
      toast.success(res.message);
      void holder.invalidate(livesKeys.all);
      router.refresh();
      onChanged?.();
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('actionFailed'));
    } finally {
      setBusy(null);
    }
  };

  const selected = useWatch({ control: form.control, name: 'product_ids' }) ?? [];
  const field = (name: keyof TLiveBodyInput, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {input}
      {err(name) && (
        <p role="alert" className="mt-1 text-xs text-red-400" data-testid={`live-${name}-error`}>
          {err(name)}
        </p>
      )}
    </div>
  );

  return (
    <section className={compact ? '' : 'mt-12 border-t border-white/10 pt-8'} data-testid="live-scheduler">
      <h2 className="mb-4 text-xl font-semibold" data-testid="live-form-title">
        {editing ? t('editTitle', { title: editing.title }) : t('schedule')}
      </h2>
      <form
        onSubmit={onSubmit}
        noValidate
        className={compact ? 'grid gap-4' : 'grid gap-4 md:grid-cols-2'}
        data-testid="live-form"
      >
        <div className="md:col-span-2">
          {field(
            'title',
            t('fields.title'),
            <input
              id={`${id}-title`}
              className={INPUT}
              aria-invalid={!!err('title')}
              data-testid="live-title-input"
              {...form.register('title')}
            />,
          )}
        </div>
        {field(
          'starts_at',
          t('fields.startsAt'),
          <input
            id={`${id}-starts_at`}
            type="datetime-local"
            className={INPUT}
            aria-invalid={!!err('starts_at')}
            data-testid="live-start-input"
            {...form.register('starts_at')}
          />,
        )}
        {field(
          'duration_minutes',
          t('fields.duration'),
          <input
            id={`${id}-duration_minutes`}
            type="number"
            inputMode="numeric"
            className={INPUT}
            aria-invalid={!!err('duration_minutes')}
            data-testid="live-duration-input"
            {...form.register('duration_minutes')}
          />,
        )}
        <div className="md:col-span-2">
          {field(
            'embed_url',
            t('fields.embedUrl'),
            <input
              id={`${id}-embed_url`}
              type="url"
              className={INPUT}
              aria-invalid={!!err('embed_url')}
              data-testid="live-embed-input"
              {...form.register('embed_url')}
            />,
          )}
        </div>
        <fieldset className="md:col-span-2">
          <legend className="mb-1 text-sm font-medium">{t('fields.products')}</legend>
          <ul className="flex flex-wrap gap-2">
            {products.map((p) => (
              <li key={p.id}>
                <label className="flex cursor-pointer items-center gap-2 rounded-md border border-white/10 px-3 py-1.5 text-sm hover:bg-white/5">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-[var(--color-primary)]"
                    checked={selected.includes(p.id)}
                    onChange={(e) =>
                      form.setValue(
                        'product_ids',
                        e.target.checked ? [...selected, p.id] : selected.filter((x) => x !== p.id),
                      )
                    }
                    data-testid="live-product-option"
                    aria-label={p.title}
                  />
                  {p.title}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit" disabled={form.formState.isSubmitting} data-testid="live-submit">
            {form.formState.isSubmitting ? t('saving') : editing ? t('update') : t('submit')}
          </Button>
          {editing && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => edit(null)}
              data-testid="live-edit-cancel"
            >
              {t('cancelEdit')}
            </Button>
          )}
        </div>
      </form>

      <h2 className="mt-10 mb-3 text-lg font-semibold">{t('manageTitle')}</h2>
      {lives.length === 0 ? (
        <p className="opacity-75" data-testid="live-manage-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="live-manage-list">
          {lives.map((l) => (
            <li
              key={l.id}
              className="flex items-center gap-3 rounded-md bg-surface-2 px-4 py-2"
              data-testid="live-manage-item"
            >
              <span className="min-w-0 flex-1 truncate">{l.title}</span>
              <span className="shrink-0 text-xs opacity-75">{t(`status.${l.status}`)}</span>
              {l.status !== 'ended' && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('editLabel', { title: l.title })}
                  onClick={() => {
                    edit(l);
                    document.getElementById(`${id}-title`)?.focus();
                  }}
                  data-testid="live-edit"
                >
                  <Pencil aria-hidden className="h-4 w-4" />
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('deleteLabel', { title: l.title })}
                disabled={busy === l.id}
                onClick={() => remove(l)}
                data-testid="live-delete"
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
