import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { MediaFallback } from '@/components/ui/media-fallback';
import { Button } from '@/components/ui/button';
import type { CoursePage } from '@/lib/course/content';
import { lessonUrl, moduleUrl } from '@/lib/course/urls';
import { Breadcrumb } from './breadcrumb';
import { ProgressBar } from './progress-bar';
import { CourseAuthoringBar } from '@/components/studio/course-authoring-bar';

/**
 * Course page: hero (cover, title, description, progress, start/continue) and the modules list; for
 * editors, the authoring bar between them (its parts load on intent, docs/adr/0404).
 */
export function CourseView({
  tenantId,
  page,
  canEdit = false,
}: {
  tenantId: string;
  page: CoursePage;
  canEdit?: boolean;
}) {
  const t = useTranslations('course');
  const { course, modules } = page;
  return (
    <div data-testid="course-page">
      {/* The cover beside the text (above it on phones), never behind the title or the breadcrumb (issue 54) */}
      <section className="mx-auto w-full max-w-6xl px-4 pt-24 pb-10 md:px-8 lg:pt-28">
        <div
          className={
            course.coverUrl
              ? 'grid items-center gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-10'
              : ''
          }
        >
          {course.coverUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- tenant uploads and seed SVGs, any host
            <img
              src={course.coverUrl}
              alt=""
              data-testid="course-cover"
              className="aspect-video w-full rounded-xl object-cover shadow-lg md:order-2"
            />
          )}
          <div className="min-w-0">
            {page.settings.coursePageIndicator && <Breadcrumb items={[{ label: course.title }]} />}
            <h1 data-testid="course-title" className="mt-3 text-3xl font-bold md:text-5xl">
              {course.title}
            </h1>
            {canEdit && !course.published ? <DraftMark label={t('draft')} /> : null}
            {course.description && (
              <p className="mt-4 max-w-2xl text-base opacity-85 md:text-lg">{course.description}</p>
            )}
            <div className="mt-6 flex max-w-md flex-col gap-2">
              <div className="flex justify-between text-sm opacity-80">
                <span>{t('lessonCount', { count: page.lessonCount })}</span>
                <span data-testid="course-progress">{t('progress', { percent: page.percent })}</span>
              </div>
              <ProgressBar percent={page.percent} label={t('progressLabel')} />
            </div>
            {page.firstLesson && (
              <Button asChild size="lg" className="mt-6">
                <AppLink href={lessonUrl(tenantId, page.firstLesson)} data-testid="course-start">
                  {page.percent > 0 ? t('continue') : t('start')}
                </AppLink>
              </Button>
            )}
          </div>
        </div>
      </section>
      {canEdit ? <CourseAuthoringBar tenantId={tenantId} courseId={course.id} /> : null}
      <section className="mx-auto max-w-6xl px-4 pb-16 md:px-8">
        <h2 className="mb-4 text-xl font-semibold">{t('modules')}</h2>
        {modules.length === 0 ? (
          <p className="opacity-70">{t('emptyModules')}</p>
        ) : (
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="module-list">
            {modules.map((m, i) => (
              <li key={m.id}>
                <AppLink
                  href={moduleUrl(tenantId, m.id)}
                  data-testid="module-card"
                  className="flex h-full overflow-hidden rounded-lg bg-surface-2 transition hover:ring-2 hover:ring-primary"
                >
                  {/* modules' art is a portrait poster: shown whole in a 2:3 slot, not cut to 16:9 (issue 54) */}
                  {m.coverUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- tenant uploads and seed SVGs
                    <img
                      src={m.coverUrl}
                      alt=""
                      data-testid="module-card-cover"
                      className="aspect-[2/3] w-28 shrink-0 self-start object-cover sm:w-32"
                    />
                  ) : (
                    <MediaFallback kind="module" className="aspect-[2/3] w-28 shrink-0 self-start sm:w-32" />
                  )}
                  <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
                    <span className="text-xs tracking-wide uppercase opacity-60">
                      {t('moduleNumber', { n: i + 1 })}
                    </span>
                    <h3 className="text-lg font-semibold">{m.title}</h3>
                    {canEdit && !m.published ? <DraftMark label={t('draft')} /> : null}
                    {m.description && <p className="line-clamp-2 text-sm opacity-75">{m.description}</p>}
                    <div className="mt-auto flex justify-between pt-2 text-sm opacity-80">
                      <span>{t('lessonCount', { count: m.lessonCount })}</span>
                      <span data-testid="module-progress">{t('progress', { percent: m.percent })}</span>
                    </div>
                    <ProgressBar percent={m.percent} label={t('progressLabel')} />
                  </div>
                </AppLink>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** 'Rascunho' beside a draft the editor sees on the live page; members never get drafts (ADR 0400). */
function DraftMark({ label }: { label: string }) {
  return (
    <span
      data-testid="draft-mark"
      className="mt-2 inline-flex self-start rounded-full bg-white/15 px-2 py-0.5 text-xs font-semibold"
    >
      {label}
    </span>
  );
}
