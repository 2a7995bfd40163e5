'use client';

import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/lite-intl';
import { toast } from '@/lib/client/toast';
import { ArrowRight } from '@/components/icons/arrow-right';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import { Undo2 } from '@/components/icons/undo-2';
import { PlainButton } from '@/components/ui/plain-button';
import { apiFetch } from '@/lib/client/fetcher';
import { refreshGamificationIn } from '@/lib/client/gamification-refresh';
import { useQueryHolder } from '@/lib/client/query-provider';
import type { TCompleteView, TProgressView } from '@/lib/course/schemas';
import { courseApi } from '@/lib/course/urls';
import { LessonPlayer, type PlayerLesson } from './lesson-player';
import { useCompletionFeedback } from './completion-feedback';

/**
 * The player and the lesson's actions, sharing the completed state: 'Concluir aula' (also fired when the
 * video ends), undoing it, and 'Próxima aula' once the lesson is completed. Lists elsewhere on the page
 * are server-rendered, so a change refreshes the route to update their marks.
 */
export function LessonStage({
  lesson,
  startAt,
  completed: initial,
  nextHref,
  playerClassName,
}: {
  lesson: PlayerLesson;
  startAt: number;
  completed: boolean;
  nextHref: string | null;
  playerClassName?: string;
}) {
  const t = useTranslations('course');
  const router = useRouter();
  const holder = useQueryHolder();
  const [completed, setCompleted] = useState(initial);
  // a plain mutation (no TanStack Query in the lesson page's first load, decision 301)
  const [pending, setPending] = useState(false);
  const feedback = useCompletionFeedback();
  const toggle = {
    isPending: pending,
    mutate: (done: boolean) => {
      setPending(true);
      apiFetch<{ data: TProgressView | TCompleteView }>(
        done ? courseApi.complete : courseApi.uncomplete,
        { method: 'POST', body: { lesson_id: lesson.id } },
        t('actionFailed'),
      )
        .then(
          (res) => {
            setCompleted(res.data.completed);
            if ('earned' in res.data) feedback.announce(res.data.earned);
            router.refresh();
            // a completion may reach a level or earn a reward (scored just after commit): the celebration
            // host looks again, now and a moment later
            refreshGamificationIn(holder);
          },
          (err: Error) => toast.error(err.message || t('actionFailed')),
        )
        .finally(() => setPending(false));
    },
  };

  return (
    <div className="flex flex-col gap-4">
      <LessonPlayer
        lesson={lesson}
        startAt={startAt}
        className={playerClassName}
        onEnded={() => !completed && !toggle.isPending && toggle.mutate(true)}
      />
      {/* the title gets the full width; the actions go under it instead of squeezing it (issue 14) */}
      <div className="flex flex-col gap-3">
        <h1 data-testid="lesson-title" className="min-w-0 text-2xl font-bold break-words md:text-3xl">
          {lesson.title}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {completed ? (
            <>
              <span
                data-testid="lesson-completed"
                className="inline-flex h-10 items-center gap-2 rounded-md bg-white/10 px-4 text-sm font-medium"
              >
                <CheckCircle2 aria-hidden className="h-5 w-5 text-primary" />
                {t('completedButton')}
              </span>
              <PlainButton
                variant="ghost"
                data-testid="lesson-uncomplete"
                disabled={toggle.isPending}
                onClick={() => toggle.mutate(false)}
              >
                <Undo2 aria-hidden className="h-4 w-4" />
                {t('uncomplete')}
              </PlainButton>
              {nextHref && (
                <PlainButton asChild>
                  <AppLink href={nextHref} data-testid="lesson-next-after-complete">
                    {t('next')}
                    <ArrowRight aria-hidden className="h-4 w-4" />
                  </AppLink>
                </PlainButton>
              )}
            </>
          ) : (
            <PlainButton
              data-testid="lesson-complete"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(true)}
            >
              <CheckCircle2 aria-hidden className="h-4 w-4" />
              {t('complete')}
            </PlainButton>
          )}
        </div>
      </div>
      {lesson.description && (
        <p data-testid="lesson-description" className="whitespace-pre-line opacity-85">
          {lesson.description}
        </p>
      )}
      {feedback.node}
    </div>
  );
}
