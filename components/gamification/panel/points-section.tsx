'use client';

import { useId, useState } from 'react';
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
import { gamificationKeys } from '@/lib/client/gamification-keys';
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
  type TCommunityRules,
  type TPerDayCommunity,
  type TPerDayPlatform,
  type TPerDayRule,
  type TPlatformRules,
} from '@/lib/gamification/points-config';
import { POINTS_NAME_MAX } from '@/lib/gamification/schemas';
import {
  FieldError,
  INPUT,
  LoadError,
  ProductMultiSelect,
  SectionHeader,
  SwitchRow,
  wholeNumber,
} from './parts';

interface FormState {
  custom_name: string;
  platform: TPlatformRules;
  community: TCommunityRules;
  perDayPlatform: TPerDayPlatform;
  perDayCommunity: TPerDayCommunity;
}

function initial(view: TPointsView): FormState {
  return {
    custom_name: view.exists ? (view.custom_name ?? '') : (view.custom_name ?? 'XP'),
    platform: ZPlatformRules.parse(view.platform ?? {}),
    community: ZCommunityRules.parse(view.community ?? {}),
    perDayPlatform: ZPerDayPlatform.parse(view.per_day?.platform_settings ?? {}),
    perDayCommunity: ZPerDayCommunity.parse(view.per_day?.community_settings ?? {}),
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

function PointsForm({ tenantId, view }: { tenantId: string; view: TPointsView }) {
  const t = useTranslations('gamificationPanel');
  const tg = useTranslations('gamification');
  const id = useId();
  const qc = useQueryClient();
  const [state, setState] = useState<FormState>(() => initial(view));
  const [nameError, setNameError] = useState(false);
  const [saving, setSaving] = useState(false);

  const setPlatform = (k: keyof TPlatformRules, patch: Partial<TActionRule>) =>
    setState((s) => ({ ...s, platform: { ...s.platform, [k]: { ...s.platform[k], ...patch } } }));
  const setCommunity = (k: keyof TCommunityRules, patch: Partial<TActionRule>) =>
    setState((s) => ({ ...s, community: { ...s.community, [k]: { ...s.community[k], ...patch } } }));
  const setPerDayPlatform = (k: keyof TPerDayPlatform, patch: Partial<TPerDayRule>) =>
    setState((s) => ({
      ...s,
      perDayPlatform: { ...s.perDayPlatform, [k]: { ...s.perDayPlatform[k], ...patch } },
    }));
  const setPerDayCommunity = (k: keyof TPerDayCommunity, patch: Partial<TPerDayRule>) =>
    setState((s) => ({
      ...s,
      perDayCommunity: { ...s.perDayCommunity, [k]: { ...s.perDayCommunity[k], ...patch } },
    }));

  const save = async () => {
    const name = state.custom_name.trim();
    if (!name) {
      setNameError(true);
      return;
    }
    setSaving(true);
    try {
      await gamificationApi.savePoints(tenantId, !view.exists, {
        custom_name: name,
        platform: state.platform,
        community: state.community,
      });
      await gamificationApi.savePerDay(tenantId, {
        platform: state.perDayPlatform,
        community: state.perDayCommunity,
      });
      toast.success(tg(view.exists ? 'pointsUpdated' : 'pointsCreated'));
      await qc.invalidateQueries({ queryKey: gamificationKeys.points(tenantId) });
      void qc.invalidateQueries({ queryKey: gamificationKeys.levels(tenantId) });
    } catch {
      // SPEC.md section 8: points errors are silent.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
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
          value={state.custom_name}
          aria-invalid={nameError || undefined}
          onChange={(e) => {
            setNameError(false);
            setState((s) => ({ ...s, custom_name: e.target.value }));
          }}
          placeholder={t('points.namePlaceholder')}
          data-testid="points-name"
        />
        <FieldError testId="points-name-error">{nameError ? tg('required') : null}</FieldError>
      </div>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">{t('points.platform')}</legend>
        {PLATFORM_ACTIONS.map((a) => (
          <RuleRow
            key={a}
            label={t(`points.platformActions.${a}`)}
            rule={state.platform[a]}
            onChange={(p) => setPlatform(a, p)}
            testId={`points-platform-${a}`}
          />
        ))}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">{t('points.community')}</legend>
        {COMMUNITY_ACTIONS.map((a) => (
          <RuleRow
            key={a}
            label={t(`points.communityActions.${a}`)}
            rule={state.community[a]}
            onChange={(p) => setCommunity(a, p)}
            testId={`points-community-${a}`}
          />
        ))}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">{t('points.perDay')}</legend>
        <p className="mb-2 text-xs opacity-70">{t('points.perDayHint')}</p>
        {PER_DAY_PLATFORM_ACTIONS.map((a) => (
          <PerDayRow
            key={`p-${a}`}
            label={t(`points.perDayPlatform.${a}`)}
            rule={state.perDayPlatform[a]}
            onChange={(p) => setPerDayPlatform(a, p)}
            testId={`points-perday-platform-${a}`}
          />
        ))}
        {PER_DAY_COMMUNITY_ACTIONS.map((a) => (
          <PerDayRow
            key={`c-${a}`}
            label={t(`points.perDayCommunity.${a}`)}
            rule={state.perDayCommunity[a]}
            onChange={(p) => setPerDayCommunity(a, p)}
            testId={`points-perday-community-${a}`}
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
    void qc.invalidateQueries({ queryKey: gamificationKeys.plans(tenantId), refetchType: 'none' });
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
