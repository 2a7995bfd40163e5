'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/client/cn';
import {
  gamificationApi,
  useActiveProducts,
  useQuizzes,
  type TRewardInput,
  type TRewardView,
} from '@/lib/client/gamification-api';
import { gamificationKeys } from '@/lib/client/gamification-keys';
import {
  BADGE_MAX_MB,
  BADGE_RECOMMENDED_PX,
  isHttpUrl,
  REWARD_DESCRIPTION_MAX,
  REWARD_NAME_MAX,
} from '@/lib/gamification/schemas';
import { useLessons } from '@/lib/client/showcase-api';
import {
  DELIVERY_TYPES,
  REWARD_TYPES,
  type Animation,
  type DeliveryType,
  type Sound,
} from '@/lib/gamification/options';
import { AnimationPicker, SoundPicker } from './celebration-pickers';
import { FieldError, INPUT, ProductMultiSelect, SectionHeader, truncate, wholeNumber } from './parts';
import { UploadField } from './upload-field';
import { DELIVERY_ICONS, serverError } from './delivery';

const SEARCH_DEBOUNCE_MS = 500;

type Errors = Partial<Record<'name' | 'quiz' | 'lesson' | 'products' | 'links' | 'delivery', string>>;

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
  const id = useId();
  const qc = useQueryClient();
  const products = useActiveProducts(tenantId);
  const [values, setValues] = useState<TRewardInput>({
    id: reward?.id,
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
  });
  const [imgUrl, setImgUrl] = useState<string | null>(reward?.img ?? null);
  const [lessonTitle, setLessonTitle] = useState<string | null>(reward?.lesson_title ?? null);
  const plans = values.plansSelected;
  const setPlans = (fn: (s: string[]) => string[]) =>
    setValues((v) => ({ ...v, plansSelected: fn(v.plansSelected) }));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const quizzes = useQuizzes(tenantId, values.reward_type === 'quiz');

  const set = <K extends keyof TRewardInput>(k: K, v: TRewardInput[K]) =>
    setValues((s) => ({ ...s, [k]: v }));
  const required = tg('fieldRequired');

  const validate = (): Errors => {
    const e: Errors = {};
    if (!values.name.trim()) e.name = required;
    if (values.reward_type === 'quiz' && !values.quiz) e.quiz = required;
    if (values.reward_type === 'lesson' && !values.lesson) e.lesson = required;
    if (plans.length === 0) e.products = tg('plansRequired');
    const d = values.delivery_type;
    if (d === 'link') {
      const links = values.links.map((l) => l.trim()).filter(Boolean);
      if (links.length === 0) e.links = tg('linksRequired');
      else if (links.some((l) => !isHttpUrl(l))) e.links = tg('invalidLink');
    }
    if (d === 'file' && !values.content) e.delivery = tg('fileRequired');
    if (d === 'badge' && !values.img) e.delivery = tg('badgeRequired');
    if (d === 'embed' && !values.embed.trim()) e.delivery = tg('embedRequired');
    if (d === 'product' && !values.deliverable_product) e.delivery = tg('deliverableProductRequired');
    return e;
  };

  const submit = async () => {
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return;
    setSaving(true);
    const input = {
      ...values,
      name: values.name.trim(),
      links: values.links.map((l) => l.trim()).filter(Boolean),
    };
    try {
      // the products travel with the reward: create and update save both in one transaction
      await gamificationApi.saveReward(tenantId, input);
      toast.success(tg(reward ? 'rewardUpdated' : 'rewardCreated'));
      await qc.invalidateQueries({ queryKey: gamificationKeys.rewards(tenantId) });
      onDone();
    } catch (err) {
      toast.error(serverError(err, tg('rewardPermissionsError')));
    } finally {
      setSaving(false);
    }
  };

  const activeProducts = products.data ?? [];

  return (
    <section data-testid="reward-form">
      <SectionHeader title={t(reward ? 'rewards.editTitle' : 'rewards.createTitle')} onBack={onDone} />
      <form
        noValidate
        className="space-y-6"
        onSubmit={(ev) => {
          ev.preventDefault();
          void submit();
        }}
      >
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
              value={values.name}
              onChange={(ev) => set('name', ev.target.value)}
              aria-invalid={!!errors.name || undefined}
              data-testid="reward-name"
            />
            <div className="mt-1 flex text-xs">
              <FieldError testId="reward-name-error">{errors.name}</FieldError>
              <span className="ml-auto opacity-70">
                {t('counter', { count: values.name.length, max: REWARD_NAME_MAX })}
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
              value={values.description}
              onChange={(ev) => set('description', ev.target.value)}
              data-testid="reward-description"
            />
            <p className="mt-1 text-right text-xs opacity-70">
              {t('counter', { count: values.description.length, max: REWARD_DESCRIPTION_MAX })}
            </p>
          </div>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold">{t('rewards.sections.criteria')}</legend>
          <div>
            <label htmlFor={`${id}-type`} className="mb-1.5 block text-sm font-medium">
              {t('rewards.criteriaLabel')}
            </label>
            <select
              id={`${id}-type`}
              className={INPUT}
              value={values.reward_type}
              onChange={(ev) => set('reward_type', ev.target.value as TRewardInput['reward_type'])}
              data-testid="reward-type"
            >
              {REWARD_TYPES.map((rt) => (
                <option key={rt} value={rt} className="bg-neutral-900">
                  {tg(`criteria.${rt}`)}
                </option>
              ))}
            </select>
          </div>
          {values.reward_type === 'score' ? (
            <div>
              <label htmlFor={`${id}-score`} className="mb-1.5 block text-sm font-medium">
                {t('rewards.neededScore')}
              </label>
              <input
                id={`${id}-score`}
                type="number"
                min={0}
                className={INPUT}
                value={values.needed_score}
                onChange={(ev) => set('needed_score', wholeNumber(ev.target.value))}
                data-testid="reward-score"
              />
            </div>
          ) : null}
          {values.reward_type === 'quiz' ? (
            <div>
              <label htmlFor={`${id}-quiz`} className="mb-1.5 block text-sm font-medium">
                {t('rewards.quiz')}
              </label>
              {quizzes.isPending ? (
                <Skeleton className="h-11 w-full" />
              ) : (
                <select
                  id={`${id}-quiz`}
                  className={INPUT}
                  value={values.quiz}
                  onChange={(ev) => set('quiz', ev.target.value)}
                  aria-invalid={!!errors.quiz || undefined}
                  data-testid="reward-quiz"
                >
                  <option value="">{t('rewards.quizPlaceholder')}</option>
                  {(quizzes.data ?? []).map((q) => (
                    <option key={q.id} value={q.id} className="bg-neutral-900">
                      {truncate(q.name)}
                    </option>
                  ))}
                </select>
              )}
              {quizzes.isSuccess && quizzes.data.length === 0 ? (
                <p className="mt-1 text-xs opacity-70">{t('rewards.noQuizzes')}</p>
              ) : null}
              <FieldError testId="reward-quiz-error">{errors.quiz}</FieldError>
            </div>
          ) : null}
          {values.reward_type === 'lesson' ? (
            <LessonPicker
              tenantId={tenantId}
              value={values.lesson}
              title={lessonTitle}
              onChange={(lid, title) => {
                set('lesson', lid);
                setLessonTitle(title);
              }}
              error={errors.lesson}
            />
          ) : null}
        </fieldset>

        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t('rewards.sections.products')}</legend>
          <p className="mb-2 text-xs opacity-70">{t('rewards.productsHint')}</p>
          <ProductMultiSelect
            products={activeProducts}
            loading={products.isPending}
            failed={products.isError}
            value={plans}
            onToggle={(pid, on) => setPlans((s) => (on ? [...s, pid] : s.filter((x) => x !== pid)))}
            testId="reward-products"
          />
          <FieldError testId="reward-products-error">{errors.products}</FieldError>
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('rewards.sections.delivery')}</legend>
          <div
            role="radiogroup"
            aria-label={t('rewards.deliveryLabel')}
            className="mb-4 grid grid-cols-3 gap-2"
          >
            {DELIVERY_TYPES.map((d) => {
              const Icon = DELIVERY_ICONS[d];
              const on = values.delivery_type === d;
              const locked = !!reward && (d === 'product' || values.delivery_type === 'product') && !on;
              return (
                <button
                  key={d}
                  type="button"
                  role="radio"
                  aria-checked={on}
                  disabled={locked}
                  onClick={() => {
                    set('delivery_type', d as DeliveryType);
                    setErrors((s) => ({ ...s, delivery: undefined, links: undefined }));
                  }}
                  className={cn(
                    'flex flex-col items-center gap-1 rounded-md border px-2 py-3 text-xs transition disabled:opacity-40',
                    on ? 'border-primary bg-primary/20' : 'border-white/10 hover:bg-white/5',
                  )}
                  data-testid={`reward-delivery-${d}`}
                >
                  <Icon aria-hidden className="h-5 w-5" />
                  {tg(`delivery.${d}`)}
                </button>
              );
            })}
          </div>

          {values.delivery_type === 'file' ? (
            <UploadField
              kind="reward-file"
              image={false}
              label={t('rewards.file')}
              value={values.content}
              fileName={values.content_name || null}
              onChange={(key, _url, name) => {
                setValues((v) => ({ ...v, content: key, content_name: name ?? '' }));
              }}
              error={errors.delivery}
              testId="reward-file"
            />
          ) : null}

          {values.delivery_type === 'link' ? (
            <div className="space-y-2" data-testid="reward-links">
              <p className="text-sm font-medium">{t('rewards.links')}</p>
              {values.links.map((l, i) => (
                <div key={i} className="flex gap-2">
                  <input
                    type="url"
                    inputMode="url"
                    className={INPUT}
                    value={l}
                    placeholder={t('rewards.linkPlaceholder')}
                    aria-label={t('rewards.linkN', { n: i + 1 })}
                    onChange={(ev) =>
                      set(
                        'links',
                        values.links.map((x, j) => (j === i ? ev.target.value : x)),
                      )
                    }
                    data-testid="reward-link"
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('rewards.removeLink')}
                    disabled={values.links.length === 1}
                    onClick={() =>
                      set(
                        'links',
                        values.links.filter((_, j) => j !== i),
                      )
                    }
                    data-testid="reward-link-remove"
                  >
                    <X aria-hidden className="h-4 w-4" />
                  </Button>
                </div>
              ))}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => set('links', [...values.links, ''])}
                data-testid="reward-link-add"
              >
                <Plus aria-hidden className="h-4 w-4" />
                {t('rewards.addLink')}
              </Button>
              <FieldError testId="reward-links-error">{errors.links}</FieldError>
            </div>
          ) : null}

          {values.delivery_type === 'badge' ? (
            <UploadField
              kind="badge"
              label={t('rewards.badge')}
              hint={t('rewards.badgeHint', { n: BADGE_MAX_MB, px: BADGE_RECOMMENDED_PX })}
              value={values.img}
              previewUrl={imgUrl}
              onChange={(key, url) => {
                set('img', key);
                setImgUrl(url);
              }}
              error={errors.delivery}
              testId="reward-badge"
            />
          ) : null}

          {values.delivery_type === 'embed' ? (
            <div>
              <label htmlFor={`${id}-embed`} className="mb-1.5 block text-sm font-medium">
                {t('rewards.embed')}
              </label>
              <textarea
                id={`${id}-embed`}
                className={cn(INPUT, 'h-28 py-2 font-mono text-xs')}
                value={values.embed}
                onChange={(ev) => set('embed', ev.target.value)}
                data-testid="reward-embed"
              />
              <FieldError testId="reward-embed-error">{errors.delivery}</FieldError>
            </div>
          ) : null}

          {values.delivery_type === 'product' ? (
            <div>
              <label htmlFor={`${id}-deliverable`} className="mb-1.5 block text-sm font-medium">
                {t('rewards.deliverableProduct')}
              </label>
              <select
                id={`${id}-deliverable`}
                className={INPUT}
                value={values.deliverable_product}
                disabled={!!reward}
                onChange={(ev) => set('deliverable_product', ev.target.value)}
                data-testid="reward-deliverable"
              >
                <option value="">{t('rewards.productPlaceholder')}</option>
                {activeProducts.map((p) => (
                  <option key={p.id} value={p.id} className="bg-neutral-900">
                    {truncate(p.title)}
                  </option>
                ))}
              </select>
              {reward ? <p className="mt-1 text-xs opacity-70">{t('rewards.productLocked')}</p> : null}
              <FieldError testId="reward-deliverable-error">{errors.delivery}</FieldError>
            </div>
          ) : null}
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold">{t('rewards.sections.celebration')}</legend>
          <AnimationPicker
            value={values.animation}
            onChange={(v) => set('animation', v)}
            testId="reward-animation"
          />
          <SoundPicker value={values.song} onChange={(v) => set('song', v)} testId="reward-sound" />
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

/** Single lesson choice: the lessons 20 a page, searched with a 500 ms debounce. */
function LessonPicker({
  tenantId,
  value,
  title,
  onChange,
  error,
}: {
  tenantId: string;
  value: string;
  title: string | null;
  onChange: (id: string, title: string) => void;
  error?: string;
}) {
  const t = useTranslations('gamificationPanel');
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const h = window.setTimeout(() => setDebounced(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(h);
  }, [term]);
  const lessons = useLessons(tenantId, debounced, true);
  const list = lessons.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium">{t('rewards.lesson')}</p>
      {value ? (
        <p className="mb-2 text-xs" data-testid="reward-lesson-selected">
          {t('rewards.lessonSelected', { title: title ?? value })}
        </p>
      ) : null}
      <input
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('rewards.lessonSearch')}
        aria-label={t('rewards.lessonSearch')}
        className={INPUT}
        data-testid="reward-lesson-search"
      />
      <div className="mt-2 max-h-[350px] overflow-y-auto">
        {lessons.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : list.length === 0 ? (
          <p className="py-2 text-center text-sm opacity-70">{t('rewards.noLessons')}</p>
        ) : (
          <ul className="space-y-1">
            {list.map((l) => (
              <li key={l.id}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-white/5">
                  <input
                    type="radio"
                    name="reward-lesson"
                    checked={value === l.id}
                    onChange={() => onChange(l.id, l.title)}
                    data-testid="reward-lesson-option"
                  />
                  <span className="truncate">{truncate(l.title)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {lessons.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={lessons.isFetchingNextPage}
            onClick={() => lessons.fetchNextPage()}
          >
            {t('rewards.loadMore')}
          </Button>
        ) : null}
      </div>
      <FieldError testId="reward-lesson-error">{error}</FieldError>
    </div>
  );
}
