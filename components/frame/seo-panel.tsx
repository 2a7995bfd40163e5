'use client';

import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Loader2 } from 'lucide-react';
import { TextField } from '@/components/auth/fields';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/client/cn';
import { frameKeys } from '@/lib/client/frame-keys';
import { frameApi } from '@/lib/frame/api';
import {
  SEO_DESCRIPTION_MAX,
  SEO_NAME_MAX,
  ZSeoBody,
  type TFrameSettings,
  type TSeoBody,
  type TSeoBodyInput,
} from '@/lib/frame/schemas';
import { PanelError, PanelLoading } from './panel-states';
import { useFrameSettings } from './use-frame-settings';

/**
 * 'Informações & SEO' (SPEC 5): platform name (required) and description (max 191, counter red from 192);
 * the reply-to address of the school's e-mails (issue 56, ADR 0306), whose sender name is the platform name.
 */
export default function SeoPanel({ tenantId }: PanelProps) {
  const t = useTranslations('frame.seo');
  const settings = useFrameSettings(tenantId);
  if (settings.isPending) return <PanelLoading label={t('loading')} testId="seo-panel-loading" />;
  if (settings.isError)
    return <PanelError message={t('loadFailed')} retry={() => settings.refetch()} testId="seo-panel-error" />;
  return <SeoForm tenantId={tenantId} settings={settings.data} />;
}

function SeoForm({ tenantId, settings }: { tenantId: string; settings: TFrameSettings }) {
  const t = useTranslations('frame');
  const tAll = useTranslations();
  const id = useId();
  const qc = useQueryClient();
  const router = useRouter();
  const form = useForm<TSeoBodyInput, unknown, TSeoBody>({
    resolver: zodResolver(ZSeoBody),
    mode: 'onChange',
    defaultValues: {
      name: settings.name,
      description: settings.description,
      mail_reply_to: settings.mail_reply_to,
    },
  });
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const over = description.length > SEO_DESCRIPTION_MAX;
  const blocked =
    name.trim() === '' || name.length > SEO_NAME_MAX || over || !!form.formState.errors.mail_reply_to;

  const save = useMutation({
    mutationFn: (v: TSeoBody) => frameApi.seo(tenantId, v),
    onSuccess: (saved) => {
      qc.setQueryData(frameKeys.settings(tenantId), saved);
      form.reset({
        name: saved.name,
        description: saved.description,
        mail_reply_to: saved.mail_reply_to,
      });
      toast.success(t('seo.saved'));
      router.refresh(); // titles and descriptions are rendered on the server
    },
    onError: (e) => toast.error(t('seo.failed'), { description: e.message || undefined }),
  });
  const err = (m?: string) => (m ? (tAll.has(m) ? tAll(m) : m) : undefined);
  const counterId = `${id}-counter`;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      data-testid="seo-panel"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <TextField
        id={`${id}-name`}
        testId="seo-name"
        label={t('seo.name')}
        required
        error={err(form.formState.errors.name?.message)}
        {...form.register('name')}
      />
      <div>
        <label htmlFor={`${id}-description`} className="mb-1.5 block text-sm font-medium">
          {t('seo.description')}
        </label>
        <textarea
          id={`${id}-description`}
          data-testid="seo-description"
          rows={4}
          aria-describedby={counterId}
          aria-invalid={over || undefined}
          className={cn(
            'w-full rounded-md border bg-black/30 p-3 text-base focus-visible:outline-2 focus-visible:outline-primary',
            over ? 'border-red-400' : 'border-white/20',
          )}
          {...form.register('description')}
        />
        <div className="mt-1 flex justify-between gap-2 text-xs">
          <span className="opacity-70">{t('seo.descriptionHint')}</span>
          <span
            id={counterId}
            data-testid="seo-counter"
            data-over={over ? 'true' : 'false'}
            aria-live="polite"
            className={over ? 'font-semibold text-red-400' : 'opacity-70'}
          >
            {t('seo.counter', { count: description.length, max: SEO_DESCRIPTION_MAX })}
          </span>
        </div>
        {over && <p className="mt-1 text-sm text-red-300">{t('seoDescriptionTooLong')}</p>}
      </div>
      <TextField
        id={`${id}-reply-to`}
        testId="seo-reply-to"
        type="email"
        label={t('seo.replyTo')}
        hint={t('seo.replyToHint')}
        error={err(form.formState.errors.mail_reply_to?.message)}
        {...form.register('mail_reply_to')}
      />
      <div>
        <Button type="submit" disabled={blocked || save.isPending} data-testid="seo-save">
          {save.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
