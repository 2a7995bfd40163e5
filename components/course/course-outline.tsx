import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import { Circle } from '@/components/icons/circle';
import { ListVideo } from '@/components/icons/list-video';
import { Lock } from '@/components/icons/lock';
import { PlayCircle } from '@/components/icons/play-circle';
import { X } from '@/components/icons/x';
import type { TCourseOutline } from '@/lib/course/outline';
import { formatReleaseDate } from '@/lib/course/release-date';
import { lessonUrl } from '@/lib/course/urls';

const PANEL_ID = 'course-outline';

/**
 * The course's modules and lessons beside the course and lesson pages (issue 50, ADR 0270), rendered on
 * the server with no script: one element, a native popover. With `sidebar` on it is a side column from
 * 1024 px (the popover's hiding is overridden there); below that, and everywhere with `sidebar` off, a
 * right drawer opened by the button (the browser's popover: Esc and a click outside close it).
 */
export function CourseOutlineFrame({
  tenantId,
  outline,
  currentId,
  children,
}: {
  tenantId: string;
  outline: TCourseOutline;
  currentId?: string;
  children: ReactNode;
}) {
  const t = useTranslations('course');
  const side = outline.sidebar;
  const panel = (
    <nav
      id={PANEL_ID}
      popover="auto"
      data-testid="course-outline"
      data-sidebar={side ? 'true' : 'false'}
      aria-label={t('outline.title')}
      className={clsx(
        // the drawer: the right edge, full height
        'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(380px,90vw)] overflow-y-auto border-0',
        'bg-surface-2 p-3 text-[color:var(--color-on-surface)] shadow-xl backdrop:bg-black/60',
        // the side column from 1024 px, shown whatever the popover's state
        side &&
          'lg:sticky lg:top-24 lg:self-start lg:right-auto lg:bottom-auto lg:mt-24 lg:mb-8 lg:block lg:h-auto lg:max-h-[calc(100dvh-7rem)] lg:w-auto lg:rounded-lg lg:shadow-none',
      )}
    >
      <div className="flex items-center justify-between gap-2 px-2 py-2">
        <h2 className="font-semibold">{t('outline.title')}</h2>
        <button
          type="button"
          popoverTarget={PANEL_ID}
          popoverTargetAction="hide"
          aria-label={t('outline.close')}
          className={clsx('rounded-md p-2 hover:bg-white/10', side && 'lg:hidden')}
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <OutlineModules tenantId={tenantId} outline={outline} currentId={currentId} />
    </nav>
  );
  return (
    <div
      data-testid="course-outline-frame"
      className={clsx(side && 'lg:grid lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-2 lg:pr-4')}
    >
      <div className="min-w-0">{children}</div>
      {panel}
      <button
        type="button"
        popoverTarget={PANEL_ID}
        data-testid="course-outline-open"
        className={clsx(
          'fixed right-4 bottom-4 z-30 inline-flex h-11 items-center gap-2 rounded-full bg-primary px-4 text-sm font-medium text-primary-text shadow-lg',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          side && 'lg:hidden',
        )}
      >
        <ListVideo aria-hidden className="h-4 w-4" />
        {t('outline.open')}
      </button>
    </div>
  );
}

/** Each module with its lessons: the current one marked, completed ticks, unreleased ones locked with their date. */
function OutlineModules({
  tenantId,
  outline,
  currentId,
}: {
  tenantId: string;
  outline: TCourseOutline;
  currentId?: string;
}) {
  const t = useTranslations('course');
  const locale = useLocale();
  return (
    <ol className="flex flex-col gap-3">
      {outline.modules.map((m) => (
        <li key={m.id}>
          <h3 className="px-2 pb-1 text-sm font-semibold opacity-80">
            {m.title}
            <span className="ml-2 text-xs font-normal opacity-70">
              {t('outline.moduleLessons', { count: m.lessons.length })}
            </span>
          </h3>
          <ol className="flex flex-col">
            {m.lessons.map((l) => {
              const current = l.id === currentId;
              return (
                <li key={l.id}>
                  <AppLink
                    href={lessonUrl(tenantId, l)}
                    aria-current={current ? 'page' : undefined}
                    data-testid="outline-lesson"
                    data-completed={l.completed ? 'true' : 'false'}
                    data-locked={l.locked ? 'true' : 'false'}
                    className={clsx(
                      'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-white/10',
                      current && 'bg-white/10 font-semibold',
                    )}
                  >
                    {l.locked ? (
                      <Lock aria-hidden className="h-4 w-4 shrink-0 opacity-70" />
                    ) : l.completed ? (
                      <CheckCircle2
                        aria-label={t('completedMark')}
                        className="h-4 w-4 shrink-0 text-primary"
                      />
                    ) : current ? (
                      <PlayCircle aria-label={t('pendingMark')} className="h-4 w-4 shrink-0 opacity-80" />
                    ) : (
                      <Circle aria-label={t('pendingMark')} className="h-4 w-4 shrink-0 opacity-50" />
                    )}
                    <span className="min-w-0 flex-1 truncate">{l.title}</span>
                    {l.locked && (
                      <span className="shrink-0 text-xs opacity-70" data-testid="outline-available-on">
                        {l.at
                          ? t('availableOn', { date: formatReleaseDate(l.at, locale) })
                          : t('outline.locked')}
                      </span>
                    )}
                  </AppLink>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
