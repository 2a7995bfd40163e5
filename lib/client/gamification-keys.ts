// TanStack Query keys of gamification: the student side (me, ranking list; 'Concluir aula' invalidates
// `all` so the celebration host sees a new level or reward) and the Gamificação panel (SPEC.md 2.7, 7).
export const gamificationKeys = {
  all: ['gamification'] as const,
  /** GET /api/gamification/me */
  me: () => ['gamification', 'me'] as const,
  /** GET /api/gamification/celebrations (the celebration host; `all` invalidates it too) */
  celebrations: () => ['gamification', 'celebrations'] as const,
  /** GET /api/gamification/ranking?limit= */
  ranking: (limit: number) => ['gamification', 'ranking', limit] as const,
  /** GET /api/auth/ranking/status/{tenant} (panel switch) */
  rankingStatus: (tenantId: string) => ['gamification', 'ranking-status', tenantId] as const,
  rewards: (tenantId: string) => ['gamification', 'rewards', tenantId] as const,
  levels: (tenantId: string) => ['gamification', 'levels', tenantId] as const,
  levelProducts: (tenantId: string, levelId: string) =>
    ['gamification', 'levels', tenantId, 'products', levelId] as const,
  points: (tenantId: string) => ['gamification', 'points', tenantId] as const,
  plans: (tenantId: string) => ['gamification', 'plans', tenantId] as const,
  quizzes: (tenantId: string) => ['gamification', 'quizzes', tenantId] as const,
  products: (tenantId: string) => ['gamification', 'products', tenantId] as const,
} as const;
