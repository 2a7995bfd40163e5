'use client';

import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TAttempt } from '@/lib/quizzes/schemas';

/** A submitted attempt: the score or the profile, every question with the member's answers, 'Refazer'. */
export function Result({
  attempt,
  retaking,
  onRetake,
}: {
  attempt: TAttempt;
  retaking: boolean;
  onRetake: () => void;
}) {
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
          <AppLink href="/avaliacoes" data-testid="quiz-back-list">
            {t('backToList')}
          </AppLink>
        </Button>
        {attempt.can_repeat ? (
          <Button onClick={onRetake} disabled={retaking} aria-busy={retaking} data-testid="quiz-retake">
            {t('retake')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
