'use client';

import type { TInsights, TInsightsFunnel, TInsightsQuery, TInsightsTable } from '@/lib/insights/schemas';
import { apiFetch } from './fetcher';

// The Painel's calls (issue 49): GET /api/auth/insights…, each answer's envelope unwrapped here.

const BASE = '/api/auth/insights';
type Data<T> = { data: T };

function periodParams(q: TInsightsQuery): URLSearchParams {
  const params = new URLSearchParams({ period: q.period });
  if (q.period === 'custom' && q.from && q.to) {
    params.set('from', q.from);
    params.set('to', q.to);
  }
  return params;
}

export const fetchInsights = async (q: TInsightsQuery) =>
  (await apiFetch<Data<TInsights>>(`${BASE}?${periodParams(q)}`)).data;

export const fetchFunnel = async (courseId: string) =>
  (await apiFetch<Data<TInsightsFunnel>>(`${BASE}/funnel?course_id=${encodeURIComponent(courseId)}`)).data;

/** The address of a table's CSV file for the period (a plain download link). */
export function exportHref(table: TInsightsTable, q: TInsightsQuery): string {
  const params = periodParams(q);
  params.set('table', table);
  return `${BASE}/export?${params}`;
}
