import { AppLink } from '@/components/ui/app-link';
import { getTranslations } from 'next-intl/server';
import { PlainButton } from '@/components/ui/plain-button';
import type { TStudentQuiz } from '@/lib/quizzes/schemas';
import { playHref } from '@/lib/quizzes/urls';

const STATUS_TONE: Record<TStudentQuiz['status'], string> = {
  not_started: 'bg-white/10',
  in_progress: 'bg-amber-500/25',
  passed: 'bg-emerald-600/30',
  failed: 'bg-red-600/30',
  profile: 'bg-sky-600/30',
};

/**
 * /avaliacoes: the quizzes the member may take, with status and attempts. Rendered by the server from the
 * page's read (decision 447): no query client, no second request; a failed read is the shell's error page.
 */
export async function MyQuizzes({ quizzes }: { quizzes: TStudentQuiz[] }) {
  const t = await getTranslations('quizzes');
  if (quizzes.length === 0)
    return (
      <p
        className="rounded-md border border-dashed border-white/20 p-8 text-center opacity-80"
        data-testid="my-quizzes-empty"
      >
        {t('listEmpty')}
      </p>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="my-quizzes">
      {quizzes.map((q) => (
        <li
          key={q.id}
          className="flex flex-col gap-2 rounded-lg border border-white/10 bg-surface-2 p-4"
          data-testid="my-quiz"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 className="min-w-0 font-semibold break-words" data-testid="my-quiz-name">
              {q.name}
            </h2>
            <span
              className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${STATUS_TONE[q.status]}`}
              data-testid="my-quiz-status"
            >
              {q.status === 'profile'
                ? t('status_profile', { name: q.profile?.name ?? '' })
                : t(`status_${q.status}`)}
            </span>
          </div>
          <p className="text-sm opacity-80">
            {t(`type_${q.type}`)} · {t('questionCount', { count: q.question_count })}
            {q.type === 'comun' ? ` · ${t('goalLine', { goal: q.goal })}` : ''}
          </p>
          <p className="text-sm opacity-80" data-testid="my-quiz-attempts">
            {t('attempts', { count: q.attempts })}
            {q.best_score !== null ? ` · ${t('bestScore', { score: q.best_score })}` : ''}
          </p>
          {q.time_limit ? (
            <p className="text-sm opacity-80">{t('timeLimitLine', { time: q.time_limit })}</p>
          ) : null}
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {q.can_start ? (
              <PlainButton asChild size="sm">
                {/* an attempt in progress opens straight into it; otherwise the quiz's start screen */}
                <AppLink href={playHref(q.id, q.open_attempt_id)} data-testid="my-quiz-start">
                  {q.open_attempt_id ? t('resume') : q.attempts > 0 ? t('retake') : t('start')}
                </AppLink>
              </PlainButton>
            ) : null}
            {q.last_attempt_id ? (
              <PlainButton asChild size="sm" variant="secondary">
                <AppLink href={playHref(q.id, q.last_attempt_id)} data-testid="my-quiz-result">
                  {t('resultTitle')}
                </AppLink>
              </PlainButton>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
