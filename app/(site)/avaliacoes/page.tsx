import { getTranslations } from 'next-intl/server';
import { PAGE_FRAME } from '@/components/shell/page-frame';
import { pageMetadata } from '@/components/shell/page-metadata';
import { MyQuizzes } from '@/components/quizzes/student/my-quizzes';
import { listForMember } from '@/lib/quizzes/member-quizzes';
import { memberContext } from '@/lib/shell/page';

export const generateMetadata = pageMetadata('reviews');

// /avaliacoes (SPEC 2.1, side menu Avaliações): the quizzes the member may take, with status and attempts.
export default async function AvaliacoesPage() {
  const ctx = await memberContext();
  const [t, quizzes] = await Promise.all([getTranslations('quizzes'), listForMember(ctx)]);
  return (
    <div className={PAGE_FRAME} data-testid="avaliacoes-page">
      <h1 className="mb-6 text-2xl font-bold md:text-3xl">{t('listTitle')}</h1>
      <MyQuizzes quizzes={quizzes} />
    </div>
  );
}
