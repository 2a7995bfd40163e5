import type { TGamificationMe, TRanking } from '@/lib/gamification/student-schemas';
import { apiFetch } from './fetcher';

// The student side's gamification calls (me, ranking). Apart from the Gamificação panel's calls and hooks
// in gamification-api.ts, which re-exports these, so that the student pages do not bring the panel's code
// (decision 261); the celebration host's, in every student page, are in gamification-celebrations-api.ts.
export const gamificationStudentApi = {
  me: async () => (await apiFetch<{ data: TGamificationMe }>('/api/gamification/me')).data,
  ranking: async (limit: number) =>
    (await apiFetch<{ data: TRanking }>(`/api/gamification/ranking?limit=${limit}`)).data,
};
