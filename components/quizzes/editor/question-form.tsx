'use client';

import { useId } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/client/cn';
import {
  EXPLANATION_MAX,
  OPTION_TEXT_MAX,
  OPTIONS_MAX,
  OPTIONS_MIN,
  QUESTION_TEXT_MAX,
  ZQuestionBody,
  type TEditorProfile,
  type TEditorQuestion,
  type TQuestion,
  type TQuestionBody,
  type TQuizType,
} from '@/lib/quizzes/schemas';

export const INPUT = cn(
  'w-full rounded-md border border-white/20 bg-black/30 px-3 py-2 text-base text-inherit',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
);

const blankOption = () => ({ text: '', correct: false, profile_id: null as string | null });

/** One question: text, optional explanation, 2–6 options (correct ones, or the profile each adds to). */
export function QuestionForm({
  type,
  profiles,
  question,
  busy,
  onSave,
  onCancel,
}: {
  type: TQuizType;
  profiles: TEditorProfile[];
  question: TEditorQuestion | null;
  busy: boolean;
  onSave: (body: TQuestion) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('quizzes');
  const tAll = useTranslations();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TQuestionBody, unknown, TQuestion>({
    resolver: zodResolver(ZQuestionBody),
    defaultValues: {
      text: question?.text ?? '',
      explanation: question?.explanation ?? '',
      options: question
        ? question.options.map((o) => ({ text: o.text, correct: o.correct, profile_id: o.profile_id }))
        : [blankOption(), blankOption()],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const text = useWatch({ control, name: 'text' });
  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  const firstOptionError = Array.isArray(errors.options)
    ? errors.options.find((e) => e?.text?.message)?.text?.message
    : undefined;

  return (
    <form
      onSubmit={handleSubmit(onSave)}
      noValidate
      className="space-y-3 rounded-md border border-white/15 p-3"
      data-testid="question-form"
    >
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium">
          {t('questionText')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={2}
          maxLength={QUESTION_TEXT_MAX}
          className={INPUT}
          data-testid="question-text"
          {...register('text')}
        />
        {errors.text?.message ? (
          <p className="mt-1 text-sm text-red-300">{tAll(errors.text.message)}</p>
        ) : null}
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('options')}</legend>
        <ul className="space-y-2">
          {fields.map((f, i) => (
            <li key={f.id} className="flex flex-wrap items-center gap-2" data-testid="option-row">
              <input
                aria-label={t('optionN', { n: i + 1 })}
                maxLength={OPTION_TEXT_MAX}
                className={cn(INPUT, 'min-w-0 flex-1 basis-40')}
                data-testid="option-text"
                {...register(`options.${i}.text`)}
              />
              {type === 'comun' ? (
                <label className="flex items-center gap-1 text-sm">
                  <input type="checkbox" data-testid="option-correct" {...register(`options.${i}.correct`)} />
                  {t('correct')}
                </label>
              ) : (
                <Controller
                  control={control}
                  name={`options.${i}.profile_id`}
                  render={({ field }) => (
                    <Select
                      ref={field.ref}
                      value={field.value ?? ''}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      placeholder={t('chooseProfile')}
                      options={profiles.map((p) => ({ value: p.id, label: p.name }))}
                      aria-label={t('profile')}
                      className="h-9 w-40 text-sm"
                      data-testid="option-profile"
                    />
                  )}
                />
              )}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('removeOption', { n: i + 1 })}
                disabled={fields.length <= OPTIONS_MIN}
                onClick={() => remove(i)}
                data-testid="option-remove"
              >
                <X aria-hidden className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
        {fields.length < OPTIONS_MAX ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mt-2"
            onClick={() => append(blankOption())}
            data-testid="option-add"
          >
            <Plus aria-hidden className="h-4 w-4" />
            {t('addOption')}
          </Button>
        ) : null}
        {optionsError || firstOptionError ? (
          <p className="mt-1 text-sm text-red-300" role="alert">
            {tAll(optionsError ?? firstOptionError!)}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-expl`} className="mb-1 block text-sm font-medium">
          {t('explanation')}
        </label>
        <textarea
          id={`${id}-expl`}
          rows={2}
          maxLength={EXPLANATION_MAX}
          className={INPUT}
          data-testid="question-explanation"
          {...register('explanation')}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={busy || !text?.trim()} data-testid="question-save">
          {t('saveQuestion')}
        </Button>
      </div>
    </form>
  );
}
