import { useTranslations } from 'next-intl';
import type { ModulePage } from '@/lib/course/content';
import { courseUrl } from '@/lib/course/urls';
import { Breadcrumb } from './breadcrumb';
import { LessonList } from './lesson-list';
import { ProgressBar } from './progress-bar';

/** Module page: header with the module's cover, and its lessons with completed marks. */
export function ModuleView({ tenantId, page }: { tenantId: string; page: ModulePage }) {
  const t = useTranslations('course');
  const { course, module: mod } = page;
  return (
    <div data-testid="module-page" className="mx-auto max-w-4xl px-4 pt-24 pb-16 md:px-8 lg:pt-28">
      {page.settings.modulePageIndicator && (
        <Breadcrumb
          items={[{ label: course.title, href: courseUrl(tenantId, course.id) }, { label: mod.title }]}
        />
      )}
      <div className="mt-4 flex flex-col gap-6 md:flex-row">
        {mod.coverUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- tenant uploads and seed SVGs
          <img src={mod.coverUrl} alt="" className="w-40 shrink-0 self-start rounded-lg object-cover" />
        )}
        <div className="flex-1">
          <h1 data-testid="module-title" className="text-3xl font-bold">
            {mod.title}
          </h1>
          {mod.description && <p className="mt-3 opacity-80">{mod.description}</p>}
          <div className="mt-4 flex max-w-sm flex-col gap-2">
            <span className="text-sm opacity-80" data-testid="module-progress">
              {t('progress', { percent: page.percent })}
            </span>
            <ProgressBar percent={page.percent} label={t('progressLabel')} />
          </div>
        </div>
      </div>
      <h2 className="mt-10 mb-3 text-xl font-semibold">{t('lessons')}</h2>
      <LessonList tenantId={tenantId} lessons={page.lessons} />
    </div>
  );
}
