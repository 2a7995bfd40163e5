// TanStack Query keys of the search (header modal quick results).
export const searchKeys = {
  all: ['search'] as const,
  quick: (term: string) => ['search', 'quick', term] as const,
} as const;
