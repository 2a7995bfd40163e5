import type { TInsightsQuery } from '@/lib/insights/schemas';

// TanStack Query keys of the Painel (one factory per feature; never inline a key).
export const insightsKeys = {
  all: ['insights'] as const,
  figures: (q: TInsightsQuery) => ['insights', 'figures', q] as const,
  funnel: (courseId: string) => ['insights', 'funnel', courseId] as const,
} as const;
