'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/client/toast';
import { Timer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/client/fetcher';
import { refreshGamification } from '@/lib/client/gamification-refresh';
import { quizApi } from '@/lib/client/quiz-api';
import { quizKeys } from '@/lib/client/quiz-keys';
import type { TAttempt } from '@/lib/quizzes/schemas';
import { playHref } from '@/lib/quizzes/urls';
import { QuizIntro } from './quiz-intro';
import { Result } from './quiz-result';

const errorText = (err: unknown, fallback: string) =>
  isApiError(err) && err.status > 0 ? err.message : fallback;

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
};

/**
 * Taking a quiz: the start screen, then one question per screen, the stopwatch, the server's deadline,
 * then the result. An attempt starts only from the member's click ('Começar', 'Continuar' or 'Refazer');
 * the URL then names it (?attempt=), so a reload resumes it with a read (decision 226).
 */
export function QuizPlayer({ quizId, attemptId }: { quizId: string; attemptId: string | null }) {
  const t = useTranslations('quizzes');
  const qc = useQueryClient();
  const [attempt, setAttempt] = useState<TAttempt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [submitting, setSubmitting] = useState(false);
  const [starting, setStarting] = useState(false);
  const loaded = useRef(false);
  const startingRef = useRef(false); // a double click starts once
  // answers are saved one after the other, and submit waits for them: a last click just before
  // 'Finalizar' is scored
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const failed = useCallback((err: unknown) => setError(errorText(err, t('playLoadError'))), [t]);
  // the start screen's read (no ?attempt=): never starts anything
  const intro = useQuery({
    queryKey: quizKeys.one(quizId),
    queryFn: () => quizApi.one(quizId),
    enabled: !attemptId,
    staleTime: 0,
  });

  // ?attempt={id}: that attempt (its result, or the one in progress after a reload)
  useEffect(() => {
    if (!attemptId || loaded.current) return;
    loaded.current = true;
    quizApi.attempt(attemptId).then((a) => {
      setAttempt(a);
      setAnswers(a.answers);
    }, failed);
  }, [attemptId, failed]);

  /** Starts (or resumes) the attempt, once per click, and names it in the URL without a navigation. */
  const begin = useCallback(async () => {
    if (startingRef.current) return;
    startingRef.current = true;
    setStarting(true);
    try {
      const a = await quizApi.start(quizId);
      setIndex(0);
      setAnswers(a.answers);
      setAttempt(a);
      window.history.replaceState(null, '', playHref(quizId, a.id));
      void qc.invalidateQueries({ queryKey: quizKeys.mine() });
      window.scrollTo({ top: 0 });
    } catch (err) {
      failed(err);
    } finally {
      startingRef.current = false;
      setStarting(false);
    }
  }, [quizId, qc, failed]);

  const finish = useCallback(async () => {
    if (!attempt || submitting) return;
    setSubmitting(true);
    try {
      await saving.current;
      const done = await quizApi.submit(attempt.id);
      setAttempt(done);
      // a pass may unlock a reward (just after commit): the celebration host reads it again
      refreshGamification(qc);
      void qc.invalidateQueries({ queryKey: quizKeys.mine() });
      window.scrollTo({ top: 0 });
    } catch (err) {
      toast.error(errorText(err, t('playLoadError')));
    } finally {
      setSubmitting(false);
    }
  }, [attempt, submitting, qc, t]);

  const loadError = error ?? (intro.isError ? errorText(intro.error, t('playLoadError')) : null);
  if (loadError)
    return (
      <div role="alert" className="space-y-3" data-testid="quiz-play-error">
        <p className="text-red-300">{loadError}</p>
        <Button asChild variant="secondary">
          <AppLink href="/avaliacoes">{t('backToList')}</AppLink>
        </Button>
      </div>
    );
  if (!attempt && !attemptId && intro.data)
    return <QuizIntro quiz={intro.data} starting={starting} onStart={() => void begin()} />;
  if (!attempt)
    return (
      <div className="space-y-3" data-testid="quiz-play-loading" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (attempt.result) return <Result attempt={attempt} retaking={starting} onRetake={() => void begin()} />;

  const total = attempt.questions.length;
  // an open attempt whose questions an editor has since deleted: nothing to answer (decision 437)
  if (total === 0)
    return (
      <div role="status" className="space-y-3" data-testid="quiz-play-empty">
        <p>{t('playNoQuestions')}</p>
        <Button asChild variant="secondary">
          <AppLink href="/avaliacoes">{t('backToList')}</AppLink>
        </Button>
      </div>
    );
  const q = attempt.questions[Math.min(index, total - 1)]!;
  const chosen = answers[q.id] ?? [];
  const choose = async (optionId: string, on: boolean) => {
    const next = q.multiple
      ? on
        ? [...chosen.filter((x) => x !== optionId), optionId]
        : chosen.filter((x) => x !== optionId)
      : [optionId];
    const before = answers;
    setAnswers({ ...answers, [q.id]: next });
    const save = saving.current.then(() => quizApi.answer(attempt.id, q.id, next));
    saving.current = save.catch(() => undefined);
    try {
      await save;
    } catch (err) {
      setAnswers(before);
      if (isApiError(err) && err.status === 422 && err.message) {
        toast.error(err.message);
        void finish();
      } else toast.error(t('answerFailed'));
    }
  };

  return (
    <div className="space-y-6" data-testid="quiz-play">
      <header className="space-y-3">
        <h1 className="text-xl font-bold break-words md:text-2xl">{attempt.quiz.name}</h1>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span data-testid="quiz-progress">{t('progress', { n: index + 1, total })}</span>
          {attempt.quiz.stopwatch ? <Stopwatch attempt={attempt} onTimeUp={finish} /> : null}
        </div>
        <div
          className="h-2 w-full overflow-hidden rounded-full bg-white/10"
          role="progressbar"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-label={t('progress', { n: index + 1, total })}
        >
          <div
            className="h-full bg-primary transition-all"
            style={{ width: `${((index + 1) / total) * 100}%` }}
          />
        </div>
      </header>
      <fieldset className="space-y-3" data-testid="quiz-question">
        <legend className="mb-3 text-lg font-medium break-words">{q.text}</legend>
        {q.multiple ? <p className="text-sm opacity-80">{t('selectMany')}</p> : null}
        {q.options.map((o) => {
          const checked = chosen.includes(o.id);
          return (
            <label
              key={o.id}
              className={`flex cursor-pointer items-center gap-3 rounded-md border p-3 focus-within:outline-2 focus-within:outline-primary ${checked ? 'border-primary bg-primary/15' : 'border-white/15 hover:bg-white/5'}`}
              data-testid="quiz-option"
            >
              <input
                type={q.multiple ? 'checkbox' : 'radio'}
                name={`q-${q.id}`}
                checked={checked}
                onChange={(e) => void choose(o.id, e.target.checked)}
                className="h-4 w-4"
              />
              <span className="break-words">{o.text}</span>
            </label>
          );
        })}
      </fieldset>
      <nav className="flex justify-between gap-2">
        <Button
          variant="secondary"
          onClick={() => setIndex(index - 1)}
          disabled={index === 0}
          data-testid="quiz-previous"
        >
          {t('previous')}
        </Button>
        {index < total - 1 ? (
          <Button onClick={() => setIndex(index + 1)} data-testid="quiz-next">
            {t('next')}
          </Button>
        ) : (
          <Button onClick={() => void finish()} disabled={submitting} data-testid="quiz-finish">
            {t('finish')}
          </Button>
        )}
      </nav>
    </div>
  );
}

/** Elapsed time, or the time left when the attempt has a deadline (measured against the server's clock). */
function Stopwatch({ attempt, onTimeUp }: { attempt: TAttempt; onTimeUp: () => void }) {
  const t = useTranslations('quizzes');
  const [skew] = useState(() => new Date(attempt.now).getTime() - Date.now());
  const [now, setNow] = useState(() => Date.now() + skew);
  const fired = useRef(false);
  useEffect(() => {
    const h = window.setInterval(() => setNow(Date.now() + skew), 1000);
    return () => window.clearInterval(h);
  }, [skew]);
  const deadline = attempt.deadline ? new Date(attempt.deadline).getTime() : null;
  const left = deadline !== null ? deadline - now : null;
  useEffect(() => {
    if (left !== null && left <= 0 && !fired.current) {
      fired.current = true;
      onTimeUp();
    }
  }, [left, onTimeUp]);
  return (
    <span
      className="inline-flex items-center gap-1 font-mono"
      data-testid="quiz-stopwatch"
      role="timer"
      aria-live="off"
    >
      <Timer aria-hidden className="h-4 w-4" />
      <span className="sr-only">{left !== null ? t('timeLeft') : t('elapsed')}</span>
      {left !== null ? clock(left) : clock(now - new Date(attempt.started_at).getTime())}
    </span>
  );
}
