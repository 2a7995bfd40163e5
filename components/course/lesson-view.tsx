import { AppLink } from '@/components/ui/app-link';
import { useLocale, useTranslations } from 'next-intl';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { ArrowRight } from '@/components/icons/arrow-right';
import { Button } from '@/components/ui/button';
import type { LessonPage } from '@/lib/course/content';
import type { LessonMarquee } from '@/lib/course/marquee';
import { LESSON_TEMPLATES } from '@/lib/course/constants';
import { courseUrl, lessonUrl, moduleUrl, type TLessonLikes } from '@/lib/course/urls';
import { Breadcrumb } from './breadcrumb';
import { LessonComments } from './lesson-comments';
import { LessonList } from './lesson-list';
import { LessonStage } from './lesson-stage';
import { LessonContent, LessonLocked } from './lesson-content';
import { LessonLike } from './lesson-like';
import { LessonsDrawer } from './lessons-drawer';
import { MarqueeSlot } from './marquee-slot';
import { LessonQuizzes } from '@/components/quizzes/student/lesson-quizzes';
import { LessonEditorControl, LessonVideoControl } from '@/components/studio/lesson-video-control';

/**
 * The lesson page in the tenant's template (PlatformSettings.theme_classes, SPEC 3): 1 Lista (player
 * and the module's lessons beside it), 2 Sequência (player and previous/next), 3 Tela cheia (a
 * full-width player, lessons in a drawer). `marquee` (lib/course/marquee.ts, the student's product
 * marquee) scrolls above the player when set.
 */
export function LessonView({
  tenantId,
  page,
  canEdit,
  canModerate = false,
  marquee,
  quizzes = [],
  likes,
  moduleAside = true,
}: {
  tenantId: string;
  page: LessonPage;
  canEdit: boolean;
  /** hide or delete members' comments (the team's community.moderate) */
  canModerate?: boolean;
  marquee?: LessonMarquee | null;
  /** quizzes attached to the lesson (lib/quizzes/student.ts quizzesForLesson) */
  quizzes?: { id: string; name: string }[];
  /** 'Curtir aula': the count and the member's own (lib/course/likes.ts) */
  likes?: TLessonLikes;
  /** 'Lista': the module's lessons beside the player from 1024 px; off when the course outline is there */
  moduleAside?: boolean;
}) {
  const t = useTranslations('course');
  const locale = useLocale();
  const { lesson, module: mod, course, settings } = page;
  const template =
    settings.themeClasses === LESSON_TEMPLATES.sequence
      ? 'sequence'
      : settings.themeClasses === LESSON_TEMPLATES.fullscreen
        ? 'fullscreen'
        : 'list';
  // Before its release the page has no media, body or files to show (the loader left them out, issue 46).
  const stage = lesson.release.locked ? (
    <LessonLocked at={lesson.release.at} locale={locale} />
  ) : (
    <>
      <LessonStage
        lesson={lesson}
        startAt={page.progress.completed ? 0 : page.progress.watchedSeconds}
        completed={page.progress.completed}
        // Sequência and Tela cheia have their own previous/next bar: one 'Próxima aula' per page
        nextHref={page.next && template === 'list' ? lessonUrl(tenantId, page.next) : null}
      />
      {likes && <LessonLike lessonId={lesson.id} initial={likes} />}
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <LessonEditorControl lessonId={lesson.id} />
          <LessonVideoControl lessonId={lesson.id} value={page.editorMediaUrl ?? null} />
        </div>
      ) : null}
      <LessonContent body={lesson.body} attachments={lesson.attachments} />
    </>
  );
  const crumbs = (
    <Breadcrumb
      items={[
        { label: course.title, href: courseUrl(tenantId, course.id) },
        { label: mod.title, href: moduleUrl(tenantId, mod.id) },
        { label: lesson.title },
      ]}
    />
  );
  const comments = (
    <>
      <LessonQuizzes quizzes={quizzes} />
      {settings.comment ? (
        <LessonComments lessonId={lesson.id} canAnswer={canEdit} canModerate={canModerate} />
      ) : null}
    </>
  );
  const prevNext = (
    <nav className="flex flex-wrap justify-between gap-3" data-testid="lesson-sequence">
      {page.previous ? (
        <Button asChild variant="secondary">
          <AppLink href={lessonUrl(tenantId, page.previous)} data-testid="lesson-previous">
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {t('previous')}
          </AppLink>
        </Button>
      ) : (
        <span />
      )}
      {page.next && (
        <Button asChild variant="secondary">
          <AppLink href={lessonUrl(tenantId, page.next)} data-testid="lesson-next">
            {t('next')}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </AppLink>
        </Button>
      )}
    </nav>
  );

  return (
    <div data-testid="lesson-page" data-template={template} className="pt-20 pb-16 lg:pt-24">
      {marquee && (
        <div data-testid="lesson-marquee" aria-label={t('marquee')} className="mb-4">
          <MarqueeSlot marquee={marquee} />
        </div>
      )}
      {template === 'list' && (
        // minmax(0, 1fr) and min-w-0: nothing inside (breadcrumb, comment form) may widen the page on phones
        <div
          className={`mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 md:px-8 ${moduleAside ? 'lg:grid-cols-[minmax(0,1fr)_360px]' : ''}`}
        >
          <div className="min-w-0">
            <div className="mb-4">{crumbs}</div>
            {stage}
            {comments}
          </div>
          <aside
            className={`min-w-0 self-start rounded-lg bg-surface-2 p-3 lg:sticky lg:top-24 ${moduleAside ? '' : 'lg:hidden'}`}
          >
            <h2 className="px-3 py-2 font-semibold">{mod.title}</h2>
            <LessonList tenantId={tenantId} lessons={page.moduleLessons} currentId={lesson.id} />
          </aside>
        </div>
      )}
      {template === 'sequence' && (
        <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 md:px-8">
          {crumbs}
          {stage}
          {prevNext}
          {comments}
        </div>
      )}
      {template === 'fullscreen' && (
        <div className="flex flex-col gap-6">
          <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-3 px-4 md:px-8">
            {crumbs}
            <LessonsDrawer
              tenantId={tenantId}
              title={mod.title}
              lessons={page.moduleLessons}
              currentId={lesson.id}
            />
          </div>
          <div className="w-full px-4">{stage}</div>
          <div className="mx-auto w-full max-w-4xl px-4 md:px-8">
            {prevNext}
            {comments}
          </div>
        </div>
      )}
    </div>
  );
}
