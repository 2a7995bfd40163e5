'use client';

import { useId, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/client/cn';
import type { TProductOption, TRewardInput, TRewardView } from '@/lib/client/gamification-api';
import { DELIVERY_TYPES } from '@/lib/gamification/options';
import { BADGE_MAX_MB, BADGE_RECOMMENDED_PX, type TRewardForm } from '@/lib/gamification/schemas';
import { DELIVERY_ICONS } from './delivery';
import { FieldError, INPUT, useErrorText } from './parts';
import { UploadField } from './upload-field';

export type TRewardFormValues = Omit<TRewardInput, 'id'>;
type RewardFormApi = UseFormReturn<TRewardFormValues, unknown, TRewardForm>;

/** The fields of the delivery types; only the chosen type's field is checked (rewardFormPayload). */
const DELIVERY_FIELDS = ['content', 'links', 'img', 'embed', 'deliverable_product'] as const;

/** Entrega: the delivery type and its one field (file, links, badge, embed or the product granted). */
export function RewardDeliveryFields({
  form,
  reward,
  products,
}: {
  form: RewardFormApi;
  reward?: TRewardView;
  products: TProductOption[];
}) {
  const t = useTranslations('gamificationPanel');
  const tg = useTranslations('gamification');
  const tr = useErrorText();
  const id = useId();
  const { control, register, setValue, clearErrors, formState } = form;
  const { errors } = formState;
  const [delivery, content, contentName, links, img] = useWatch({
    control,
    name: ['delivery_type', 'content', 'content_name', 'links', 'img'],
  });
  const [imgUrl, setImgUrl] = useState<string | null>(reward?.img ?? null);
  const how = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const deliveryError = tr(
    errors.content?.message ??
      errors.img?.message ??
      errors.embed?.message ??
      errors.deliverable_product?.message,
  );
  const linksError = tr(
    errors.links?.message ?? (Array.isArray(errors.links) ? errors.links.find(Boolean)?.message : undefined),
  );

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('rewards.sections.delivery')}</legend>
      <div role="radiogroup" aria-label={t('rewards.deliveryLabel')} className="mb-4 grid grid-cols-3 gap-2">
        {DELIVERY_TYPES.map((d) => {
          const Icon = DELIVERY_ICONS[d];
          const on = delivery === d;
          const locked = !!reward && (d === 'product' || delivery === 'product') && !on;
          return (
            <button
              key={d}
              type="button"
              role="radio"
              aria-checked={on}
              disabled={locked}
              onClick={() => {
                setValue('delivery_type', d, { shouldDirty: true });
                clearErrors([...DELIVERY_FIELDS]);
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

      {delivery === 'file' ? (
        <UploadField
          kind="reward-file"
          image={false}
          label={t('rewards.file')}
          value={content}
          fileName={contentName || null}
          onChange={(key, _url, name) => {
            setValue('content_name', name ?? '', how);
            setValue('content', key, how);
          }}
          error={deliveryError}
          testId="reward-file"
        />
      ) : null}

      {delivery === 'link' ? (
        <div className="space-y-2" data-testid="reward-links">
          <p className="text-sm font-medium">{t('rewards.links')}</p>
          {links.map((l, i) => (
            <div key={i} className="flex gap-2">
              <input
                type="url"
                inputMode="url"
                className={INPUT}
                value={l}
                placeholder={t('rewards.linkPlaceholder')}
                aria-label={t('rewards.linkN', { n: i + 1 })}
                onChange={(ev) =>
                  setValue(
                    'links',
                    links.map((x, j) => (j === i ? ev.target.value : x)),
                    how,
                  )
                }
                data-testid="reward-link"
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('rewards.removeLink')}
                disabled={links.length === 1}
                onClick={() =>
                  setValue(
                    'links',
                    links.filter((_, j) => j !== i),
                    how,
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
            onClick={() => setValue('links', [...links, ''], how)}
            data-testid="reward-link-add"
          >
            <Plus aria-hidden className="h-4 w-4" />
            {t('rewards.addLink')}
          </Button>
          <FieldError testId="reward-links-error">{linksError}</FieldError>
        </div>
      ) : null}

      {delivery === 'badge' ? (
        <UploadField
          kind="badge"
          label={t('rewards.badge')}
          hint={t('rewards.badgeHint', { n: BADGE_MAX_MB, px: BADGE_RECOMMENDED_PX })}
          value={img}
          previewUrl={imgUrl}
          onChange={(key, url) => {
            setImgUrl(url);
            setValue('img', key, how);
          }}
          error={deliveryError}
          testId="reward-badge"
        />
      ) : null}

      {delivery === 'embed' ? (
        <div>
          <label htmlFor={`${id}-embed`} className="mb-1.5 block text-sm font-medium">
            {t('rewards.embed')}
          </label>
          <textarea
            id={`${id}-embed`}
            className={cn(INPUT, 'h-28 py-2 font-mono text-xs')}
            {...register('embed')}
            data-testid="reward-embed"
          />
          <FieldError testId="reward-embed-error">{deliveryError}</FieldError>
        </div>
      ) : null}

      {delivery === 'product' ? (
        <div>
          <label htmlFor={`${id}-deliverable`} className="mb-1.5 block text-sm font-medium">
            {t('rewards.deliverableProduct')}
          </label>
          <Controller
            control={control}
            name="deliverable_product"
            render={({ field }) => (
              <Select
                id={`${id}-deliverable`}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                disabled={!!reward}
                placeholder={t('rewards.productPlaceholder')}
                options={products.map((p) => ({ value: p.id, label: p.title }))}
                data-testid="reward-deliverable"
              />
            )}
          />
          {reward ? <p className="mt-1 text-xs opacity-70">{t('rewards.productLocked')}</p> : null}
          <FieldError testId="reward-deliverable-error">{deliveryError}</FieldError>
        </div>
      ) : null}
    </fieldset>
  );
}
