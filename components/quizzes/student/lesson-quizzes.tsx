import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { ClipboardCheck } from '@/components/icons/clipboard-check';
import { Button } from '@/components/ui/button';
import { playHref } from '@/lib/quizzes/urls';

/** The quizzes attached to a lesson, under it, each with a button to take it. */
export function LessonQuizzes({ quizzes }: { quizzes: { id: string; name: string }[] }) {
  const t = useTranslations('quizzes');
  if (quizzes.length === 0) return null;
  return (
    <section
      className="mt-6 rounded-lg border border-white/10 p-4"
      data-testid="lesson-quizzes"
      aria-labelledby="lesson-quizzes-title"
    >
      <h2 id="lesson-quizzes-title" className="mb-3 flex items-center gap-2 font-semibold">
        <ClipboardCheck aria-hidden className="h-5 w-5" />
        {t('lessonQuizzes')}
      </h2>
      <ul className="space-y-2">
        {quizzes.map((q) => (
          <li key={q.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">{q.name}</span>
            <Button asChild size="sm">
              <AppLink href={playHref(q.id)} data-testid="lesson-quiz-take">
                {t('takeQuiz')}
              </AppLink>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
