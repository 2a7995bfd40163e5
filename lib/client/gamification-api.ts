'use client';

import type {
  TGamificationMe,
  TRanking,
  TRankingStatus,
  TSeenBody,
} from '@/lib/gamification/student-schemas';
import { apiFetch } from './fetcher';

// The student side's calls and the ranking switches (g-panel's Ranking drawer uses these too).

const enc = encodeURIComponent;

export const gamificationApi = {
  me: async () => (await apiFetch<{ data: TGamificationMe }>('/api/gamification/me')).data,
  ranking: async (limit: number) =>
    (await apiFetch<{ data: TRanking }>(`/api/gamification/ranking?limit=${limit}`)).data,
  seen: (body: TSeenBody) =>
    apiFetch<{ data: TSeenBody }>('/api/gamification/celebrations/seen', { method: 'POST', body }),
  rankingStatus: async (tenantId: string) =>
    (await apiFetch<{ data: TRankingStatus }>(`/api/auth/ranking/status/${enc(tenantId)}`)).data,
  toggleRanking: async (tenantId: string, on: boolean) =>
    (
      await apiFetch<{ data: { show_ranking: boolean } }>(
        `/api/auth/ranking/toggle-status/${on ? 1 : 0}/${enc(tenantId)}`,
        { method: 'PUT' },
      )
    ).data,
  resetRanking: (tenantId: string) =>
    apiFetch<{ message: string }>('/api/auth/community/reset-ranking', {
      method: 'POST',
      headers: { tenantId },
    }),
} as const;
