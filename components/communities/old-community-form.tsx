'use client';

import { useSyncExternalStore } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Loader2 } from 'lucide-react';
import { TextField } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  CONTENT_SWITCHES,
  communitiesApi,
  useAllProducts,
  useOldCommunity,
  type ContentSwitch,
  type TContentMedia,
  type TOldCommunity,
} from '@/lib/client/communities-api';
import { communityAdminKeys } from '@/lib/client/community-admin-keys';
import { COMMUNITY_DEFAULT_COLOR } from '@/lib/communities/options';
import { safeFont } from '@/lib/shell/theme';
import { OldStyleSections } from './old-style-sections';
import { ZOldCommunityForm, oldFormDefaults, type TOldCommunityForm } from './old-form-schema';
import { Collapsible, LoadError, ProductChecklist, SwitchRow, TextArea, useErrorText } from './form-parts';

// The classic (version 1) form (SPEC 2.6, 3, 4): six sections. When editing, Ativa, the products and the
// content/media switches save at once; the rest waits for Salvar.

const INTERACTIONS: ContentSwitch[] = ['publications', 'comments', 'likes'];
const MEDIA: ContentSwitch[] = ['text', 'allow_files', 'videos', 'images', 'carousels'];

const flag = (v: unknown) => v === true || v === 1 || v === '1';
const bit = (b: boolean): 0 | 1 => (b ? 1 : 0);

const subscribeNothing = () => () => {};

export function OldCommunityForm({
  tenantId,
  id,
  onDone,
}: {
  tenantId: string;
  id: string | null;
  onDone: () => void;
}) {
  const detail = useOldCommunity(tenantId, id);
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

function toForm(d: TOldCommunity): TOldCommunityForm {
  const content = Object.fromEntries(
    CONTENT_SWITCHES.map((k) => [k, flag(k === 'allow_files' ? d.files : d[k])]),
  ) as Record<ContentSwitch, boolean>;
  return {
    title: d.title,
    description: d.description ?? '',
    principal: flag(d.principal),
    active: flag(d.active),
    product_ids: (d.plans_with_access ?? []).map((p) => p.plan_id),
    button_sales_text: d.button_sales_text ?? '',
    sales_url: d.sales_url ?? '',
    background_color: d.background_color || COMMUNITY_DEFAULT_COLOR,
    show_ranking: flag(d.show_ranking),
    show_continue_watching: flag(d.show_continue_watching),
    primary_text_color: d.primary_text_color,
    secondary_text_color: d.secondary_text_color,
    shadow_color: d.shadow_color,
    font_family: safeFont(d.font_family),
    ...content,
    links: flag(d.links),
  };
}

function FormBody({
  tenantId,
  initial,
  onDone,
}: {
  tenantId: string;
  initial: TOldCommunity | null;
  onDone: () => void;
}) {
  const t = useTranslations('communityPanel');
  const tc = useTranslations('communities');
  const tr = useErrorText();
  const qc = useQueryClient();
  const products = useAllProducts(tenantId);
  const host = useSyncExternalStore(
    subscribeNothing,
    () => window.location.host,
    () => '',
  );
  const form = useForm<TOldCommunityForm>({
    resolver: zodResolver(ZOldCommunityForm),
    defaultValues: initial ? toForm(initial) : oldFormDefaults,
  });
  const { errors } = form.formState;
  const refresh = () => qc.invalidateQueries({ queryKey: communityAdminKeys.all });

  const payload = (v: TOldCommunityForm) => ({
    title: v.title,
    description: v.description,
    principal: bit(v.principal),
    show_ranking: bit(v.show_ranking),
    show_continue_watching: bit(v.show_continue_watching),
    background_color: v.background_color,
    primary_text_color: v.primary_text_color,
    secondary_text_color: v.secondary_text_color,
    shadow_color: v.shadow_color,
    font_family: v.font_family,
    button_sales_text: v.button_sales_text,
    sales_url: v.sales_url,
    permissions_array: v.product_ids,
    tenant_id: tenantId,
  });
  const contentOf = (v: TOldCommunityForm): TContentMedia =>
    Object.fromEntries(CONTENT_SWITCHES.map((k) => [k, bit(v[k])])) as TContentMedia;

  const switchesOf = (v: TOldCommunityForm) => {
    const content = contentOf(v);
    return {
      ...content,
      publication: content.publications,
      links: bit(v.links),
    };
  };

  const save = useMutation({
    mutationFn: async (v: TOldCommunityForm) =>
      initial
        ? communitiesApi.oldEdit({ ...payload(v), ...switchesOf(v), id: initial.id })
        : communitiesApi.oldCreate({ ...payload(v), ...switchesOf(v) }),
    onSuccess: async () => {
      if (initial) toast.success(tc('changesSaved'));
      else toast.success(tc('created'));
      await refresh();
      onDone();
    },
    onError: () => {
      if (initial) toast.error(tc('changesFailed'), { description: tc('tryLater') });
      else toast.error(tc('createFailed'));
    },
  });

  const toggleStatus = useMutation({
    mutationFn: (on: boolean) => communitiesApi.toggleStatus(tenantId, initial!.id, on),
    onSuccess: async (_a, on) => {
      toast.success(on ? tc('activated') : tc('deactivated'));
      await refresh();
    },
    onError: (_e, on) => {
      form.setValue('active', !on);
      toast.error(tc('toggleFailed'));
    },
  });

  // `key`: the switch just turned; a failure turns back that one only (the others keep what they show)
  const content = useMutation({
    mutationFn: ({ body }: { body: TContentMedia; key: ContentSwitch }) =>
      communitiesApi.contentMedia({ ...body, id: initial!.id, tenant_id: tenantId }),
    onSuccess: async () => {
      toast.success(tc('statusUpdated'));
      await qc.invalidateQueries({ queryKey: communityAdminKeys.oldDetail(tenantId, initial!.id) });
    },
    onError: (_e, { body, key }) => {
      form.setValue(key, body[key] !== 1);
      toast.error(tc('actionFailed'));
    },
  });

  const plans = useMutation({
    mutationFn: ({ pid, on }: { pid: string; on: boolean }) =>
      on
        ? communitiesApi.addPlans(tenantId, initial!.id, [pid])
        : communitiesApi.removePlans(tenantId, initial!.id, [pid]),
    onSuccess: () => qc.invalidateQueries({ queryKey: communityAdminKeys.oldDetail(tenantId, initial!.id) }),
    onError: (_e, { pid, on }) => {
      const cur = form.getValues('product_ids');
      form.setValue('product_ids', on ? cur.filter((x) => x !== pid) : [...cur, pid]);
      toast.error(tc('actionFailed'));
    },
  });

  const contentSwitch = (k: ContentSwitch) => (
    <Controller
      key={k}
      control={form.control}
      name={k}
      render={({ field }) => (
        <SwitchRow
          label={t(`content.${k}`)}
          testId={`community-content-${k}`}
          checked={field.value}
          disabled={content.isPending}
          onChange={(on) => {
            field.onChange(on);
            if (initial) content.mutate({ body: { ...contentOf(form.getValues()), [k]: bit(on) }, key: k });
          }}
        />
      )}
    />
  );

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      data-testid="community-old-form"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Collapsible title={t('sections.settings')} testId="community-old-settings">
        <TextField
          id="community-old-title"
          testId="community-title"
          label={t('fields.title')}
          error={tr(errors.title?.message)}
          {...form.register('title')}
        />
        <TextArea
          id="community-old-description"
          testId="community-description"
          label={t('fields.description')}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="principal"
          render={({ field }) => (
            <SwitchRow
              label={t('fields.principal')}
              hint={t('fields.principalHint')}
              testId="community-principal"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        {initial && (
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <SwitchRow
                label={t('fields.active')}
                testId="community-active"
                checked={field.value}
                disabled={toggleStatus.isPending}
                onChange={(on) => {
                  field.onChange(on);
                  toggleStatus.mutate(on);
                }}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="product_ids"
          render={({ field }) => (
            <ProductChecklist
              label={t('fields.products')}
              products={products.data}
              loading={products.isPending}
              value={field.value}
              error={errors.product_ids?.message}
              disabled={plans.isPending}
              onToggle={(pid, on) => {
                const next = on ? [...field.value, pid] : field.value.filter((x) => x !== pid);
                if (initial && next.length === 0) {
                  toast.error(tc('selectProduct'));
                  return;
                }
                field.onChange(next);
                if (initial) plans.mutate({ pid, on });
              }}
            />
          )}
        />
        <TextField
          id="community-sales-text"
          testId="community-sales-text"
          label={t('fields.salesText')}
          error={tr(errors.button_sales_text?.message)}
          {...form.register('button_sales_text')}
        />
        <div>
          <TextField
            id="community-sales-url"
            testId="community-sales-url"
            label={t('fields.salesUrl')}
            error={tr(errors.sales_url?.message)}
            {...form.register('sales_url')}
          />
          <p className="mt-1 text-xs opacity-60">{t('fields.salesUrlHint', { host })}</p>
        </div>
      </Collapsible>

      <Collapsible title={t('sections.interactions')} testId="community-old-interactions">
        {INTERACTIONS.map(contentSwitch)}
      </Collapsible>
      <Collapsible title={t('sections.media')} testId="community-old-media">
        {MEDIA.map(contentSwitch)}
        <Controller
          control={form.control}
          name="links"
          render={({ field }) => (
            <SwitchRow
              label={t('content.links')}
              hint={t('content.linksHint')}
              testId="community-content-links"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Collapsible>

      <OldStyleSections form={form} />

      <div
        data-testid="community-form-footer"
        className="sticky -bottom-4 z-10 -mx-4 flex justify-end gap-2 border-t border-white/10 bg-surface-2 px-4 py-3"
      >
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="community-save">
          {save.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
          {initial ? t('saveChanges') : t('createSubmit')}
        </Button>
      </div>
    </form>
  );
}
