// TanStack Query keys of the showcase (Vitrine). Mutations invalidate through these.
export const showcaseKeys = {
  all: ['showcase'] as const,
  tenant: () => ['showcase', 'tenant'] as const,
  carousels: (tenantId: string) => ['showcase', 'carousels', tenantId] as const,
  carousel: (id: string) => ['showcase', 'carousel', id] as const,
  settings: (tenantId: string) => ['showcase', 'settings', tenantId] as const,
  courses: (tenantId: string) => ['showcase', 'resources', 'courses', tenantId] as const,
  modules: (tenantId: string) => ['showcase', 'resources', 'modules', tenantId] as const,
  lessons: (tenantId: string, term: string) => ['showcase', 'resources', 'lessons', tenantId, term] as const,
} as const;
