'use client';

import { lazyRendered } from '@/lib/client/lazy-rendered';

// The community's ranking panel, shown only when the community has its ranking on: its code is a chunk
// of its own that only such a community's page downloads (decision 362). The profile, which always shows
// the ranking, renders RankingPanel itself.
export const CommunityRanking = lazyRendered(
  () => import('@/components/gamification/ranking-panel'),
  'RankingPanel',
);
