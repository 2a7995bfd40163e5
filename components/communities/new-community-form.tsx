'use client';

import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Loader2 } from 'lucide-react';
import { TextField } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  communitiesApi,
  useAllProducts,
  useCommunityDetail,
  type TCommunityDetail,
} from '@/lib/client/communities-api';
import { communityAdminKeys } from '@/lib/client/community-admin-keys';
import { COMMUNITY_FORM_TOAST_MS as NEW_COMMUNITY_TOAST_MS } from '@/lib/communities/options';
import {
  COMMUNITY_FORM_DEFAULTS as communityFormDefaults,
  ZCommunityForm,
  type TCommunityForm,
  type TCommunityFormInput,
} from '@/lib/communities/admin/schemas';
import { ColorChoice } from './color-choice';
import { CoverEditor } from './cover-editor';
import {
  Collapsible,
  LoadError,
  FieldError,
  ProductChecklist,
  SwitchRow,
  TextArea,
  useErrorText,
} from './form-parts';

/** The new-version form (SPEC 2.6, 5): Configurações and Aparência; create or edit by `id`. */
export function NewCommunityForm({
  tenantId,
  id,
  onDone,
}: {
  tenantId: string;
  id: string | null;
  onDone: () => void;
}) {
  const detail = useCommunityDetail(id);
  if (id && detail.isPending)
    return (
      <div className="flex flex-col gap-3" aria-busy data-testid="community-form-loading">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (id && detail.isError)
    return <LoadError testId="community-form-error" onRetry={() => detail.refetch()} />;
  return <FormBody tenantId={tenantId} initial={id ? detail.data! : null} onDone={onDone} />;
}

function toForm(d: TCommunityDetail): TCommunityForm {
  return {
    ...communityFormDefaults,
    title: d.title,
    description: d.description ?? '',
    background_color: d.background_color || communityFormDefaults.background_color,
    is_private: d.is_private,
    is_enabled: d.isActive,
    has_ranking: d.has_ranking,
    has_continue_watching: d.has_continue_watching,
    product_ids: d.product_ids ?? [],
    upsell_text: d.upsell_text ?? '',
    upsell_link: d.upsell_link ?? '',
  };
}

function FormBody({
  tenantId,
  initial,
  onDone,
}: {
  tenantId: string;
  initial: TCommunityDetail | null;
  onDone: () => void;
}) {
  const t = useTranslations('communityPanel');
  const tc = useTranslations('communities');
  const qc = useQueryClient();
  const products = useAllProducts(tenantId);
  // undefined: keep the saved cover; null: remove it; a key: the new upload.
  const [cover, setCover] = useState<string | null | undefined>(undefined);
  const [coverBusy, setCoverBusy] = useState(false);
  const form = useForm<TCommunityFormInput, unknown, TCommunityForm>({
    resolver: zodResolver(ZCommunityForm),
    defaultValues: initial ? toForm(initial) : communityFormDefaults,
  });
  const { errors } = form.formState;
  const tr = useErrorText();
  const isPrivate = useWatch({ control: form.control, name: 'is_private' });

  const refresh = () => qc.invalidateQueries({ queryKey: communityAdminKeys.all });

  const save = useMutation({
    // Every field is sent, '' included: the API keeps a field only when it is absent.
    mutationFn: async (v: TCommunityForm) => {
      if (!initial) {
        return communitiesApi.create({ ...v, ...(cover ? { cover_path: cover } : {}) });
      }
      const { product_ids, ...rest } = v;
      await communitiesApi.update(initial.id, {
        ...rest,
        ...(cover !== undefined ? { cover_path: cover } : {}),
      });
      if (v.is_private) await communitiesApi.setProducts(initial.id, product_ids);
    },
    onSuccess: async () => {
      toast.success(initial ? tc('updated') : tc('created'), { duration: NEW_COMMUNITY_TOAST_MS });
      await refresh();
      onDone();
    },
    onError: () =>
      toast.error(initial ? tc('updateFailed') : tc('createFailed'), { duration: NEW_COMMUNITY_TOAST_MS }),
  });

  // Editing: 'Ativa' is saved at once through enable/disable (SPEC 4).
  const enable = useMutation({
    mutationFn: (on: boolean) => communitiesApi.setEnabled(initial!.id, on),
    onSuccess: async (_a, on) => {
      toast.success(on ? tc('activated') : tc('deactivated'), { duration: NEW_COMMUNITY_TOAST_MS });
      await refresh();
    },
    onError: (_e, on) => {
      form.setValue('is_enabled', !on);
      toast.error(tc('toggleFailed'), { duration: NEW_COMMUNITY_TOAST_MS });
    },
  });

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      data-testid="community-new-form"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Collapsible title={t('sections.settings')} testId="community-section-settings">
        <TextField
          id="community-title"
          testId="community-title"
          label={t('fields.title')}
          maxLength={60}
          error={tr(errors.title?.message)}
          {...form.register('title')}
        />
        <TextArea
          id="community-description"
          testId="community-description"
          label={t('fields.description')}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="is_enabled"
          render={({ field }) => (
            <SwitchRow
              label={t('fields.active')}
              hint={t('fields.activeHint')}
              testId="community-active"
              checked={!!field.value}
              disabled={enable.isPending}
              onChange={(on) => {
                field.onChange(on);
                if (initial) enable.mutate(on);
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="is_private"
          render={({ field }) => (
            <SwitchRow
              label={t('fields.private')}
              hint={t('fields.privateHint')}
              testId="community-private"
              checked={!!field.value}
              onChange={field.onChange}
            />
          )}
        />
        {isPrivate && (
          <div
            className="flex flex-col gap-4 rounded-md bg-white/5 p-3"
            data-testid="community-private-fields"
          >
            <Controller
              control={form.control}
              name="product_ids"
              render={({ field }) => (
                <ProductChecklist
                  label={t('fields.products')}
                  products={products.data}
                  loading={products.isPending}
                  value={field.value ?? []}
                  error={errors.product_ids?.message}
                  onToggle={(pid, on) => {
                    const cur = field.value ?? [];
                    field.onChange(on ? [...cur, pid] : cur.filter((x) => x !== pid));
                  }}
                />
              )}
            />
            <TextField
              id="community-upsell-text"
              testId="community-upsell-text"
              label={t('fields.upsellText')}
              error={tr(errors.upsell_text?.message)}
              {...form.register('upsell_text')}
            />
            <TextField
              id="community-upsell-link"
              testId="community-upsell-link"
              label={t('fields.upsellLink')}
              placeholder="https://"
              error={tr(errors.upsell_link?.message)}
              {...form.register('upsell_link')}
            />
          </div>
        )}
        <Controller
          control={form.control}
          name="has_ranking"
          render={({ field }) => (
            <SwitchRow
              label={t('fields.ranking')}
              testId="community-ranking"
              checked={!!field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="has_continue_watching"
          render={({ field }) => (
            <SwitchRow
              label={t('fields.continueWatching')}
              testId="community-continue-watching"
              checked={!!field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Collapsible>

      <Collapsible title={t('sections.appearance')} testId="community-section-appearance">
        <div>
          <p className="mb-1.5 text-sm font-medium">{t('fields.cover')}</p>
          <CoverEditor
            initialUrl={initial?.cover_presigned_url ?? null}
            onChange={setCover}
            onBusyChange={setCoverBusy}
          />
        </div>
        <Controller
          control={form.control}
          name="background_color"
          render={({ field }) => <ColorChoice value={field.value ?? ''} onChange={field.onChange} />}
        />
        <FieldError message={errors.background_color?.message} />
      </Collapsible>

      <div
        data-testid="community-form-footer"
        className="sticky -bottom-4 z-10 -mx-4 flex justify-end gap-2 border-t border-white/10 bg-surface-2 px-4 py-3"
      >
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending || coverBusy} data-testid="community-save">
          {save.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
          {initial ? t('saveChanges') : t('createSubmit')}
        </Button>
      </div>
    </form>
  );
}
