// TanStack Query keys of the Gamificação panel (SPEC.md 2.7, 7), under gamification-keys.ts's root
// 'gamification': invalidating `gamificationKeys.all` reaches them.
export const gamificationPanelKeys = {
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
