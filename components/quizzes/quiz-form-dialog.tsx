'use client';

import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { TextField } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/client/fetcher';
import {
  formToBody,
  QUIZ_NAME_MAX,
  QUIZ_TYPES,
  quizToForm,
  ZQuizForm,
  type TQuiz,
  type TQuizForm,
} from '@/lib/quizzes/schemas';
import { useSaveQuiz } from './use-quizzes';

const MODAL_CLOSE_MS = 500; // SPEC 9: modals close 500 ms after save

function SwitchRow({
  id,
  label,
  checked,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  testId: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} data-testid={testId} />
    </div>
  );
}

/** The create and edit modal of a quiz (SPEC 2.14, 4 "Quiz", 5 "quiz"). */
export function QuizFormDialog({
  tenantId,
  quiz,
  open,
  onClose,
}: {
  tenantId: string;
  quiz: TQuiz | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="quiz-form-dialog" className="max-h-[90vh] overflow-y-auto">
        {open ? <QuizForm key={quiz?.id ?? 'new'} tenantId={tenantId} quiz={quiz} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function QuizForm({
  tenantId,
  quiz,
  onClose,
}: {
  tenantId: string;
  quiz: TQuiz | null;
  onClose: () => void;
}) {
  const t = useTranslations('quizzes');
  const tAll = useTranslations();
  const id = useId();
  const save = useSaveQuiz(tenantId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<TQuizForm>({ resolver: zodResolver(ZQuizForm), defaultValues: quizToForm(quiz) });
  const [name, type, stopwatch, hasLimit] = useWatch({
    control,
    name: ['name', 'type', 'stopwatch', 'has_time_limit'],
  });
  const msg = (e?: { type?: string; message?: string }) =>
    e?.message ? (e.type === 'server' ? e.message : tAll(e.message)) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await save.mutateAsync({ id: quiz?.id, body: formToBody(values, tenantId) });
      toast.success(quiz ? t('updated') : res.message || t('created'));
      window.setTimeout(onClose, MODAL_CLOSE_MS);
    } catch (err) {
      if (isApiError(err) && err.fields)
        for (const [f, m] of Object.entries(err.fields))
          if (['name', 'goal', 'type'].includes(f)) setError(f as 'name', { type: 'server', message: m });
          else if (f === 'time_limit') setError('hours', { type: 'server', message: m });
      toast.error(quiz ? t('updateFailed') : t('createFailed'), {
        description: isApiError(err) && err.status > 0 ? err.message : undefined,
      });
    }
  });

  const limitError = msg(errors.hours);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{quiz ? t('editTitle') : t('createTitle')}</DialogTitle>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="quiz-form">
        <TextField
          id={`${id}-name`}
          label={t('name')}
          maxLength={QUIZ_NAME_MAX}
          autoComplete="off"
          error={msg(errors.name)}
          testId="quiz-name"
          {...register('name')}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{t('type')}</legend>
          <div className="flex flex-wrap gap-4">
            {QUIZ_TYPES.map((ty) => (
              <label key={ty} className="flex items-center gap-2 text-sm">
                <input type="radio" value={ty} {...register('type')} data-testid={`quiz-type-${ty}`} />
                {t(`type_${ty}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {type === 'comun' ? (
          <TextField
            id={`${id}-goal`}
            label={t('goal')}
            inputMode="numeric"
            error={msg(errors.goal)}
            testId="quiz-goal"
            {...register('goal')}
          />
        ) : null}
        <Controller
          control={control}
          name="published"
          render={({ field }) => (
            <SwitchRow
              id={`${id}-pub`}
              label={t('publishedLabel')}
              checked={field.value}
              onChange={field.onChange}
              testId="quiz-published"
            />
          )}
        />
        {quiz ? null : (
          <Controller
            control={control}
            name="listed"
            render={({ field }) => (
              <div className="space-y-1">
                <SwitchRow
                  id={`${id}-listed`}
                  label={t('listed')}
                  checked={!!field.value}
                  onChange={field.onChange}
                  testId="quiz-listed"
                />
                <p className="text-xs opacity-70">{t('listedHint')}</p>
              </div>
            )}
          />
        )}
        <Controller
          control={control}
          name="repeat"
          render={({ field }) => (
            <SwitchRow
              id={`${id}-rep`}
              label={t('repeat')}
              checked={field.value}
              onChange={field.onChange}
              testId="quiz-repeat"
            />
          )}
        />
        <Controller
          control={control}
          name="stopwatch"
          render={({ field }) => (
            <SwitchRow
              id={`${id}-sw`}
              label={t('stopwatch')}
              checked={field.value}
              onChange={field.onChange}
              testId="quiz-stopwatch"
            />
          )}
        />
        {stopwatch ? (
          <Controller
            control={control}
            name="has_time_limit"
            render={({ field }) => (
              <SwitchRow
                id={`${id}-tl`}
                label={t('timeLimit')}
                checked={field.value}
                onChange={field.onChange}
                testId="quiz-time-limit"
              />
            )}
          />
        ) : null}
        {stopwatch && hasLimit ? (
          <div>
            <div className="grid grid-cols-3 gap-2">
              {(['hours', 'minutes', 'seconds'] as const).map((f) => (
                <TextField
                  key={f}
                  id={`${id}-${f}`}
                  label={t(f)}
                  inputMode="numeric"
                  maxLength={3}
                  testId={`quiz-${f}`}
                  aria-invalid={limitError ? true : undefined}
                  {...register(f)}
                />
              ))}
            </div>
            {limitError ? (
              <p role="alert" className="mt-1.5 text-sm text-red-300" data-testid="quiz-time-error">
                {limitError}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!name?.trim() || isSubmitting || isSubmitSuccessful}
            data-testid="quiz-save"
          >
            {t('save')}
          </Button>
        </div>
      </form>
    </>
  );
}
