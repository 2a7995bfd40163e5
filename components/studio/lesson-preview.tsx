import { getTranslations } from 'next-intl/server';
import { Eye } from '@/components/icons/eye';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { LockedState } from '@/components/course/locked-state';
import { LessonView } from '@/components/course/lesson-view';
import { lessonUrl } from '@/lib/course/urls';
import type { LessonPreview } from '@/lib/studio/preview';
import type { LessonMarquee } from '@/lib/course/marquee';

// The lesson page as a member of a chosen product sees it (docs/adr/0411): a bar saying so, with the way
// back to the editor's page, above what the server rendered for that member. Server components only.

export async function LessonPreviewPage({
  tenantId,
  lesson,
  preview,
  marquee,
  quizzes,
}: {
  tenantId: string;
  lesson: { id: string; slug: string };
  preview: LessonPreview;
  marquee: LessonMarquee | null;
  quizzes: { id: string; name: string }[];
}) {
  const t = await getTranslations('studioLesson');
  const { view } = preview;
  return (
    <>
      <div
        data-testid="lesson-preview-bar"
        role="status"
        className="fixed inset-x-0 bottom-0 z-40 flex flex-wrap items-center justify-center gap-3 bg-primary px-4 py-2 text-sm font-medium text-primary-text"
      >
        <Eye aria-hidden className="h-4 w-4" />
        <span>{t('previewBar', { product: preview.product.title })}</span>
        <Button asChild size="sm" variant="secondary">
          <AppLink href={lessonUrl(tenantId, lesson)} data-testid="lesson-preview-exit">
            {t('previewExit')}
          </AppLink>
        </Button>
      </div>
      {view.access === 'locked' ? (
        <LockedState />
      ) : view.access === 'hidden' ? (
        <section
          data-testid="lesson-preview-hidden"
          className="mx-auto max-w-xl px-6 pt-28 pb-20 text-center lg:pt-36"
        >
          <h1 className="text-2xl font-bold">{t('previewHiddenTitle')}</h1>
          <p className="mt-4 opacity-80">{t('previewHiddenBody')}</p>
        </section>
      ) : (
        <LessonView tenantId={tenantId} page={view} canEdit={false} marquee={marquee} quizzes={quizzes} />
      )}
    </>
  );
}
