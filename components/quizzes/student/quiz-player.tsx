'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Check, Timer, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/client/fetcher';
import { refreshGamification } from '@/lib/client/gamification-refresh';
import { quizApi } from '@/lib/client/quiz-api';
import { quizKeys } from '@/lib/client/quiz-keys';
import type { TAttempt } from '@/lib/quizzes/schemas';
import { playHref } from '@/lib/quizzes/urls';

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
};

/** Taking a quiz: one question per screen, the stopwatch, the server's deadline, then the result. */
export function QuizPlayer({ quizId, attemptId }: { quizId: string; attemptId: string | null }) {
  const t = useTranslations('quizzes');
  const qc = useQueryClient();
  const router = useRouter();
  const [attempt, setAttempt] = useState<TAttempt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [submitting, setSubmitting] = useState(false);
  const loaded = useRef(false);
  // answers are saved one after the other, and submit waits for them: a last click just before
  // 'Finalizar' is scored
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  const load = useCallback(async () => {
    setError(null);
    try {
      const a = attemptId ? await quizApi.attempt(attemptId) : await quizApi.start(quizId);
      setAttempt(a);
      setAnswers(a.answers);
    } catch (err) {
      setError(isApiError(err) && err.status > 0 ? err.message : t('playLoadError'));
    }
  }, [attemptId, quizId, t]);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    void load();
  }, [load]);

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
      toast.error(isApiError(err) && err.status > 0 ? err.message : t('playLoadError'));
    } finally {
      setSubmitting(false);
    }
  }, [attempt, submitting, qc, t]);

  if (error)
    return (
      <div role="alert" className="space-y-3" data-testid="quiz-play-error">
        <p className="text-red-300">{error}</p>
        <Button asChild variant="secondary">
          <Link href="/avaliacoes">{t('backToList')}</Link>
        </Button>
      </div>
    );
  if (!attempt)
    return (
      <div className="space-y-3" data-testid="quiz-play-loading" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (attempt.result)
    return (
      <Result
        attempt={attempt}
        onRetake={() => {
          // From a ?attempt= URL, dropping the parameter remounts the player (the page keys it by the
          // attempt), and the new player starts the attempt itself: starting one here too made two.
          if (attemptId) {
            router.replace(playHref(quizId));
            return;
          }
          setAttempt(null);
          setIndex(0);
          void quizApi.start(quizId).then(
            (a) => {
              setAttempt(a);
              setAnswers(a.answers);
            },
            (err) => setError(isApiError(err) && err.status > 0 ? err.message : t('playLoadError')),
          );
        }}
      />
    );

  const total = attempt.questions.length;
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

function Result({ attempt, onRetake }: { attempt: TAttempt; onRetake: () => void }) {
  const t = useTranslations('quizzes');
  const r = attempt.result!;
  const comun = attempt.quiz.type === 'comun';
  return (
    <div className="space-y-6" data-testid="quiz-result">
      <header className="space-y-2">
        <p className="text-sm opacity-70">{t('resultTitle')}</p>
        <h1 className="text-xl font-bold break-words md:text-2xl">{attempt.quiz.name}</h1>
      </header>
      {comun ? (
        <section
          className={`rounded-lg border p-4 ${r.passed ? 'border-emerald-500/50 bg-emerald-600/15' : 'border-red-500/50 bg-red-600/15'}`}
          data-testid={r.passed ? 'quiz-result-passed' : 'quiz-result-failed'}
        >
          <p className="text-2xl font-bold" data-testid="quiz-result-score">
            {t('yourScore', { score: r.score ?? 0 })}
          </p>
          <p className="text-sm">{t('correctCount', { correct: r.correct ?? 0, total: r.total ?? 0 })}</p>
          <p className="text-sm">{t('goalLine', { goal: attempt.quiz.goal })}</p>
          <p className="mt-2 font-medium">{r.passed ? t('passedMsg') : t('failedMsg')}</p>
        </section>
      ) : (
        <section
          className="rounded-lg border border-sky-500/50 bg-sky-600/15 p-4"
          data-testid="quiz-result-profile"
        >
          <p className="text-sm opacity-80">{t('yourProfile')}</p>
          <p className="text-2xl font-bold">{r.profile?.name ?? t('noProfileResult')}</p>
          {r.profile?.description ? <p className="mt-1 text-sm">{r.profile.description}</p> : null}
        </section>
      )}
      {/* after submit, every question with the member's answers and its explanation; the right answers
          only where there are any (comun) */}
      {attempt.questions.length > 0 ? (
        <ol className="space-y-3" data-testid="quiz-review">
          {attempt.questions.map((q, i) => {
            const rev = r.review.find((x) => x.question_id === q.id);
            return (
              <li key={q.id} className="rounded-md border border-white/10 p-3" data-testid="quiz-review-item">
                <p className="flex items-start gap-2 font-medium">
                  {!comun ? null : rev?.correct ? (
                    <Check
                      aria-label={t('rightAnswer')}
                      className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400"
                    />
                  ) : (
                    <X aria-label={t('wrongAnswer')} className="mt-0.5 h-4 w-4 shrink-0 text-red-400" />
                  )}
                  <span className="break-words">{t('reviewItem', { n: i + 1, text: q.text })}</span>
                </p>
                <ul className="mt-2 space-y-1 text-sm">
                  {q.options.map((o) => {
                    const right = rev?.correct_option_ids.includes(o.id);
                    const mine = rev?.chosen_option_ids.includes(o.id);
                    return (
                      <li
                        key={o.id}
                        className={right ? 'text-emerald-300' : mine ? 'text-red-300' : 'opacity-70'}
                      >
                        {o.text}
                        {right ? ` — ${t('rightAnswer')}` : ''}
                        {mine ? ` (${t('yourAnswer')})` : ''}
                      </li>
                    );
                  })}
                </ul>
                {rev?.explanation ? (
                  <p className="mt-2 text-sm" data-testid="quiz-review-explanation">
                    <span className="font-medium">{t('explanationTitle')}: </span>
                    {rev.explanation}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <Link href="/avaliacoes" data-testid="quiz-back-list">
            {t('backToList')}
          </Link>
        </Button>
        {attempt.can_repeat ? (
          <Button onClick={onRetake} data-testid="quiz-retake">
            {t('retake')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
