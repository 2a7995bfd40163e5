// TanStack Query keys of the student side of gamification (one factory per feature; never inline a key).
// The 'Concluir aula' mutation invalidates `me()` so the celebration host sees a new level or reward.
export const gamificationKeys = {
  all: ['gamification'] as const,
  /** GET /api/gamification/me */
  me: () => ['gamification', 'me'] as const,
  /** GET /api/gamification/ranking?limit= */
  ranking: (limit: number) => ['gamification', 'ranking', limit] as const,
  /** GET /api/auth/ranking/status/{tenant} (panel switch) */
  rankingStatus: (tenantId: string) => ['gamification', 'ranking-status', tenantId] as const,
} as const;
