// TanStack Query keys of the Equipe panel (one factory per feature; never inline a key).
export const teamKeys = {
  all: ['team'] as const,
  list: () => ['team', 'list'] as const,
} as const;
