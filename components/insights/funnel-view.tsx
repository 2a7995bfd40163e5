'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchFunnel } from '@/lib/client/insights-api';
import { insightsKeys } from '@/lib/client/insights-keys';

/** A bar as wide as `value` is of `of`: plain SVG, its number said in text beside it. */
function Bar({ value, of, strong }: { value: number; of: number; strong?: boolean }) {
  const w = of ? Math.max((value / of) * 100, value ? 1 : 0) : 0;
  return (
    <svg
      aria-hidden
      viewBox="0 0 100 6"
      preserveAspectRatio="none"
      className="h-2 w-full rounded bg-white/10"
    >
      <rect width={w} height={6} className={strong ? 'fill-amber-400' : 'fill-primary'} />
    </svg>
  );
}

/**
 * One course's funnel (issue 49): members who reached each module and lesson, the lesson where most stop
 * marked. Bars are relative to the members who started the course.
 */
export function FunnelView({ courseId, onBack }: { courseId: string; onBack: () => void }) {
  const t = useTranslations('insights');
  const q = useQuery({ queryKey: insightsKeys.funnel(courseId), queryFn: () => fetchFunnel(courseId) });
  const back = (
    <button type="button" onClick={onBack} className="text-sm underline" data-testid="insights-funnel-back">
      {t('funnel.back')}
    </button>
  );
  if (q.isPending) return <Skeleton className="h-40 w-full" />;
  if (q.isError)
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-red-300">{t('loadError')}</p>
        {back}
      </div>
    );
  const f = q.data;
  const of = Math.max(f.started, 1);
  return (
    <section
      className="space-y-3"
      data-testid="insights-funnel"
      aria-label={t('funnel.title', { course: f.title })}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium">{t('funnel.title', { course: f.title })}</h3>
        {back}
      </div>
      <p className="text-xs opacity-75">
        {t('funnel.started', { count: f.started })} · {t('funnel.desc')}
      </p>
      {f.modules.length === 0 && <p className="text-sm opacity-75">{t('funnel.empty')}</p>}
      <ol className="space-y-3">
        {f.modules.map((m) => (
          <li key={m.module_id} className="space-y-1">
            <div className="flex justify-between text-sm font-medium">
              <span>{m.title}</span>
              <span className="tabular-nums">{m.reached}</span>
            </div>
            <Bar value={m.reached} of={of} />
            <ol className="ml-3 space-y-1.5 border-l border-white/10 pl-3">
              {m.lessons.map((l) => (
                <li
                  key={l.lesson_id}
                  data-testid="insights-funnel-lesson"
                  data-most-stop={l.most_stop || undefined}
                >
                  <div className="flex justify-between gap-2 text-xs">
                    <span>
                      {l.title}
                      {l.most_stop && (
                        <strong className="ml-2 rounded bg-amber-400/20 px-1 text-amber-200">
                          {t('funnel.mostStop')}
                        </strong>
                      )}
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {t('funnel.reached')}: {l.reached} · {t('funnel.completed')}: {l.completed}
                    </span>
                  </div>
                  <Bar value={l.reached} of={of} strong={l.most_stop} />
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}
