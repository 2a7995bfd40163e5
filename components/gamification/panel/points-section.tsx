'use client';

import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  gamificationApi,
  useActiveProducts,
  useGamificationPlans,
  usePoints,
  type TPointsView,
  type TProductOption,
} from '@/lib/client/gamification-api';
import { gamificationPanelKeys } from '@/lib/client/gamification-panel-keys';
import {
  COMMUNITY_ACTIONS,
  PER_DAY_COMMUNITY_ACTIONS,
  PER_DAY_PLATFORM_ACTIONS,
  PLATFORM_ACTIONS,
  ZCommunityRules,
  ZPerDayCommunity,
  ZPerDayPlatform,
  ZPlatformRules,
  type TActionRule,
  type TPerDayRule,
} from '@/lib/gamification/points-config';
import { POINTS_NAME_MAX, ZPointsPanelForm, type TPointsPanelForm } from '@/lib/gamification/schemas';
import {
  FieldError,
  INPUT,
  LoadError,
  ProductMultiSelect,
  SectionHeader,
  SwitchRow,
  useErrorText,
  wholeNumber,
} from './parts';

function initial(view: TPointsView): TPointsPanelForm {
  return {
    custom_name: view.exists ? (view.custom_name ?? '') : (view.custom_name ?? 'XP'),
    platform: ZPlatformRules.parse(view.platform ?? {}),
    community: ZCommunityRules.parse(view.community ?? {}),
    per_day: {
      platform: ZPerDayPlatform.parse(view.per_day?.platform_settings ?? {}),
      community: ZPerDayCommunity.parse(view.per_day?.community_settings ?? {}),
    },
  };
}

/** Pontuação: the points' name, what scores on the platform and in communities, and who can score. */
export function PointsSection({ tenantId, onBack }: { tenantId: string; onBack: () => void }) {
  const t = useTranslations('gamificationPanel');
  const points = usePoints(tenantId);

  let body;
  if (points.isPending)
    body = (
      <div className="space-y-3" data-testid="points-loading">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  else if (points.isError) body = <LoadError onRetry={() => points.refetch()} testId="points-error" />;
  else body = <PointsForm key={points.dataUpdatedAt} tenantId={tenantId} view={points.data} />;

  return (
    <section data-testid="gamification-points">
      <SectionHeader title={t('menu.points')} onBack={onBack} />
      {body}
    </section>
  );
}

// the form holds whole rules (parsed from the view), so the schema's input is its output
const pointsResolver = zodResolver(
  ZPointsPanelForm as unknown as z.ZodType<TPointsPanelForm, TPointsPanelForm>,
);

function PointsForm({ tenantId, view }: { tenantId: string; view: TPointsView }) {
  const t = useTranslations('gamificationPanel');
  const tg = useTranslations('gamification');
  const tr = useErrorText();
  const id = useId();
  const qc = useQueryClient();
  const form = useForm<TPointsPanelForm, unknown, TPointsPanelForm>({
    resolver: pointsResolver,
    defaultValues: initial(view),
  });
  const { control, register } = form;
  const { errors, isSubmitting: saving } = form.formState;

  const save = form.handleSubmit(async ({ per_day, ...points }) => {
    try {
      await gamificationApi.savePoints(tenantId, !view.exists, points);
      await gamificationApi.savePerDay(tenantId, per_day);
      toast.success(tg(view.exists ? 'pointsUpdated' : 'pointsCreated'));
      await qc.invalidateQueries({ queryKey: gamificationPanelKeys.points(tenantId) });
      void qc.invalidateQueries({ queryKey: gamificationPanelKeys.levels(tenantId) });
    } catch {
      // SPEC.md section 8: points errors are silent.
    }
  });

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(e) => void save(e)}
      data-testid="points-form"
      data-mode={view.exists ? 'update' : 'create'}
    >
      <div>
        <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium">
          {t('points.name')}
        </label>
        <input
          id={`${id}-name`}
          className={INPUT}
          maxLength={POINTS_NAME_MAX}
          {...register('custom_name')}
          aria-invalid={!!errors.custom_name || undefined}
          placeholder={t('points.namePlaceholder')}
          data-testid="points-name"
        />
        <FieldError testId="points-name-error">{tr(errors.custom_name?.message)}</FieldError>
      </div>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">{t('points.platform')}</legend>
        {PLATFORM_ACTIONS.map((a) => (
          <Controller
            key={a}
            control={control}
            name={`platform.${a}`}
            render={({ field }) => (
              <RuleRow
                label={t(`points.platformActions.${a}`)}
                rule={field.value}
                onChange={(p) => field.onChange({ ...field.value, ...p })}
                testId={`points-platform-${a}`}
              />
            )}
          />
        ))}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">{t('points.community')}</legend>
        {COMMUNITY_ACTIONS.map((a) => (
          <Controller
            key={a}
            control={control}
            name={`community.${a}`}
            render={({ field }) => (
              <RuleRow
                label={t(`points.communityActions.${a}`)}
                rule={field.value}
                onChange={(p) => field.onChange({ ...field.value, ...p })}
                testId={`points-community-${a}`}
              />
            )}
          />
        ))}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">{t('points.perDay')}</legend>
        <p className="mb-2 text-xs opacity-70">{t('points.perDayHint')}</p>
        {PER_DAY_PLATFORM_ACTIONS.map((a) => (
          <Controller
            key={`p-${a}`}
            control={control}
            name={`per_day.platform.${a}`}
            render={({ field }) => (
              <PerDayRow
                label={t(`points.perDayPlatform.${a}`)}
                rule={field.value}
                onChange={(p) => field.onChange({ ...field.value, ...p })}
                testId={`points-perday-platform-${a}`}
              />
            )}
          />
        ))}
        {PER_DAY_COMMUNITY_ACTIONS.map((a) => (
          <Controller
            key={`c-${a}`}
            control={control}
            name={`per_day.community.${a}`}
            render={({ field }) => (
              <PerDayRow
                label={t(`points.perDayCommunity.${a}`)}
                rule={field.value}
                onChange={(p) => field.onChange({ ...field.value, ...p })}
                testId={`points-perday-community-${a}`}
              />
            )}
          />
        ))}
      </fieldset>

      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('points.products')}</legend>
        <p className="mb-2 text-xs opacity-70">{t('points.productsHint')}</p>
        <GamificationProducts tenantId={tenantId} />
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={saving} data-testid="points-save">
          {saving ? t('saving') : view.exists ? t('points.update') : t('points.create')}
        </Button>
      </div>
    </form>
  );
}

function RuleRow({
  label,
  rule,
  onChange,
  testId,
}: {
  label: string;
  rule: TActionRule;
  onChange: (p: Partial<TActionRule>) => void;
  testId: string;
}) {
  const t = useTranslations('gamificationPanel');
  return (
    <div className="flex items-center gap-3 rounded-md border border-white/10 px-3 py-2">
      <div className="flex-1">
        <SwitchRow
          label={label}
          checked={rule.enabled}
          onChange={(v) => onChange({ enabled: v })}
          testId={`${testId}-enabled`}
        />
      </div>
      <input
        type="number"
        min={0}
        className="h-9 w-20 rounded-md border border-white/20 bg-black/30 px-2 text-sm disabled:opacity-50"
        value={rule.points}
        disabled={!rule.enabled}
        aria-label={t('points.pointsFor', { action: label })}
        onChange={(e) => onChange({ points: wholeNumber(e.target.value) })}
        data-testid={`${testId}-points`}
      />
    </div>
  );
}

function PerDayRow({
  label,
  rule,
  onChange,
  testId,
}: {
  label: string;
  rule: TPerDayRule;
  onChange: (p: Partial<TPerDayRule>) => void;
  testId: string;
}) {
  const t = useTranslations('gamificationPanel');
  return (
    <div className="rounded-md border border-white/10 px-3 py-2">
      <SwitchRow
        label={label}
        checked={rule.enable}
        onChange={(v) => onChange({ enable: v })}
        testId={`${testId}-enable`}
      />
      {rule.enable ? (
        <div className="mt-2 grid grid-cols-2 gap-2 text-xs">
          <label className="flex flex-col gap-1">
            {t('points.neededInteraction')}
            <input
              type="number"
              min={1}
              className="h-9 rounded-md border border-white/20 bg-black/30 px-2 text-sm"
              value={rule.needed_interaction}
              onChange={(e) => onChange({ needed_interaction: Math.max(1, wholeNumber(e.target.value)) })}
              data-testid={`${testId}-needed`}
            />
          </label>
          <label className="flex flex-col gap-1">
            {t('points.plusScore')}
            <input
              type="number"
              min={0}
              className="h-9 rounded-md border border-white/20 bg-black/30 px-2 text-sm"
              value={rule.plus_user_score}
              onChange={(e) => onChange({ plus_user_score: wholeNumber(e.target.value) })}
              data-testid={`${testId}-plus`}
            />
          </label>
        </div>
      ) : null}
    </div>
  );
}

/** The products whose students earn points; saved at once (check creates a plan, uncheck deletes it). */
function GamificationProducts({ tenantId }: { tenantId: string }) {
  const products = useActiveProducts(tenantId);
  const plans = useGamificationPlans(tenantId);
  if (products.isPending || plans.isPending || products.isError || plans.isError)
    return (
      <ProductMultiSelect
        products={[]}
        loading={products.isPending || plans.isPending}
        failed={products.isError || plans.isError}
        value={[]}
        onToggle={() => undefined}
        testId="points-products"
      />
    );
  return (
    <ProductsChecklist
      tenantId={tenantId}
      products={products.data}
      initial={plans.data.map((p) => p.plan_id)}
    />
  );
}

function ProductsChecklist({
  tenantId,
  products,
  initial,
}: {
  tenantId: string;
  products: TProductOption[];
  initial: string[];
}) {
  const tg = useTranslations('gamification');
  const qc = useQueryClient();
  const [selected, setSelected] = useState<string[]>(initial);
  // Errors are silent (SPEC.md section 8): the box goes back to what it was.
  const toggle = async (productId: string, on: boolean) => {
    setSelected((s) => (on ? [...s, productId] : s.filter((x) => x !== productId)));
    try {
      if (on) await gamificationApi.addPlans(tenantId, [productId]);
      else {
        await gamificationApi.removePlan(tenantId, productId);
        toast.success(tg('productRemoved'));
      }
    } catch {
      setSelected((s) => (on ? s.filter((x) => x !== productId) : [...s, productId]));
    }
    void qc.invalidateQueries({ queryKey: gamificationPanelKeys.plans(tenantId), refetchType: 'none' });
  };
  return (
    <ProductMultiSelect
      products={products}
      loading={false}
      failed={false}
      value={selected}
      onToggle={(pid, on) => void toggle(pid, on)}
      testId="points-products"
    />
  );
}
