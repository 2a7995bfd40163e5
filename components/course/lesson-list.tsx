import { AppLink } from '@/components/ui/app-link';
import { useLocale, useTranslations } from 'next-intl';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import { Circle } from '@/components/icons/circle';
import { Lock } from '@/components/icons/lock';
import { formatReleaseDate } from '@/lib/course/release-date';
import { PlayCircle } from '@/components/icons/play-circle';
import { cn } from '@/lib/client/cn';
import { lessonUrl } from '@/lib/course/urls';

export interface ListLesson {
  id: string;
  title: string;
  slug: string;
  durationSeconds: number;
  completed: boolean;
  /** not yet released to this member (issue 46): a lock and 'Disponível em {data}' */
  release?: { locked: boolean; at: string | null };
}

/** Lessons of a module with their completed marks; the current one is highlighted. Server or client. */
export function LessonList({
  tenantId,
  lessons,
  currentId,
  onNavigate,
}: {
  tenantId: string;
  lessons: ListLesson[];
  currentId?: string;
  onNavigate?: () => void;
}) {
  const t = useTranslations('course');
  const locale = useLocale();
  if (lessons.length === 0) return <p className="py-4 opacity-70">{t('emptyLessons')}</p>;
  return (
    <ol className="flex flex-col gap-1" data-testid="lesson-list">
      {lessons.map((l, i) => {
        const current = l.id === currentId;
        return (
          <li key={l.id}>
            <AppLink
              href={lessonUrl(tenantId, l)}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              data-testid="lesson-item"
              data-completed={l.completed ? 'true' : 'false'}
              data-locked={l.release?.locked ? 'true' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2 transition hover:bg-white/10',
                current && 'bg-white/10 font-semibold',
              )}
            >
              {l.release?.locked ? (
                <Lock aria-hidden className="h-5 w-5 shrink-0 opacity-70" />
              ) : l.completed ? (
                <CheckCircle2 aria-label={t('completedMark')} className="h-5 w-5 shrink-0 text-primary" />
              ) : current ? (
                <PlayCircle aria-label={t('pendingMark')} className="h-5 w-5 shrink-0 opacity-80" />
              ) : (
                <Circle aria-label={t('pendingMark')} className="h-5 w-5 shrink-0 opacity-50" />
              )}
              <span className="line-clamp-2 min-w-0 flex-1 break-words">
                {t('numbered', { n: i + 1, title: l.title })}
              </span>
              {l.release?.locked && (
                <span className="shrink-0 text-xs opacity-70" data-testid="lesson-available-on">
                  {l.release.at
                    ? t('availableOn', { date: formatReleaseDate(l.release.at, locale) })
                    : t('releaseLockedNoDate')}
                </span>
              )}
              {l.durationSeconds > 0 && (
                <span className="shrink-0 text-xs opacity-60">
                  {t('duration', { minutes: Math.max(1, Math.round(l.durationSeconds / 60)) })}
                </span>
              )}
            </AppLink>
          </li>
        );
      })}
    </ol>
  );
}
