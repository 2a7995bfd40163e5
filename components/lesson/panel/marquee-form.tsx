'use client';

import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { TextField } from '@/components/auth/fields';
import { Marquee } from '@/components/lesson/marquee';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Slider } from '@/components/ui/slider';
import { isApiError } from '@/lib/client/fetcher';
import {
  MARQUEE_SPEED_DEFAULT,
  MARQUEE_SPEED_MAX,
  MARQUEE_SPEED_MIN,
  MARQUEE_TEXT_MAX,
  ZMarqueeForm,
  type TMarquee,
  type TMarqueeForm,
} from '@/lib/lesson/schemas';
import { SectionHeader } from '@/components/panel/section-header';
import { useLessonProducts, useSaveMarquee } from './use-lesson-settings';

const FIELDS = ['text', 'product_id', 'timer', 'url'] as const;

/** Create or edit one marquee: text (max 32), product, speed 10..150, optional link, live preview. */
export function MarqueeForm({
  tenantId,
  marquee,
  onDone,
}: {
  tenantId: string;
  marquee?: TMarquee;
  onDone: () => void;
}) {
  const t = useTranslations('lesson');
  const tAll = useTranslations();
  const id = useId();
  const products = useLessonProducts(tenantId);
  const save = useSaveMarquee(tenantId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TMarqueeForm>({
    resolver: zodResolver(ZMarqueeForm),
    defaultValues: {
      text: marquee?.text ?? '',
      product_id: marquee?.product_id ?? '',
      timer: marquee?.timer ?? MARQUEE_SPEED_DEFAULT,
      url: marquee?.url ?? '',
    },
  });
  const text = useWatch({ control, name: 'text' }) ?? '';
  const timer = useWatch({ control, name: 'timer' }) ?? MARQUEE_SPEED_DEFAULT;

  // Schema messages are keys; the server's arrive translated.
  const fieldError = (e: { type?: string; message?: string } | undefined) =>
    e?.message ? (e.type === 'server' ? e.message : tAll(e.message)) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await save.mutateAsync({ id: marquee?.id, values });
      toast.success(res.message || t(marquee ? 'marquee.updated' : 'marquee.created'));
      onDone();
    } catch (err) {
      const failed = t(marquee ? 'marquee.updateFailed' : 'marquee.createFailed');
      if (isApiError(err) && err.status === 409) {
        setError('product_id', { type: 'server', message: err.message });
        toast.error(err.message, { description: t('marquee.duplicateHint') });
        return;
      }
      if (isApiError(err) && err.fields) {
        for (const [field, message] of Object.entries(err.fields))
          if ((FIELDS as readonly string[]).includes(field))
            setError(field as (typeof FIELDS)[number], { type: 'server', message });
      }
      toast.error(failed, { description: isApiError(err) && err.status > 0 ? err.message : undefined });
    }
  });

  const options = products.data ?? [];
  // An edited marquee keeps showing its product even if that product is no longer active.
  const withCurrent =
    marquee && !options.some((p) => p.id === marquee.product_id)
      ? [{ id: marquee.product_id, title: marquee.product.title, status: 'active' as const }, ...options]
      : options;
  const productError = fieldError(errors.product_id);

  return (
    <section data-testid="marquee-form">
      <SectionHeader
        backTestId="lesson-section-back"
        title={t(marquee ? 'marquee.formEdit' : 'marquee.formCreate')}
        onBack={onDone}
      />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div>
          <TextField
            id={`${id}-text`}
            label={t('marquee.text')}
            autoComplete="off"
            error={fieldError(errors.text)}
            testId="marquee-text"
            {...register('text')}
          />
          <div className="mt-1 flex justify-between gap-2 text-xs opacity-70">
            <span>{t('marquee.textHint')}</span>
            <span
              data-testid="marquee-text-counter"
              aria-live="polite"
              className={text.length > MARQUEE_TEXT_MAX ? 'font-semibold text-red-300' : undefined}
            >
              {t('marquee.counter', { count: text.length, max: MARQUEE_TEXT_MAX })}
            </span>
          </div>
        </div>

        <div>
          <label htmlFor={`${id}-product`} className="mb-1.5 block text-sm font-medium">
            {t('marquee.product')}
          </label>
          {products.isPending ? (
            <Skeleton className="h-11 w-full" />
          ) : (
            <Controller
              control={control}
              name="product_id"
              render={({ field }) => (
                <Select
                  id={`${id}-product`}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t('marquee.productPlaceholder')}
                  options={withCurrent.map((p) => ({ value: p.id, label: p.title }))}
                  aria-invalid={productError ? true : undefined}
                  aria-describedby={productError ? `${id}-product-error` : undefined}
                  data-testid="marquee-product"
                />
              )}
            />
          )}
          {products.isError ? (
            <p role="alert" className="mt-1.5 text-xs text-red-300" data-testid="marquee-products-error">
              {t('marquee.productsFailed')}
            </p>
          ) : null}
          {products.isSuccess && options.length === 0 ? (
            <p className="mt-1.5 text-xs opacity-70">{t('marquee.noProducts')}</p>
          ) : null}
          {productError ? (
            <p
              id={`${id}-product-error`}
              className="mt-1.5 text-sm text-red-300"
              data-testid="marquee-product-error"
            >
              {productError}
            </p>
          ) : null}
        </div>

        <div>
          <div className="mb-2 flex items-center justify-between text-sm font-medium">
            <span id={`${id}-speed`}>{t('marquee.speed')}</span>
            <span data-testid="marquee-speed-value">{t('marquee.speedValue', { value: timer })}</span>
          </div>
          <Controller
            control={control}
            name="timer"
            render={({ field }) => (
              <Slider
                min={MARQUEE_SPEED_MIN}
                max={MARQUEE_SPEED_MAX}
                step={1}
                value={[field.value]}
                onValueChange={(v) => field.onChange(v[0])}
                onBlur={field.onBlur}
                aria-labelledby={`${id}-speed`}
                thumbLabel={t('marquee.speed')}
                thumbTestId="marquee-speed"
              />
            )}
          />
          {errors.timer ? <p className="mt-1.5 text-sm text-red-300">{fieldError(errors.timer)}</p> : null}
        </div>

        <TextField
          id={`${id}-url`}
          label={t('marquee.url')}
          type="url"
          inputMode="url"
          placeholder={t('marquee.urlPlaceholder')}
          error={fieldError(errors.url)}
          testId="marquee-url"
          {...register('url')}
        />

        <div>
          <p className="mb-1.5 text-sm font-medium">{t('marquee.preview')}</p>
          <Marquee text={text} speed={timer} studentName={t('marquee.sampleName')} testId="marquee-preview" />
        </div>

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
            {t('marquee.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting} data-testid="marquee-save">
            {isSubmitting ? t('marquee.saving') : t('marquee.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
