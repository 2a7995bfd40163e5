'use client';

import { EditRemoveMenu } from '@/components/ui/edit-remove-menu';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/client/fetcher';
import {
  gamificationApi,
  useActiveProducts,
  useLevelPermissions,
  useLevels,
  usePoints,
  type TLevelInput,
  type TLevelPermission,
  type TLevelView,
} from '@/lib/client/gamification-api';
import { gamificationPanelKeys } from '@/lib/client/gamification-panel-keys';
import type { Animation } from '@/lib/gamification/options';
import {
  DEFAULT_LEVEL_COLOR,
  LEVEL_NAME_COUNTER,
  LEVEL_NAME_MAX,
  ZLevelForm,
  type TLevelForm,
} from '@/lib/gamification/schemas';
import { AnimationPicker } from './celebration-pickers';
import { UploadField } from './upload-field';
import {
  ConfirmDeleteDialog,
  FieldError,
  INPUT,
  ListSkeleton,
  LoadError,
  ProductSetField,
  ScoreInput,
  SectionHeader,
  SwitchRow,
  useErrorText,
} from './parts';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; level: TLevelView };

/** Níveis: the list (name and needed score with the points' name), create/edit forms, removal. */
export function LevelsSection({ tenantId, onBack }: { tenantId: string; onBack: () => void }) {
  const t = useTranslations('gamificationPanel');
  const tg = useTranslations('gamification');
  const qc = useQueryClient();
  const levels = useLevels(tenantId);
  const points = usePoints(tenantId);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [toDelete, setToDelete] = useState<TLevelView | null>(null);
  const unit = points.data?.custom_name || tg('xp');

  if (mode.kind !== 'list')
    return (
      <LevelForm
        tenantId={tenantId}
        level={mode.kind === 'edit' ? mode.level : undefined}
        onDone={() => setMode({ kind: 'list' })}
      />
    );

  const remove = async () => {
    if (!toDelete) return;
    try {
      await gamificationApi.deleteLevel(tenantId, toDelete.id);
      toast.success(tg('levelDeleted'));
      setToDelete(null);
      await qc.invalidateQueries({ queryKey: gamificationPanelKeys.levels(tenantId) });
    } catch {
      toast.error(tg('levelDeleteError'));
    }
  };

  let body;
  if (levels.isPending) body = <ListSkeleton testId="levels-loading" />;
  else if (levels.isError) body = <LoadError onRetry={() => levels.refetch()} testId="levels-error" />;
  else if (levels.data.length === 0)
    body = (
      <p
        className="rounded-md border border-dashed border-white/20 p-6 text-center text-sm opacity-80"
        data-testid="levels-empty"
      >
        {t('levels.empty')}
      </p>
    );
  else
    body = (
      <>
        {/* SPEC 2.7: "Levels drawer: Listagem showing name and needed score" */}
        <p className="mb-2 text-xs font-semibold uppercase opacity-60">{t('levels.listing')}</p>
        <ul className="flex flex-col gap-2" data-testid="levels-list">
          {levels.data.map((l) => (
            <li
              key={l.id}
              data-testid="level-item"
              className="flex items-center gap-3 rounded-md border border-white/10 px-3 py-2"
            >
              <span
                aria-hidden
                className="h-4 w-4 shrink-0 rounded-full"
                style={{ backgroundColor: l.color || DEFAULT_LEVEL_COLOR }}
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" data-testid="level-item-name">
                  {l.name}
                </p>
                <p className="text-xs opacity-70" data-testid="level-item-score">
                  {t('levels.score', { score: l.needed_score, unit })}
                </p>
              </div>
              <EditRemoveMenu
                menuLabel={t('levels.actions', { name: l.name })}
                editLabel={t('edit')}
                removeLabel={t('remove')}
                onEdit={() => setMode({ kind: 'edit', level: l })}
                onRemove={() => setToDelete(l)}
                testIds={{ menu: 'level-menu', edit: 'level-edit', remove: 'level-remove' }}
              />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <section data-testid="gamification-levels">
      <SectionHeader
        title={t('menu.levels')}
        onBack={onBack}
        action={
          <Button size="sm" onClick={() => setMode({ kind: 'create' })} data-testid="level-new">
            <Plus aria-hidden className="h-4 w-4" />
            {t('levels.new')}
          </Button>
        }
      />
      {body}
      <ConfirmDeleteDialog
        open={!!toDelete}
        title={t('levels.confirmTitle')}
        text={t('levels.confirmText', { name: toDelete?.name ?? '' })}
        testId="level-delete"
        onClose={() => setToDelete(null)}
        onConfirm={remove}
      />
    </section>
  );
}

function LevelForm({
  tenantId,
  level,
  onDone,
}: {
  tenantId: string;
  level?: TLevelView;
  onDone: () => void;
}) {
  const t = useTranslations('gamificationPanel');
  const perms = useLevelPermissions(tenantId, level?.id);
  if (level && (perms.isPending || perms.isError))
    return (
      <section data-testid="level-form">
        <SectionHeader title={t('levels.editTitle')} onBack={onDone} />
        {perms.isError ? (
          <LoadError onRetry={() => perms.refetch()} testId="level-form-error" />
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </section>
    );
  return <LevelFormBody tenantId={tenantId} level={level} permissions={perms.data ?? []} onDone={onDone} />;
}

type TLevelFormValues = TLevelInput & { plansSelected: string[] };
const levelResolver = zodResolver(ZLevelForm as unknown as z.ZodType<TLevelForm, TLevelFormValues>);

function LevelFormBody({
  tenantId,
  level,
  permissions,
  onDone,
}: {
  tenantId: string;
  level?: TLevelView;
  permissions: TLevelPermission[];
  onDone: () => void;
}) {
  const t = useTranslations('gamificationPanel');
  const tg = useTranslations('gamification');
  const tr = useErrorText();
  const id = useId();
  const qc = useQueryClient();
  const products = useActiveProducts(tenantId);
  const form = useForm<TLevelFormValues, unknown, TLevelForm>({
    resolver: levelResolver,
    mode: 'all',
    defaultValues: {
      name: level?.name ?? '',
      needed_score: level?.needed_score ?? 0,
      color: level?.color || DEFAULT_LEVEL_COLOR,
      img: level?.img ?? '',
      show_level_on_profile: level ? !!level.show_level_on_profile : true,
      show_score_on_profile: level ? !!level.show_score_on_profile : true,
      animation: (level?.animation as Animation) ?? 'none',
      plansSelected: permissions.map((p) => p.plan_id),
    },
  });
  const { control, register, setValue } = form;
  const { errors, isValid, isSubmitting: saving } = form.formState;
  const [name, img] = useWatch({ control, name: ['name', 'img'] });
  const [imgUrl, setImgUrl] = useState<string | null>(level?.url_img ?? null);
  // "no product selected" shows from the start, as soon as the products are there
  useEffect(() => {
    void form.trigger('plansSelected');
  }, [form]);

  const submit = form.handleSubmit(async (valid) => {
    // the products travel with the level: one write, re-evaluated once after commit (ADR 0280)
    const input: TLevelInput = { ...form.getValues(), name: valid.name, plansSelected: valid.plansSelected };
    try {
      if (level) {
        await gamificationApi.updateLevel(tenantId, level.id, input);
        toast.success(tg('levelUpdated'));
      } else {
        await gamificationApi.createLevel(tenantId, input);
        toast.success(tg('levelCreated'));
      }
      await qc.invalidateQueries({ queryKey: gamificationPanelKeys.levels(tenantId) });
      if (level)
        void qc.invalidateQueries({ queryKey: gamificationPanelKeys.levelProducts(tenantId, level.id) });
      onDone();
    } catch (err) {
      const fallback = tg(level ? 'levelUpdateError' : 'levelDeleteError');
      toast.error(
        isApiError(err) && err.status >= 400 && err.status < 500 && err.message ? err.message : fallback,
      );
    }
  });

  return (
    <section data-testid="level-form">
      <SectionHeader title={t(level ? 'levels.editTitle' : 'levels.createTitle')} onBack={onDone} />
      <form noValidate className="space-y-5" onSubmit={(e) => void submit(e)}>
        <div>
          <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium">
            {t('levels.name')}
          </label>
          <input
            id={`${id}-name`}
            className={INPUT}
            maxLength={LEVEL_NAME_MAX}
            {...register('name')}
            aria-invalid={!!errors.name || undefined}
            data-testid="level-name"
          />
          <div className="mt-1 flex justify-between text-xs">
            <FieldError testId="level-name-error">{tr(errors.name?.message)}</FieldError>
            <span className="ml-auto opacity-70" data-testid="level-name-counter">
              {t('counter', { count: name.length, max: LEVEL_NAME_COUNTER })}
            </span>
          </div>
        </div>

        <div>
          <label htmlFor={`${id}-score`} className="mb-1.5 block text-sm font-medium">
            {t('levels.neededScore')}
          </label>
          <Controller
            control={control}
            name="needed_score"
            render={({ field }) => (
              <ScoreInput
                id={`${id}-score`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                testId="level-score"
              />
            )}
          />
        </div>

        <div className="flex items-center gap-3">
          <label htmlFor={`${id}-color`} className="text-sm font-medium">
            {t('levels.color')}
          </label>
          <input
            id={`${id}-color`}
            type="color"
            {...register('color')}
            className="h-9 w-14 cursor-pointer rounded border border-white/20 bg-transparent"
            data-testid="level-color"
          />
        </div>

        <UploadField
          kind="level-image"
          label={t('levels.image')}
          hint={t('levels.imageHint')}
          value={img}
          previewUrl={imgUrl}
          onChange={(key, url) => {
            setImgUrl(url);
            setValue('img', key, { shouldDirty: true, shouldValidate: true });
          }}
          testId="level-image"
        />

        <div className="rounded-md border border-white/10 p-3">
          <Controller
            control={control}
            name="show_level_on_profile"
            render={({ field }) => (
              <SwitchRow
                label={t('levels.showLevel')}
                checked={field.value}
                onChange={field.onChange}
                testId="level-show-level"
              />
            )}
          />
          <Controller
            control={control}
            name="show_score_on_profile"
            render={({ field }) => (
              <SwitchRow
                label={t('levels.showScore')}
                checked={field.value}
                onChange={field.onChange}
                testId="level-show-score"
              />
            )}
          />
        </div>

        <Controller
          control={control}
          name="animation"
          render={({ field }) => (
            <AnimationPicker value={field.value} onChange={field.onChange} testId="level-animation" />
          )}
        />

        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{t('levels.products')}</legend>
          <Controller
            control={control}
            name="plansSelected"
            render={({ field }) => (
              <ProductSetField
                products={products.data ?? []}
                query={products}
                value={field.value}
                onChange={field.onChange}
                testId="level-products"
              />
            )}
          />
          <FieldError testId="level-products-error">
            {products.isPending ? null : tr(errors.plansSelected?.message)}
          </FieldError>
        </fieldset>

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={saving || !isValid} data-testid="level-save">
            {saving ? t('saving') : t(level ? 'levels.update' : 'levels.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
