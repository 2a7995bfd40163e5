'use client';

import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/client/cn';
import {
  gamificationApi,
  useActiveProducts,
  useQuizzes,
  type TRewardView,
} from '@/lib/client/gamification-api';
import { gamificationPanelKeys } from '@/lib/client/gamification-panel-keys';
import { REWARD_TYPES, type Animation, type Sound } from '@/lib/gamification/options';
import { rewardFormPayload } from '@/lib/gamification/rewards-payload';
import {
  REWARD_DESCRIPTION_MAX,
  REWARD_NAME_MAX,
  ZRewardForm,
  type TRewardForm,
} from '@/lib/gamification/schemas';
import { AnimationPicker, SoundPicker } from './celebration-pickers';
import { serverError } from './delivery';
import { FieldError, INPUT, ProductSetField, ScoreInput, SectionHeader, useErrorText } from './parts';
import { RewardDeliveryFields, type TRewardFormValues } from './reward-delivery-fields';
import { LessonPicker } from './reward-lesson-picker';

// The server's schema checks the form, on the fields its criteria and delivery type use.
const schemaResolver = zodResolver(ZRewardForm as unknown as z.ZodType<TRewardForm, TRewardFormValues>);
const rewardResolver: Resolver<TRewardFormValues, unknown, TRewardForm> = (values, context, options) =>
  schemaResolver(rewardFormPayload(values), context, options);

function toValues(reward?: TRewardView): TRewardFormValues {
  return {
    name: reward?.name ?? '',
    description: reward?.description ?? '',
    reward_type: reward?.reward_type ?? 'score',
    needed_score: reward?.needed_score ?? 0,
    quiz: reward?.quiz ?? '',
    lesson: reward?.lesson ?? '',
    delivery_type: reward?.delivery_type ?? 'badge',
    content: reward?.content ?? '',
    content_name: reward?.content_name ?? '',
    links: reward?.links?.length ? reward.links : [''],
    img: reward?.img ?? '',
    embed: reward?.embed ?? '',
    deliverable_product: reward?.deliverable_product ?? '',
    animation: (reward?.animation as Animation) ?? 'none',
    song: (reward?.song as Sound) ?? 'none',
    plansSelected: reward?.plansSelected.map((p) => p.plan_id) ?? [],
  };
}

/** Criar recompensa / Editar recompensa (SPEC.md sections 2.7, 3 "Reward" and 5 "Rewards"). */
export function RewardForm({
  tenantId,
  reward,
  onDone,
}: {
  tenantId: string;
  reward?: TRewardView;
  onDone: () => void;
}) {
  const t = useTranslations('gamificationPanel');
  const tg = useTranslations('gamification');
  const tr = useErrorText();
  const id = useId();
  const qc = useQueryClient();
  const products = useActiveProducts(tenantId);
  const form = useForm<TRewardFormValues, unknown, TRewardForm>({
    resolver: rewardResolver,
    defaultValues: toValues(reward),
  });
  const { control, register, setValue, formState } = form;
  const { errors, isSubmitting: saving } = formState;
  const [name, description, rewardType, lesson] = useWatch({
    control,
    name: ['name', 'description', 'reward_type', 'lesson'],
  });
  const [lessonTitle, setLessonTitle] = useState<string | null>(reward?.lesson_title ?? null);
  const quizzes = useQuizzes(tenantId, rewardType === 'quiz');

  const submit = form.handleSubmit(async (valid) => {
    try {
      // the products travel with the reward: create and update save both in one transaction
      await gamificationApi.saveReward(tenantId, {
        ...form.getValues(),
        id: reward?.id,
        name: valid.name,
        description: valid.description,
        links: valid.links ?? [],
        plansSelected: valid.plansSelected,
      });
      toast.success(tg(reward ? 'rewardUpdated' : 'rewardCreated'));
      await qc.invalidateQueries({ queryKey: gamificationPanelKeys.rewards(tenantId) });
      onDone();
    } catch (err) {
      toast.error(serverError(err, tg('rewardPermissionsError')));
    }
  });

  const activeProducts = products.data ?? [];

  return (
    <section data-testid="reward-form">
      <SectionHeader title={t(reward ? 'rewards.editTitle' : 'rewards.createTitle')} onBack={onDone} />
      <form noValidate className="space-y-6" onSubmit={(ev) => void submit(ev)}>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold">{t('rewards.sections.settings')}</legend>
          <div>
            <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium">
              {t('rewards.name')}
            </label>
            <input
              id={`${id}-name`}
              className={INPUT}
              maxLength={REWARD_NAME_MAX}
              {...register('name')}
              aria-invalid={!!errors.name || undefined}
              data-testid="reward-name"
            />
            <div className="mt-1 flex text-xs">
              <FieldError testId="reward-name-error">{tr(errors.name?.message)}</FieldError>
              <span className="ml-auto opacity-70">
                {t('counter', { count: name.length, max: REWARD_NAME_MAX })}
              </span>
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-description`} className="mb-1.5 block text-sm font-medium">
              {t('rewards.description')}
            </label>
            <textarea
              id={`${id}-description`}
              className={cn(INPUT, 'h-24 py-2')}
              maxLength={REWARD_DESCRIPTION_MAX}
              {...register('description')}
              data-testid="reward-description"
            />
            <p className="mt-1 text-right text-xs opacity-70">
              {t('counter', { count: description.length, max: REWARD_DESCRIPTION_MAX })}
            </p>
          </div>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold">{t('rewards.sections.criteria')}</legend>
          <div>
            <label htmlFor={`${id}-type`} className="mb-1.5 block text-sm font-medium">
              {t('rewards.criteriaLabel')}
            </label>
            <Controller
              control={control}
              name="reward_type"
              render={({ field }) => (
                <Select
                  id={`${id}-type`}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={REWARD_TYPES.map((rt) => ({ value: rt, label: tg(`criteria.${rt}`) }))}
                  data-testid="reward-type"
                />
              )}
            />
          </div>
          {rewardType === 'score' ? (
            <div>
              <label htmlFor={`${id}-score`} className="mb-1.5 block text-sm font-medium">
                {t('rewards.neededScore')}
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
                    testId="reward-score"
                  />
                )}
              />
            </div>
          ) : null}
          {rewardType === 'quiz' ? (
            <div>
              <label htmlFor={`${id}-quiz`} className="mb-1.5 block text-sm font-medium">
                {t('rewards.quiz')}
              </label>
              {quizzes.isPending ? (
                <Skeleton className="h-11 w-full" />
              ) : (
                <Controller
                  control={control}
                  name="quiz"
                  render={({ field }) => (
                    <Select
                      id={`${id}-quiz`}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      placeholder={t('rewards.quizPlaceholder')}
                      options={(quizzes.data ?? []).map((q) => ({ value: q.id, label: q.name }))}
                      aria-invalid={!!errors.quiz || undefined}
                      data-testid="reward-quiz"
                    />
                  )}
                />
              )}
              {quizzes.isSuccess && quizzes.data.length === 0 ? (
                <p className="mt-1 text-xs opacity-70">{t('rewards.noQuizzes')}</p>
              ) : null}
              <FieldError testId="reward-quiz-error">{tr(errors.quiz?.message)}</FieldError>
            </div>
          ) : null}
          {rewardType === 'lesson' ? (
            <LessonPicker
              tenantId={tenantId}
              value={lesson}
              title={lessonTitle}
              onChange={(lid, title) => {
                setLessonTitle(title);
                setValue('lesson', lid, { shouldDirty: true, shouldValidate: formState.isSubmitted });
              }}
              error={tr(errors.lesson?.message)}
            />
          ) : null}
        </fieldset>

        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t('rewards.sections.products')}</legend>
          <p className="mb-2 text-xs opacity-70">{t('rewards.productsHint')}</p>
          <Controller
            control={control}
            name="plansSelected"
            render={({ field }) => (
              <ProductSetField
                products={activeProducts}
                query={products}
                value={field.value}
                onChange={field.onChange}
                testId="reward-products"
              />
            )}
          />
          <FieldError testId="reward-products-error">{tr(errors.plansSelected?.message)}</FieldError>
        </fieldset>

        <RewardDeliveryFields form={form} reward={reward} products={activeProducts} />

        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold">{t('rewards.sections.celebration')}</legend>
          <Controller
            control={control}
            name="animation"
            render={({ field }) => (
              <AnimationPicker value={field.value} onChange={field.onChange} testId="reward-animation" />
            )}
          />
          <Controller
            control={control}
            name="song"
            render={({ field }) => (
              <SoundPicker value={field.value} onChange={field.onChange} testId="reward-sound" />
            )}
          />
        </fieldset>

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={saving} data-testid="reward-save">
            {saving ? t('saving') : t(reward ? 'rewards.update' : 'rewards.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
