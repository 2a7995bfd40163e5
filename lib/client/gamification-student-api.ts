import type {
  TGamificationMe,
  TPendingCelebration,
  TRanking,
  TSeenBody,
} from '@/lib/gamification/student-schemas';
import { apiFetch } from './fetcher';

// The student side's gamification calls (me, ranking, celebrations and their 'seen'). Apart from the
// Gamificação panel's calls and hooks in gamification-api.ts, which re-exports these, so that the
// celebration host in every student page does not bring the panel's code (decision 261).
export const gamificationStudentApi = {
  me: async () => (await apiFetch<{ data: TGamificationMe }>('/api/gamification/me')).data,
  celebrations: async () =>
    (await apiFetch<{ data: TPendingCelebration[] }>('/api/gamification/celebrations')).data,
  ranking: async (limit: number) =>
    (await apiFetch<{ data: TRanking }>(`/api/gamification/ranking?limit=${limit}`)).data,
  seen: (body: TSeenBody) =>
    apiFetch<{ data: TSeenBody }>('/api/gamification/celebrations/seen', { method: 'POST', body }),
};
