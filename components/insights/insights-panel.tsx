'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { MemberView } from '@/components/members/member-view';
import { SectionHeader } from '@/components/panel/section-header';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchInsights } from '@/lib/client/insights-api';
import { insightsKeys } from '@/lib/client/insights-keys';
import { INSIGHTS_PERIODS, type TInsights, type TInsightsQuery } from '@/lib/insights/schemas';
import { BarChart, shortDay } from './bar-chart';
import { FunnelView } from './funnel-view';
import { CoursesTable, MembersTable, QuizzesTable } from './tables';

type FigureKey = keyof TInsights['figures'];
const FIGURES: FigureKey[] = [
  'active_members',
  'new_members',
  'lessons_completed',
  'hours_watched',
  'posts',
  'comments',
  'quiz_attempts',
  'pass_rate',
];
const INPUT = 'rounded border border-white/20 bg-black/20 px-2 py-1 text-sm';

/** The figures' grid: each number with the previous period's beside it. */
function Figures({ data }: { data: TInsights }) {
  const t = useTranslations('insights');
  const locale = useLocale();
  const fmt = (k: FigureKey, v: number) =>
    k === 'pass_rate' ? `${v}%` : k === 'hours_watched' ? v.toLocaleString(locale) : String(v);
  return (
    <dl className="grid grid-cols-2 gap-2" data-testid="insights-figures">
      {FIGURES.map((k) => {
        const f = data.figures[k];
        return (
          <div key={k} className="rounded-md bg-white/5 p-2" data-testid={`insights-figure-${k}`}>
            <dt className="text-xs opacity-75" title={k === 'hours_watched' ? t('hoursHint') : undefined}>
              {t(`figures.${k}`)}
            </dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid={`insights-value-${k}`}>
              {fmt(k, f.current)}
            </dd>
            <dd className="text-xs opacity-60">{t('previous', { value: fmt(k, f.previous) })}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** 7, 30, 90 days or a custom range (the server refuses one over 366 days, with its message). */
function PeriodPicker({ value, onChange }: { value: TInsightsQuery; onChange: (q: TInsightsQuery) => void }) {
  const t = useTranslations('insights');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [custom, setCustom] = useState(value.period === 'custom');
  return (
    <div className="space-y-2">
      <div role="group" aria-label={t('periodLabel')} className="flex gap-1 rounded-md bg-black/20 p-1">
        {INSIGHTS_PERIODS.map((p) => {
          const on = p === 'custom' ? custom : !custom && value.period === p;
          return (
            <button
              key={p}
              type="button"
              aria-pressed={on}
              data-testid={`insights-period-${p}`}
              onClick={() => (p === 'custom' ? setCustom(true) : (setCustom(false), onChange({ period: p })))}
              className={`flex-1 rounded px-2 py-1 text-xs ${on ? 'bg-white/15 font-medium' : 'opacity-75 hover:bg-white/10'}`}
            >
              {t(`periods.${p}`)}
            </button>
          );
        })}
      </div>
      {custom && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (from && to) onChange({ period: 'custom', from, to });
          }}
        >
          <label className="flex flex-col text-xs">
            {t('from')}
            <input
              type="date"
              required
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className={INPUT}
            />
          </label>
          <label className="flex flex-col text-xs">
            {t('to')}
            <input
              type="date"
              required
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className={INPUT}
            />
          </label>
          <Button type="submit" size="sm" variant="secondary">
            {t('apply')}
          </Button>
        </form>
      )}
    </div>
  );
}

/**
 * 'Painel' (issue 49, docs/adr/0530): what happened in the school in a period, beside the period before;
 * charts as server-computed numbers drawn in SVG; the courses (with each one's funnel), quizzes and the
 * most and least active members, each table downloadable as CSV. Owner and admin only.
 */
export default function InsightsPanel({ onBack }: PanelProps) {
  const t = useTranslations('insights');
  const [query, setQuery] = useState<TInsightsQuery>({ period: '30' });
  const [funnel, setFunnel] = useState<string | null>(null);
  const [member, setMember] = useState<string | null>(null);
  const q = useQuery({ queryKey: insightsKeys.figures(query), queryFn: () => fetchInsights(query) });

  if (member) return <MemberView userId={member} onBack={() => setMember(null)} />;

  let body;
  if (q.isPending) {
    body = (
      <div className="space-y-2" data-testid="insights-loading" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (q.isError) {
    body = (
      <div role="alert" className="space-y-3 text-sm" data-testid="insights-error">
        <p className="text-red-300">{q.error.message || t('loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => q.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    const d = q.data;
    const quiet = d.series.every((s) => !s.active_members && !s.lessons_completed && !s.points);
    body = (
      <div className="space-y-5">
        <p className="text-xs opacity-75" data-testid="insights-range">
          {t('rangeLabel', { from: shortDay(d.period.from), to: shortDay(d.period.to) })}
        </p>
        {quiet && <p className="rounded-md bg-white/5 p-2 text-sm">{t('empty')}</p>}
        <Figures data={d} />
        <BarChart
          testId="insights-chart-active"
          title={t('charts.active')}
          points={d.series.map((s) => ({ day: s.day, value: s.active_members }))}
        />
        <BarChart
          testId="insights-chart-completions"
          title={t('charts.completions')}
          points={d.series.map((s) => ({ day: s.day, value: s.lessons_completed }))}
        />
        <BarChart
          testId="insights-chart-points"
          title={t('charts.points')}
          points={d.series.map((s) => ({ day: s.day, value: s.points }))}
        />
        {funnel ? (
          <FunnelView courseId={funnel} onBack={() => setFunnel(null)} />
        ) : (
          <CoursesTable rows={d.courses} query={query} onFunnel={setFunnel} />
        )}
        <QuizzesTable rows={d.quizzes} query={query} />
        <MembersTable which="most" rows={d.most_active} query={query} onOpen={setMember} />
        <MembersTable which="least" rows={d.least_active} query={query} onOpen={setMember} />
      </div>
    );
  }

  return (
    <section data-testid="insights-panel" className="flex flex-col gap-4">
      <SectionHeader backTestId="insights-back" title={t('panelTitle')} onBack={onBack} />
      <p className="text-sm opacity-80">{t('intro')}</p>
      <PeriodPicker value={query} onChange={setQuery} />
      {body}
    </section>
  );
}
