import type { TPendingCelebration, TSeenBody } from '@/lib/gamification/student-schemas';
import { apiFetch } from './fetcher';

// The celebration host's calls (its pending celebrations and their 'seen'), which every student page
// carries: apart from gamification-student-api.ts (me, ranking), used by the profile and ranking pages.
export const celebrationsApi = {
  celebrations: async () =>
    (await apiFetch<{ data: TPendingCelebration[] }>('/api/gamification/celebrations')).data,
  seen: (body: TSeenBody) =>
    apiFetch<{ data: TSeenBody }>('/api/gamification/celebrations/seen', { method: 'POST', body }),
};
