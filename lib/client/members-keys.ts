import type { TMembersQuery } from '@/lib/members/schemas';

// TanStack Query keys of the 'Alunos' panel (one factory per feature; never inline a key).
export const membersKeys = {
  all: ['members'] as const,
  list: (filters: Omit<TMembersQuery, 'cursor'>) => ['members', 'list', filters] as const,
  member: (userId: string) => ['members', 'member', userId] as const,
  imports: () => ['members', 'imports'] as const,
  import: (id: string) => ['members', 'imports', id] as const,
} as const;
