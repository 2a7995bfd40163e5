import { getTranslations } from 'next-intl/server';
import { MediaFallback } from '@/components/ui/media-fallback';
import { PageLinks } from '@/components/ui/page-links';
import { AppLink } from '@/components/ui/app-link';
import type { MyCoursesPage } from '@/lib/account/my-courses';

// 'Meus cursos' on 'Meu perfil' (issue 54, ADR 0286): server-rendered cards, no client code of their own
// (the profile's first load does not grow), each with its progress and 'Continuar'; pages by ?cursos=N.
const pageHref = (page: number) => `?cursos=${page}#meus-cursos`;

export async function MyCourses({ list }: { list: MyCoursesPage | null }) {
  const t = await getTranslations('auth.account');
  return (
    <section
      id="meus-cursos"
      aria-labelledby="my-courses-heading"
      className="mb-6 rounded-lg bg-surface-2 p-4"
      data-testid="my-courses"
    >
      <h2 id="my-courses-heading" className="mb-3 text-lg font-semibold">
        {t('coursesTitle')}
      </h2>
      {!list ? (
        <p className="text-sm opacity-80" role="alert" data-testid="my-courses-error">
          {t('coursesError')}
        </p>
      ) : list.items.length === 0 ? (
        <p className="text-sm opacity-80" data-testid="my-courses-empty">
          {t('coursesEmpty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((c) => (
            <li
              key={c.id}
              className="flex gap-3 rounded-md bg-black/20 p-3"
              data-testid="my-course"
              data-percent={c.percent}
            >
              <AppLink href={c.url} className="shrink-0" tabIndex={-1} aria-hidden>
                {c.cover_url ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a tenant upload, shown small
                  <img src={c.cover_url} alt="" className="h-16 w-24 rounded object-cover" loading="lazy" />
                ) : (
                  <MediaFallback className="h-16 w-24 rounded" />
                )}
              </AppLink>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <AppLink href={c.url} className="line-clamp-2 font-medium hover:underline">
                  {c.title}
                </AppLink>
                <div
                  role="progressbar"
                  aria-label={t('progress', { percent: c.percent })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={c.percent}
                  className="h-1.5 w-full overflow-hidden rounded bg-white/10"
                >
                  <div className="h-full bg-primary" style={{ width: `${c.percent}%` }} />
                </div>
                <div className="flex items-center justify-between gap-2 text-xs">
                  <span className="opacity-80">{t('progress', { percent: c.percent })}</span>
                  <AppLink
                    href={c.continue_url ?? c.url}
                    className="rounded-md bg-primary px-2.5 py-1 font-medium text-primary-text"
                    aria-label={`${t('continue')}: ${c.title}`}
                    data-testid="my-course-continue"
                  >
                    {t('continue')}
                  </AppLink>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list && list.pages > 1 && (
        <PageLinks
          label={t('coursesPages')}
          previous={list.page > 1 ? pageHref(list.page - 1) : undefined}
          next={list.page < list.pages ? pageHref(list.page + 1) : undefined}
          texts={{
            previous: t('coursesPrevious'),
            next: t('coursesNext'),
            current: t('coursesPage', { page: list.page, pages: list.pages }),
          }}
          testId="my-courses"
          className="mt-3 gap-3"
        />
      )}
    </section>
  );
}
