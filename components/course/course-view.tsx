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
      <section className="relative isolate flex min-h-[420px] items-end overflow-hidden pt-24 lg:min-h-[520px]">
        {course.coverUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- tenant uploads and seed SVGs, any host
          <img src={course.coverUrl} alt="" className="absolute inset-0 -z-20 h-full w-full object-cover" />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-[var(--color-surface)] via-[var(--color-surface)]/70 to-transparent" />
        <div className="mx-auto w-full max-w-6xl px-4 pb-10 md:px-8">
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
                  className="flex h-full flex-col overflow-hidden rounded-lg bg-surface-2 transition hover:ring-2 hover:ring-primary"
                >
                  {m.coverUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- tenant uploads and seed SVGs
                    <img src={m.coverUrl} alt="" className="aspect-video w-full object-cover" />
                  ) : (
                    <MediaFallback kind="module" className="aspect-video w-full" />
                  )}
                  <div className="flex flex-1 flex-col gap-2 p-4">
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
