import { notFound } from 'next/navigation';
import { PAGE_FRAME } from '@/components/shell/page-frame';
import { pageMetadata } from '@/components/shell/page-metadata';
import { QuizPlayer } from '@/components/quizzes/student/quiz-player';
import { isUuid } from '@/lib/validation/uuid';
import { QueryIsland } from '@/lib/client/query-island';

export const generateMetadata = pageMetadata('reviews');

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ attempt?: string }> };

// /avaliacoes/{quizId}[?attempt={id}]: taking a quiz (or looking at an attempt's result). Access, the
// deadline and scoring are the API's (lib/quizzes/student.ts); this page only hosts the player.
export default async function TakeQuizPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { attempt } = await searchParams;
  if (!isUuid(id)) notFound();
  return (
    <QueryIsland>
      <div className={PAGE_FRAME} data-testid="take-quiz-page">
        {/* the player keeps a reading column inside the common frame */}
        <div className="max-w-2xl">
          <QuizPlayer
            key={attempt ?? 'new'}
            quizId={id}
            attemptId={attempt && isUuid(attempt) ? attempt : null}
          />
        </div>
      </div>
    </QueryIsland>
  );
}
