'use client';

import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { Timer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TStudentQuiz } from '@/lib/quizzes/schemas';
import { playHref } from '@/lib/quizzes/urls';

/**
 * The start screen of /avaliacoes/{id} (decision 226): what the quiz is, the member's attempts so far,
 * and one action. Nothing starts until the member clicks it, so visiting, prefetching or reloading the
 * page never makes an attempt.
 */
export function QuizIntro({
  quiz,
  starting,
  onStart,
}: {
  quiz: TStudentQuiz;
  starting: boolean;
  onStart: () => void;
}) {
  const t = useTranslations('quizzes');
  const action = quiz.open_attempt_id ? t('resume') : quiz.attempts > 0 ? t('retake') : t('start');
  return (
    <div className="space-y-6" data-testid="quiz-intro">
      <header className="space-y-2">
        <p className="text-sm opacity-70">{t('introKicker')}</p>
        <h1 className="text-xl font-bold break-words md:text-2xl" data-testid="quiz-intro-name">
          {quiz.name}
        </h1>
      </header>
      <div className="space-y-1 rounded-lg border border-white/10 bg-surface-2 p-4 text-sm">
        <p>
          {t(`type_${quiz.type}`)} · {t('questionCount', { count: quiz.question_count })}
        </p>
        {quiz.type === 'comun' ? <p>{t('goalLine', { goal: quiz.goal })}</p> : null}
        {quiz.time_limit ? (
          <p className="flex items-start gap-2" data-testid="quiz-intro-time">
            <Timer aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {t('timeLimitLine', { time: quiz.time_limit })}
              <br />
              {t('introTimer')}
            </span>
          </p>
        ) : null}
        <p data-testid="quiz-intro-attempts">
          {t('attempts', { count: quiz.attempts })}
          {quiz.best_score !== null ? ` · ${t('bestScore', { score: quiz.best_score })}` : ''}
        </p>
        {quiz.open_attempt_id ? <p className="font-medium">{t('introAttemptOpen')}</p> : null}
        {!quiz.can_start ? (
          <p className="font-medium" data-testid="quiz-intro-closed">
            {quiz.question_count === 0 ? t('noQuestions') : t('noRepeat')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {quiz.can_start ? (
          <Button onClick={onStart} disabled={starting} aria-busy={starting} data-testid="quiz-start">
            {action}
          </Button>
        ) : null}
        {quiz.last_attempt_id ? (
          <Button asChild variant="secondary">
            <AppLink href={playHref(quiz.id, quiz.last_attempt_id)} data-testid="quiz-intro-result">
              {t('seeResult')}
            </AppLink>
          </Button>
        ) : null}
        <Button asChild variant="secondary">
          <AppLink href="/avaliacoes" data-testid="quiz-intro-back">
            {t('backToList')}
          </AppLink>
        </Button>
      </div>
    </div>
  );
}
