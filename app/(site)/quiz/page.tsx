import { notFound, redirect } from 'next/navigation';
import { PAGE_FRAME } from '@/components/shell/page-frame';
import { pageMetadata } from '@/components/shell/page-metadata';
import { QuizEditor } from '@/components/quizzes/editor/quiz-editor';
import { loadShell } from '@/lib/shell/page';
import { isUuid } from '@/lib/validation/uuid';
import { QueryIsland } from '@/lib/client/query-island';

export const generateMetadata = pageMetadata('quiz');

type Props = { searchParams: Promise<{ id?: string; type?: string }> };

// /quiz?id={id}&type={type} (SPEC 2.1, 2.14): the quiz configuration, for editors. A student is sent
// to their quizzes (/avaliacoes); the quiz itself is loaded (and tenant-checked) by the editor's call.
export default async function QuizPage({ searchParams }: Props) {
  const shell = await loadShell();
  if (!shell) notFound();
  if (!shell.ctx.canEdit) redirect('/avaliacoes');
  const { id } = await searchParams;
  if (!id || !isUuid(id)) notFound();
  return (
    <QueryIsland>
      <div className={PAGE_FRAME} data-testid="quiz-page">
        <div className="max-w-3xl">
          <QuizEditor tenantId={shell.ctx.tenant.id} quizId={id} />
        </div>
      </div>
    </QueryIsland>
  );
}
