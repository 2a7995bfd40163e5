'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { exportHref } from '@/lib/client/insights-api';
import type {
  TInsightsCourse,
  TInsightsMember,
  TInsightsQuery,
  TInsightsQuiz,
  TInsightsTable,
} from '@/lib/insights/schemas';

const TH = 'px-1 py-1 text-left font-medium';
const TD = 'px-1 py-1 align-top';

/** A table's block: its title and the CSV download of the same rows for the period. */
function Block({
  title,
  table,
  query,
  children,
}: {
  title: string;
  table: TInsightsTable;
  query: TInsightsQuery;
  children: ReactNode;
}) {
  const t = useTranslations('insights');
  return (
    <section className="space-y-2" data-testid={`insights-table-${table}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{title}</h3>
        <a
          href={exportHref(table, query)}
          download
          aria-label={t('csvLabel', { table: title })}
          data-testid={`insights-csv-${table}`}
          className="rounded border border-white/20 px-2 py-0.5 text-xs hover:bg-white/10"
        >
          {t('csvDownload')}
        </a>
      </div>
      <div className="overflow-x-auto">{children}</div>
    </section>
  );
}

export function CoursesTable({
  rows,
  query,
  onFunnel,
}: {
  rows: TInsightsCourse[];
  query: TInsightsQuery;
  onFunnel: (courseId: string) => void;
}) {
  const t = useTranslations('insights');
  return (
    <Block title={t('courses.title')} table="courses" query={query}>
      {rows.length === 0 ? (
        <p className="text-sm opacity-75">{t('courses.empty')}</p>
      ) : (
        <table className="w-full text-xs">
          <thead>
            <tr>
              <th className={TH}>{t('courses.course')}</th>
              <th className={TH}>{t('courses.enrolled')}</th>
              <th className={TH}>{t('courses.started')}</th>
              <th className={TH}>{t('courses.completed')}</th>
              <th className={TH}>{t('courses.progress')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.course_id} className="border-t border-white/10">
                <td className={TD}>
                  <button
                    type="button"
                    className="text-left underline"
                    data-testid="insights-open-funnel"
                    onClick={() => onFunnel(c.course_id)}
                  >
                    {c.title}
                  </button>
                </td>
                <td className={`${TD} tabular-nums`}>{c.enrolled}</td>
                <td className={`${TD} tabular-nums`}>{c.started}</td>
                <td className={`${TD} tabular-nums`}>{c.completed}</td>
                <td className={`${TD} tabular-nums`}>{c.average_progress}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Block>
  );
}

export function QuizzesTable({ rows, query }: { rows: TInsightsQuiz[]; query: TInsightsQuery }) {
  const t = useTranslations('insights');
  return (
    <Block title={t('quizzes.title')} table="quizzes" query={query}>
      {rows.length === 0 ? (
        <p className="text-sm opacity-75">{t('quizzes.empty')}</p>
      ) : (
        <ul className="space-y-2 text-xs">
          {rows.map((q) => (
            <li key={q.quiz_id} className="space-y-1 border-t border-white/10 pt-2">
              <div className="flex justify-between gap-2">
                <span className="font-medium">{q.name}</span>
                <span className="tabular-nums">
                  {t('quizzes.attempts')}: {q.attempts} · {t('quizzes.passRate')}: {q.pass_rate}%
                </span>
              </div>
              <svg
                aria-hidden
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                className="h-1.5 w-full bg-white/10"
              >
                <rect width={q.pass_rate} height={4} className="fill-emerald-400" />
              </svg>
              {q.missed.length > 0 && (
                <div>
                  <p className="opacity-75">{t('quizzes.missed')}</p>
                  <ol className="ml-4 list-decimal">
                    {q.missed.map((m) => (
                      <li key={m.question_id}>
                        {m.text} — {t('quizzes.missedCount', { missed: m.missed, attempts: m.attempts })}
                      </li>
                    ))}
                  </ol>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

export function MembersTable({
  which,
  rows,
  query,
  onOpen,
}: {
  which: 'most' | 'least';
  rows: TInsightsMember[];
  query: TInsightsQuery;
  onOpen: (userId: string) => void;
}) {
  const t = useTranslations('insights');
  return (
    <Block
      title={t(`members.${which}`)}
      table={which === 'most' ? 'most-active' : 'least-active'}
      query={query}
    >
      {rows.length === 0 ? (
        <p className="text-sm opacity-75">{t('members.empty')}</p>
      ) : (
        <table className="w-full text-xs">
          <thead>
            <tr>
              <th className={TH}>{t('members.name')}</th>
              <th className={TH}>{t('members.actions')}</th>
              <th className={TH}>{t('members.activeDays')}</th>
              <th className={TH}>{t('members.lastAccess')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.user_id} className="border-t border-white/10">
                <td className={TD}>
                  <button
                    type="button"
                    className="text-left underline"
                    aria-label={t('members.open', { name: m.name })}
                    onClick={() => onOpen(m.user_id)}
                  >
                    {m.name}
                  </button>
                </td>
                <td className={`${TD} tabular-nums`}>{m.actions}</td>
                <td className={`${TD} tabular-nums`}>{m.active_days}</td>
                <td className={TD}>
                  {m.last_access_at
                    ? m.last_access_at.slice(0, 10).split('-').reverse().join('/')
                    : t('members.never')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Block>
  );
}
