// TanStack Query keys of the Gamificação panel (SPEC.md sections 2.7 and 7). Mutations invalidate through these.
export const gamificationKeys = {
  all: ['gamification'] as const,
  rewards: (tenantId: string) => ['gamification', 'rewards', tenantId] as const,
  levels: (tenantId: string) => ['gamification', 'levels', tenantId] as const,
  levelProducts: (tenantId: string, levelId: string) =>
    ['gamification', 'levels', tenantId, 'products', levelId] as const,
  points: (tenantId: string) => ['gamification', 'points', tenantId] as const,
  plans: (tenantId: string) => ['gamification', 'plans', tenantId] as const,
  ranking: (tenantId: string) => ['gamification', 'ranking', tenantId] as const,
  quizzes: (tenantId: string) => ['gamification', 'quizzes', tenantId] as const,
  products: (tenantId: string) => ['gamification', 'products', tenantId] as const,
} as const;
