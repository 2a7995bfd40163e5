// TanStack Query keys of gamification's student side (me, ranking list; 'Concluir aula' invalidates `all`
// so the celebration host sees a new level or reward). The Gamificação panel's (SPEC.md 2.7, 7) are in
// gamification-panel-keys.ts, under the same root, so that the shell's first load does not carry them.
export const gamificationKeys = {
  all: ['gamification'] as const,
  /** GET /api/gamification/me */
  me: () => ['gamification', 'me'] as const,
  /** GET /api/gamification/celebrations (the celebration host; `all` invalidates it too) */
  celebrations: () => ['gamification', 'celebrations'] as const,
  /** GET /api/gamification/ranking?limit= */
  ranking: (limit: number) => ['gamification', 'ranking', limit] as const,
} as const;
